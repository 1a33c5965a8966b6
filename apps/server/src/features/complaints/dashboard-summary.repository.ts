import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CountKind, MonthSpan, MonthsCount } from './dashboard-ranges.ts';

type Db = Kysely<Database>;

/*
 * Reads of the Resumen's summary kept on write (migration 007) for the whole months of a period.
 * Each query adds the rows up in the database and answers a few hundred rows at most: moving
 * every summary row into JavaScript objects would cost more than reading them.
 */

/** Complaints per filing month, type and status. */
export async function summaryGroups(db: Db, idcliente: number, months: MonthSpan) {
  const rows = await db
    .selectFrom('den_resumen_mes')
    .select((eb) => ['mes', 'idtipodenuncia', 'idestadodenuncia', eb.fn.sum<number | string>('total').as('total')])
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last)
    .groupBy(['mes', 'idtipodenuncia', 'idestadodenuncia'])
    .having((eb) => eb.fn.sum('total'), '<>', 0)
    .execute();
  // PostgreSQL answers sum as bigint strings, SQLite as numbers.
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

function condition(count: CountKind, resolvedStatusId: number): RawBuilder<unknown> {
  switch (count.kind) {
    case 'sin_acuse':
      return sql`acusada = 0`;
    case 'prorrogadas':
      return sql`prorroga_meses <> 0`;
    case 'abiertas':
      return sql`idestadodenuncia <> ${resolvedStatusId} and prorroga_meses = ${count.prorroga}`;
  }
}

/** The counts asked for, over their whole months, in one pass over the period's summary rows. */
export async function summaryCounts(
  db: Db,
  idcliente: number,
  months: MonthSpan,
  counts: readonly MonthsCount[],
  resolvedStatusId: number,
): Promise<number[]> {
  if (counts.length === 0) {
    return [];
  }
  const row = await db
    .selectFrom('den_resumen_mes')
    .select(
      counts.map((c, i) =>
        sql<
          number | string | null
        >`sum(case when mes >= ${c.months.first} and mes <= ${c.months.last} and ${condition(c, resolvedStatusId)} then total else 0 end)`.as(
          `n${i}`,
        ),
      ),
    )
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last)
    .executeTakeFirst();
  const sums = (row ?? {}) as Record<string, number | string | null>;
  return counts.map((_, i) => Number(sums[`n${i}`] ?? 0));
}

/** How many complaints took each number of whole days to be acknowledged (`acuse`) or resolved. */
export async function summaryDays(db: Db, idcliente: number, months: MonthSpan) {
  const rows = await db
    .selectFrom('den_resumen_dias')
    .select((eb) => ['medida', 'dias', eb.fn.sum<number | string>('total').as('total')])
    .where('idcliente', '=', idcliente)
    .where('mes', '>=', months.first)
    .where('mes', '<=', months.last)
    .groupBy(['medida', 'dias'])
    .execute();
  return rows.map((r) => ({ medida: r.medida, dias: r.dias, total: Number(r.total) }));
}
