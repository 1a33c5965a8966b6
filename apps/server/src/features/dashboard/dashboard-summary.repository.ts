import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom as jsonArrayFromPostgres } from 'kysely/helpers/postgres';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { summaryMatches } from '../../domain/case-deadlines/case-counts.repository.ts';
import type { MonthSpan, MonthsCount } from '../../domain/case-deadlines/case-counts.rules.ts';

type Db = Kysely<Database>;

/*
 * Reads of the Resumen's summary kept on write (migrations 007 and 008) for the whole months of a
 * period, each a range of its table's primary key (SQLite: WITHOUT ROWID tables, stored in key
 * order): the charts' groups, the deadline counters' rows and the days' histograms, a few hundred
 * rows for a year.
 */

/** Complaints per filing month, type and status, as stored (already grouped, in key order). */
export function summaryGroupsQuery(db: Db, idcliente: number, months: MonthSpan) {
  return db
    .selectFrom('den_resumen_grupos')
    .select(['mes', 'idtipodenuncia', 'idestadodenuncia', 'total'])
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last)
    .where('total', '<>', 0);
}

/**
 * The counts asked for, each over its whole months (within `months`), in one pass over the
 * period's deadline rows: columns `n0`, `n1`, … (null when no row matched).
 */
export function summaryCountsQuery(
  db: Db,
  idcliente: number,
  months: MonthSpan,
  counts: readonly MonthsCount[],
  resolvedStatusId: number,
) {
  return db
    .selectFrom('den_resumen_plazos')
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last)
    .select(
      counts.map((c, i) =>
        sql<
          number | string | null
        >`sum(case when mes >= ${c.months.first} and mes <= ${c.months.last} and ${summaryMatches(c, resolvedStatusId)} then total else 0 end)`.as(
          `n${i}`,
        ),
      ),
    );
}

/**
 * The histograms of whole days to acknowledgement and to resolution, one per month and measure,
 * as a JSON array of {medida, dias} (a scalar subquery). SQLite stores each histogram as text and
 * builds the array here rather than through a subquery, where json() would lose its JSON subtype:
 * so each is embedded as JSON, parsed once with the array, not as an escaped string.
 */
export function summaryHistogramsJson(db: Db, dialect: DialectName, idcliente: number, months: MonthSpan) {
  const rows = db
    .selectFrom('den_resumen_hist')
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last);
  if (dialect === 'postgres') {
    return jsonArrayFromPostgres(rows.select(['medida', 'dias']));
  }
  return rows.select(
    sql<unknown>`coalesce(json_group_array(json_object('medida', medida, 'dias', json(dias))), '[]')`.as('histogramas'),
  );
}
