import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { filteredCases, type CaseListQuery } from './case-list.repository.ts';
import { splitByMonths, upTo, type CountKind, type DayRange } from '../../domain/case-deadlines/case-counts.rules.ts';
import { complaintMatches, summaryMatches } from '../../domain/case-deadlines/case-counts.repository.ts';
import { addMonthsClamped } from '../../domain/case-deadlines/deadlines.rules.ts';

type Db = Kysely<Database>;

/*
 * The case list's counts and deep pages from the Resumen's summary kept on write (migrations 007
 * and 008, decisions 018 and 019). Whole months are added up from it; the days of a partial month
 * are counted on the complaints.
 */

/** Before any complaint: the start of an open date range. */
const beginning = '1970-01-01';

/** A piece of a count: complaints filed in `range`, and for the overdue filter one extension's open cases. */
type CountPart = { range: DayRange; open?: CountKind };

/**
 * The query's count as date ranges: its own range (open ends: from the beginning, up to tomorrow,
 * as nothing is filed later), and with the overdue filter one range per extension, up to that
 * extension's cutoff.
 */
function partsOf(query: CaseListQuery, tomorrow: string): CountPart[] {
  const range = { from: query.from ?? beginning, before: query.before ?? tomorrow };
  if (query.overdue === undefined) {
    return [{ range }];
  }
  return query.overdue.cutoffs.map(({ prorroga, cutoff }) => ({
    range: upTo(range, cutoff),
    open: { kind: 'abiertas', prorroga },
  }));
}

/**
 * The narrowest summary table that has a query's keys (fewer rows to add up): per month, type and
 * status without the overdue filter; with it, per month, status, extension and acknowledgement,
 * or the full table (migration 007) when a type is asked for too.
 */
function summaryTableFor(query: CaseListQuery): 'den_resumen_grupos' | 'den_resumen_plazos' | 'den_resumen_mes' {
  if (query.overdue === undefined) {
    return 'den_resumen_grupos';
  }
  return query.idtipodenuncia === undefined ? 'den_resumen_plazos' : 'den_resumen_mes';
}

function summaryIn(db: Db, query: CaseListQuery) {
  // Typed as den_resumen_mes, whose columns include the other two tables': only the columns the
  // chosen table has are read (idtipodenuncia only when it is asked for, the extension columns only
  // with the overdue filter).
  let q = db.selectFrom(summaryTableFor(query) as 'den_resumen_mes').where('idcliente', '=', query.idcliente);
  if (query.idestadodenuncia !== undefined) {
    q = q.where('idestadodenuncia', '=', query.idestadodenuncia);
  }
  if (query.idtipodenuncia !== undefined) {
    q = q.where('idtipodenuncia', '=', query.idtipodenuncia);
  }
  return q;
}

/**
 * How many complaints match a query without a guid prefix: one statement of small reads (the
 * summary's whole months, the partial months' days through the indexes of migration 006).
 */
export async function countCasesFromSummary(db: Db, query: CaseListQuery, tomorrow: string): Promise<number> {
  const resolvedStatusId = query.overdue?.resolvedStatusId ?? 0;
  const counts = partsOf(query, tomorrow).flatMap(({ range, open }) => {
    const split = splitByMonths(range, tomorrow);
    const whole = [];
    if (split.months) {
      let q = summaryIn(db, query).where('mes', '>=', split.months.first).where('mes', '<=', split.months.last);
      if (open) {
        q = q.where(summaryMatches(open, resolvedStatusId));
      }
      whole.push(q.select((eb) => eb.fn.sum<number | string | null>('total').as('n')));
    }
    const partial = split.partial.map((days) => {
      let q = filteredCases(db, { ...query, ...days, overdue: undefined });
      if (open) {
        q = q.where((eb) => complaintMatches(eb, open, resolvedStatusId));
      }
      return q.select((eb) => eb.fn.countAll<number | string>().as('n'));
    });
    return [...whole, ...partial];
  });
  if (counts.length === 0) {
    return 0;
  }
  const row = (await db.selectNoFrom(counts.map((q, i) => q.as(`n${i}`))).executeTakeFirstOrThrow()) as Record<
    string,
    number | string | null
  >;
  // PostgreSQL answers count/sum as bigint strings, SQLite as numbers; sum is null without rows.
  return counts.reduce((total, _, i) => total + Number(row[`n${i}`] ?? 0), 0);
}

/**
 * A deep page in filing-date order without skipping every row before it: the summary's month
 * totals say in which month the page starts, so the page query skips only that month's earlier
 * rows. Filters by status and type only (the summary's keys); undefined when the page starts past
 * the last complaint. The months partition the list order exactly (fec_alta, then iddenuncia).
 */
export async function seekFilingMonth(
  db: Db,
  query: CaseListQuery,
  order: 'asc' | 'desc',
  offset: number,
): Promise<{ query: CaseListQuery; offset: number } | undefined> {
  const months = await summaryIn(db, query)
    .select((eb) => ['mes', eb.fn.sum<number | string>('total').as('n')])
    .groupBy('mes')
    .orderBy('mes', order)
    .execute();
  let skipped = 0;
  for (const { mes, n } of months) {
    const total = Number(n);
    if (skipped + total > offset) {
      const start = `${mes}-01`;
      const bound = order === 'desc' ? { before: addMonthsClamped(start, 1) } : { from: start };
      return { query: { ...query, ...bound }, offset: offset - skipped };
    }
    skipped += total;
  }
  return undefined;
}
