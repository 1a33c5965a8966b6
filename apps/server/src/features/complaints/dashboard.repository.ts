import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'den_denuncias'>;

/** The complaints the Resumen covers: one tenant's, filed in [from, before) (ISO days compared as text). */
export type DashboardScope = { idcliente: number; from: string; before: string };

/**
 * Filing-time cutoffs (ISO days): a complaint filed before the cutoff is past its deadline.
 * `answer[m]` applies to complaints whose extension is `m` months (`m` 0 = no extension).
 */
export type DashboardCutoffs = { acknowledgement: string; answer: readonly string[]; resolvedStatusId: number };

/** Status 1 (resolved) as a literal, so the partial index of unresolved complaints matches on SQLite too. */
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

/** Unresolved and filed before the answer cutoff of its extension (none, 1, 2, … months). */
function answerOverdue(eb: Eb, cutoffs: DashboardCutoffs): Expression<SqlBool> {
  const byExtension = cutoffs.answer.map((cutoff, months) =>
    eb.and([
      months === 0 ? eb('den_denuncias.prorroga_meses', 'is', null) : eb('den_denuncias.prorroga_meses', '=', months),
      eb('den_denuncias.fec_alta', '<', cutoff),
    ]),
  );
  return eb.and([unresolved(eb, cutoffs.resolvedStatusId), eb.or(byExtension)]);
}

function countWhen(eb: Eb, condition: Expression<SqlBool>) {
  return eb.fn.sum<number | string>(eb.case().when(condition).then(1).else(0).end());
}

/**
 * One pass over the period: counts per (filing month, type, status) with the complaints of each
 * group that are extended, unacknowledged past 7 days, and unanswered past their deadline.
 */
export async function countByMonthTypeStatus(db: Db, scope: DashboardScope, cutoffs: DashboardCutoffs) {
  const month = sql<string>`substr(den_denuncias.fec_alta, 1, 7)`;
  const rows = await inScope(db, scope)
    .select((eb) => [
      month.as('mes'),
      'den_denuncias.idtipodenuncia',
      'den_denuncias.idestadodenuncia',
      eb.fn.countAll<number | string>().as('total'),
      countWhen(eb, eb('den_denuncias.prorroga_meses', 'is not', null)).as('prorrogadas'),
      countWhen(
        eb,
        eb.and([eb('den_denuncias.fec_acuse', 'is', null), eb('den_denuncias.fec_alta', '<', cutoffs.acknowledgement)]),
      ).as('acuse_vencido'),
      countWhen(eb, answerOverdue(eb, cutoffs)).as('respuesta_vencida'),
    ])
    .groupBy([month, 'den_denuncias.idtipodenuncia', 'den_denuncias.idestadodenuncia'])
    .execute();
  // PostgreSQL answers count/sum as bigint strings, SQLite as numbers.
  return rows.map((r) => ({
    mes: r.mes,
    idtipodenuncia: r.idtipodenuncia,
    idestadodenuncia: r.idestadodenuncia,
    total: Number(r.total),
    prorrogadas: Number(r.prorrogadas),
    acuse_vencido: Number(r.acuse_vencido),
    respuesta_vencida: Number(r.respuesta_vencida),
  }));
}

/** Whole days between the UTC days of two ISO timestamp columns, in each dialect. */
function daysBetweenColumns(dialect: DialectName, from: 'fec_alta', to: 'fec_acuse' | 'fec_resolucion') {
  const a = sql.ref(`den_denuncias.${from}`);
  const b = sql.ref(`den_denuncias.${to}`);
  return dialect === 'postgres'
    ? sql<number>`(cast(substr(${b}, 1, 10) as date) - cast(substr(${a}, 1, 10) as date))`
    : sql<number>`cast(julianday(substr(${b}, 1, 10)) - julianday(substr(${a}, 1, 10)) as integer)`;
}

/**
 * How many complaints of the period took each number of whole days from filing to
 * acknowledgement (`acuse`) or to resolution (`resolucion`): a histogram, so the medians are
 * computed without moving every row out of the database.
 */
export async function daysHistogram(
  db: Db,
  dialect: DialectName,
  scope: DashboardScope,
  what: 'acuse' | 'resolucion',
  resolvedStatusId: number,
): Promise<{ dias: number; total: number }[]> {
  const days = daysBetweenColumns(dialect, 'fec_alta', what === 'acuse' ? 'fec_acuse' : 'fec_resolucion');
  let q = inScope(db, scope);
  q =
    what === 'acuse'
      ? q.where('den_denuncias.fec_acuse', 'is not', null)
      : q
          .where('den_denuncias.idestadodenuncia', '=', sql.lit(resolvedStatusId))
          .where('den_denuncias.fec_resolucion', 'is not', null);
  const rows = await q
    .select((eb) => [days.as('dias'), eb.fn.countAll<number | string>().as('total')])
    .groupBy(days)
    .execute();
  return rows.map((r) => ({ dias: Number(r.dias), total: Number(r.total) }));
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
