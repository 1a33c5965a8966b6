import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'den_denuncias'>;

/**
 * The complaints the Resumen covers: one tenant's, filed in [from, before) (ISO days compared as
 * text), i.e. in the months `firstMonth` … `lastMonth` (YYYY-MM).
 */
export type DashboardScope = { idcliente: number; from: string; before: string; firstMonth: string; lastMonth: string };

/**
 * Filing-time cutoffs (ISO days): a complaint filed before the cutoff is past its deadline.
 * `answer[m]` applies to complaints whose extension is `m` months (`m` 0 = no extension).
 */
export type DashboardCutoffs = { acknowledgement: string; answer: readonly string[]; resolvedStatusId: number };

/** Not resolved; the status id is a literal so the partial indexes' conditions are recognised (SQLite). */
function unresolved(eb: Eb, resolvedStatusId: number): Expression<SqlBool> {
  return eb('den_denuncias.idestadodenuncia', '<>', sql.lit(resolvedStatusId));
}

function inScope(db: Db, scope: DashboardScope) {
  return db
    .selectFrom('den_denuncias')
    .where('den_denuncias.idcliente', '=', scope.idcliente)
    .where('den_denuncias.fec_alta', '>=', scope.from)
    .where('den_denuncias.fec_alta', '<', scope.before);
}

/** The earlier of two ISO days. */
function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

/**
 * One pass over the period: how many complaints per (filing month, type, status). The month is
 * the same expression as the index denuncias_cliente_mes (migration 006); with the months' range
 * as well, both dialects read that index in group order and need no sort.
 */
export async function countByMonthTypeStatus(db: Db, scope: DashboardScope) {
  const month = sql<string>`substr(den_denuncias.fec_alta, 1, 7)`;
  const rows = await inScope(db, scope)
    .where(month, '>=', scope.firstMonth)
    .where(month, '<=', scope.lastMonth)
    .select((eb) => [
      month.as('mes'),
      'den_denuncias.idtipodenuncia',
      'den_denuncias.idestadodenuncia',
      eb.fn.countAll<number | string>().as('total'),
    ])
    .groupBy([month, 'den_denuncias.idtipodenuncia', 'den_denuncias.idestadodenuncia'])
    .execute();
  // PostgreSQL answers count/sum as bigint strings, SQLite as numbers.
  return rows.map((r) => ({
    mes: r.mes,
    idtipodenuncia: r.idtipodenuncia,
    idestadodenuncia: r.idestadodenuncia,
    total: Number(r.total),
  }));
}

/**
 * The period's complaints that are extended, unacknowledged past 7 days, and unresolved past
 * their answer deadline (one filing-date cutoff per extension). Each is a range count over a
 * small partial index of migration 006 (no acknowledgement / extended / open cases), not a test
 * of every row of the period.
 */
export async function countFlags(
  db: Db,
  scope: DashboardScope,
  cutoffs: DashboardCutoffs,
): Promise<{ acuse_vencido: number; respuesta_vencida: number; prorrogadas: number }> {
  function filedBefore(before: string) {
    return inScope(db, { ...scope, before: earlier(scope.before, before) });
  }
  const overdue = cutoffs.answer.map((cutoff, months) =>
    filedBefore(cutoff)
      .where((eb) => unresolved(eb, cutoffs.resolvedStatusId))
      .where('den_denuncias.prorroga_meses', months === 0 ? 'is' : '=', months === 0 ? null : months)
      .select((eb) => eb.fn.countAll<number | string>().as('n')),
  );
  const row = await db
    .selectNoFrom([
      filedBefore(cutoffs.acknowledgement)
        .where('den_denuncias.fec_acuse', 'is', null)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .as('acuse_vencido'),
      inScope(db, scope)
        .where('den_denuncias.prorroga_meses', 'is not', null)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .as('prorrogadas'),
      ...overdue.map((q, months) => q.as(`vencida_${months}`)),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count as bigint strings, SQLite as numbers.
  const counts = row as Record<string, number | string | null>;
  return {
    acuse_vencido: Number(counts.acuse_vencido ?? 0),
    prorrogadas: Number(counts.prorrogadas ?? 0),
    respuesta_vencida: cutoffs.answer.reduce((sum, _, months) => sum + Number(counts[`vencida_${months}`] ?? 0), 0),
  };
}

/** The UTC day of an ISO timestamp column as a PostgreSQL date, immutably (indexable, unlike a cast). */
function pgDay(column: ReturnType<typeof sql.ref>) {
  return sql`make_date(cast(substr(${column}, 1, 4) as integer), cast(substr(${column}, 6, 2) as integer), cast(substr(${column}, 9, 2) as integer))`;
}

/**
 * Whole days between the UTC days of two ISO timestamp columns, in each dialect: exactly the
 * expressions of the Resumen's days indexes (migration 006), so they are read from there.
 */
function daysBetweenColumns(dialect: DialectName, from: 'fec_alta', to: 'fec_acuse' | 'fec_resolucion') {
  const a = sql.ref(`den_denuncias.${from}`);
  const b = sql.ref(`den_denuncias.${to}`);
  return dialect === 'postgres'
    ? sql<number>`(${pgDay(b)} - ${pgDay(a)})`
    : sql<number>`cast(julianday(substr(${b}, 1, 10)) - julianday(substr(${a}, 1, 10)) as integer)`;
}

/**
 * How many complaints of the period took each number of whole days from filing to
 * acknowledgement (`acuse`) or to resolution (`resolucion`): a histogram, so the medians are
 * computed without moving every row out of the database.
 *
 * Grouping 100 000 rows by a computed value parses two dates per row and sorts (SQLite) or hashes
 * (PostgreSQL) them all. Partial expression indexes of migration 006 hold the days already
 * computed and in order, and the query groups as it reads one of them:
 * - acknowledgement (a handful of distinct days): denuncias_cliente_mes_dias_acuse, by (filing
 *   month, days), so only the period's months are read; the months are added up here;
 * - resolution (hundreds of distinct days, fewer cases): denuncias_cliente_dias_resolucion, by
 *   days, filtering the filing dates it holds.
 * On SQLite the unary `+` on the filing-date range keeps its planner (no statistics) off the date
 * index; the status is a literal so the partial index's condition is recognised.
 */
export async function daysHistogram(
  db: Db,
  dialect: DialectName,
  scope: DashboardScope,
  what: 'acuse' | 'resolucion',
  resolvedStatusId: number,
): Promise<{ dias: number; total: number }[]> {
  const month = sql<string>`substr(den_denuncias.fec_alta, 1, 7)`;
  const days = daysBetweenColumns(dialect, 'fec_alta', what === 'acuse' ? 'fec_acuse' : 'fec_resolucion');
  const filed = sql.ref('den_denuncias.fec_alta');
  let q = db.selectFrom('den_denuncias').where('den_denuncias.idcliente', '=', scope.idcliente);
  q =
    dialect === 'sqlite'
      ? q.where(sql<SqlBool>`+${filed} >= ${scope.from}`).where(sql<SqlBool>`+${filed} < ${scope.before}`)
      : q.where('den_denuncias.fec_alta', '>=', scope.from).where('den_denuncias.fec_alta', '<', scope.before);
  const rows =
    what === 'acuse'
      ? await q
          .where(month, '>=', scope.firstMonth)
          .where(month, '<=', scope.lastMonth)
          .where('den_denuncias.fec_acuse', 'is not', null)
          .select((eb) => [days.as('dias'), eb.fn.countAll<number | string>().as('total')])
          .groupBy([month, days])
          .execute()
      : await q
          .where('den_denuncias.idestadodenuncia', '=', sql.lit(resolvedStatusId))
          .where('den_denuncias.fec_resolucion', 'is not', null)
          .select((eb) => [days.as('dias'), eb.fn.countAll<number | string>().as('total')])
          .groupBy(days)
          .execute();
  const histogram = new Map<number, number>();
  for (const r of rows) {
    histogram.set(Number(r.dias), (histogram.get(Number(r.dias)) ?? 0) + Number(r.total));
  }
  return [...histogram].map(([dias, total]) => ({ dias, total }));
}

/** The tenant's statuses (name JSON, colour, initial flag), in their display order. */
export async function findStatuses(db: Db, idcliente: number) {
  return db
    .selectFrom('den_estados_denuncia')
    .select(['idestadodenuncia', 'nombre', 'color', 'inicial'])
    .where('idcliente', '=', idcliente)
    .orderBy('orden')
    .orderBy('idestadodenuncia')
    .execute();
}

/** The tenant's complaint types (name JSON), in their display order. */
export async function findTypes(db: Db, idcliente: number) {
  return db
    .selectFrom('den_tipos_denuncia')
    .select(['idtipodenuncia', 'nombre', 'activo'])
    .where('idcliente', '=', idcliente)
    .orderBy('orden')
    .orderBy('idtipodenuncia')
    .execute();
}

/**
 * The `limit` oldest unresolved complaints of the period with the given extension (null = none):
 * within one extension the answer deadline grows with the filing date, so the most urgent cases
 * overall are among these few of each extension. Metadata only, never the sealed columns.
 */
export async function findOldestUnresolved(
  db: Db,
  scope: DashboardScope,
  extensionMonths: number | null,
  resolvedStatusId: number,
  limit: number,
) {
  return inScope(db, scope)
    .where((eb) => unresolved(eb, resolvedStatusId))
    .where('den_denuncias.prorroga_meses', extensionMonths === null ? 'is' : '=', extensionMonths)
    .select([
      'den_denuncias.iddenuncia',
      'den_denuncias.guid',
      'den_denuncias.idtipodenuncia',
      'den_denuncias.idestadodenuncia',
      'den_denuncias.fec_alta',
      'den_denuncias.fec_acuse',
      'den_denuncias.fec_resolucion',
      'den_denuncias.anonima',
      'den_denuncias.prorroga_meses',
    ])
    .orderBy('den_denuncias.fec_alta')
    .orderBy('den_denuncias.iddenuncia')
    .limit(limit)
    .execute();
}
