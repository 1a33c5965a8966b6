import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CountKind, MonthSpan, MonthsCount } from './dashboard-ranges.ts';

type Db = Kysely<Database>;

/*
 * Reads of the Resumen's summary kept on write (migration 007) for the whole months of a period.
 * Each adds the rows up in the database (a few hundred rows at most come out), reading a range of
 * the table's primary key (SQLite: WITHOUT ROWID tables, stored in key order).
 */

function inMonths(db: Db, idcliente: number, months: MonthSpan) {
  return db
    .selectFrom('den_resumen_mes')
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last);
}

/** Complaints per filing month, type and status: in key order, no sort. */
export function summaryGroupsQuery(db: Db, idcliente: number, months: MonthSpan) {
  return inMonths(db, idcliente, months)
    .select((eb) => ['mes', 'idtipodenuncia', 'idestadodenuncia', eb.fn.sum<number | string>('total').as('total')])
    .groupBy(['mes', 'idtipodenuncia', 'idestadodenuncia'])
    .having((eb) => eb.fn.sum('total'), '<>', 0);
}

/** A counter's condition on the summary rows (its twin on the complaints is `complaintMatches`). */
export function summaryMatches(count: CountKind, resolvedStatusId: number): RawBuilder<boolean> {
  switch (count.kind) {
    case 'sin_acuse':
      return sql<boolean>`acusada = 0`;
    case 'prorrogadas':
      return sql<boolean>`prorroga_meses <> 0`;
    case 'abiertas':
      return sql<boolean>`idestadodenuncia <> ${resolvedStatusId} and prorroga_meses = ${count.prorroga}`;
  }
}

/**
 * The counts asked for, each over its whole months (within `months`), in one pass over the
 * period's summary rows: columns `n0`, `n1`, … (null when no row matched).
 */
export function summaryCountsQuery(
  db: Db,
  idcliente: number,
  months: MonthSpan,
  counts: readonly MonthsCount[],
  resolvedStatusId: number,
) {
  return inMonths(db, idcliente, months).select(
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
 * How many complaints took each number of whole days to be acknowledged (`acuse`) or resolved:
 * the table is keyed by (idcliente, medida, dias, mes), so the months are added up per number of
 * days in key order, without sorting.
 */
export function summaryDaysQuery(db: Db, idcliente: number, months: MonthSpan) {
  return db
    .selectFrom('den_resumen_dias')
    .select((eb) => ['medida', 'dias', eb.fn.sum<number | string>('total').as('total')])
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last)
    .groupBy(['medida', 'dias']);
}
