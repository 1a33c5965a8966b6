import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import {
  caseSummaryColumns,
  complaintMatches,
  unresolved,
} from '../../domain/case-deadlines/case-counts.repository.ts';
import { monthsOfRange, type DayRange, type PartialCount } from '../../domain/case-deadlines/case-counts.rules.ts';
import { caseVisibleTo, type CaseViewer } from '../../domain/complaint/case-access.policy.ts';

type Db = Kysely<Database>;

/**
 * The complaints a query covers: one tenant's, filed in [from, before) (ISO days compared as text);
 * with `viewer`, only those that administrator may see (case-access.policy).
 */
export type DashboardScope = DayRange & { idcliente: number; viewer?: CaseViewer };

function inScope(db: Db, scope: DashboardScope) {
  const q = db
    .selectFrom('den_denuncias')
    .where('den_denuncias.idcliente', '=', scope.idcliente)
    .where('den_denuncias.fec_alta', '>=', scope.from)
    .where('den_denuncias.fec_alta', '<', scope.before);
  const { viewer } = scope;
  return viewer === undefined ? q : q.where((eb) => caseVisibleTo(eb, viewer));
}

/**
 * How many complaints of a partial month per (filing month, type, status). The month is the same
 * expression as the index denuncias_cliente_mes (migration 006); with the months' range as well,
 * both dialects read that index in group order and need no sort.
 */
export function groupsQuery(db: Db, scope: DashboardScope) {
  const month = sql<string>`substr(den_denuncias.fec_alta, 1, 7)`;
  const months = monthsOfRange(scope);
  return inScope(db, scope)
    .where(month, '>=', months.first)
    .where(month, '<=', months.last)
    .select((eb) => [
      month.as('mes'),
      'den_denuncias.idtipodenuncia',
      'den_denuncias.idestadodenuncia',
      eb.fn.countAll<number | string>().as('total'),
    ])
    .groupBy([month, 'den_denuncias.idtipodenuncia', 'den_denuncias.idestadodenuncia']);
}

/**
 * A count over a partial month: complaints filed in the range that are not acknowledged,
 * extended, or unresolved with the given extension (0 = none). A range count over a small partial
 * index of migration 006 (no acknowledgement / extended / open cases), not a test of every row;
 * the status is a literal so SQLite recognises the partial index.
 */
export function partialCountQuery(
  db: Db,
  scope: { idcliente: number; viewer?: CaseViewer },
  count: PartialCount,
  resolvedStatusId: number,
) {
  return inScope(db, { ...scope, ...count.range })
    .where((eb) => complaintMatches(eb, count, resolvedStatusId))
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
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
 * How many complaints filed in a partial month (the Resumen's whole months come from the summary
 * of migration 007) took each number of whole days from filing to acknowledgement (`acuse`) or to
 * resolution (`resolucion`): a histogram, so the medians are computed without moving rows out.
 * - acknowledgement: the partial index denuncias_cliente_mes_dias_acuse (migration 006) holds the
 *   days already computed, by (filing month, days): the range's months are read in group order;
 * - resolution: the resolved complaints of the range through denuncias_cliente_estado_alta
 *   (status, filing date), a few hundred rows to group; the status is a literal so SQLite's
 *   planner sees the condition.
 */
export function daysQuery(
  db: Db,
  dialect: DialectName,
  scope: DashboardScope,
  what: 'acuse' | 'resolucion',
  resolvedStatusId: number,
) {
  const month = sql<string>`substr(den_denuncias.fec_alta, 1, 7)`;
  const days = daysBetweenColumns(dialect, 'fec_alta', what === 'acuse' ? 'fec_acuse' : 'fec_resolucion');
  const q = inScope(db, scope);
  return what === 'acuse'
    ? q
        .where(month, '>=', monthsOfRange(scope).first)
        .where(month, '<=', monthsOfRange(scope).last)
        .where('den_denuncias.fec_acuse', 'is not', null)
        .select((eb) => [days.as('dias'), eb.fn.countAll<number | string>().as('total')])
        .groupBy([month, days])
    : q
        .where('den_denuncias.idestadodenuncia', '=', sql.lit(resolvedStatusId))
        .where('den_denuncias.fec_resolucion', 'is not', null)
        .select((eb) => [days.as('dias'), eb.fn.countAll<number | string>().as('total')])
        .groupBy(days);
}

/** The tenant's statuses (name JSON, colour, initial flag), in their display order. */
export function statusesQuery(db: Db, idcliente: number) {
  return db
    .selectFrom('den_estados_denuncia')
    .select(['idestadodenuncia', 'nombre', 'color', 'inicial'])
    .where('idcliente', '=', idcliente)
    .orderBy('orden')
    .orderBy('idestadodenuncia');
}

/** The tenant's complaint types (name JSON), in their display order. */
export function typesQuery(db: Db, idcliente: number) {
  return db
    .selectFrom('den_tipos_denuncia')
    .select(['idtipodenuncia', 'nombre', 'activo'])
    .where('idcliente', '=', idcliente)
    .orderBy('orden')
    .orderBy('idtipodenuncia');
}

/**
 * The `limit` oldest unresolved complaints of the period with the given extension (null = none):
 * within one extension the answer deadline grows with the filing date, so the most urgent cases
 * overall are among these few of each extension. Metadata only, never the sealed columns.
 */
export function oldestUnresolvedQuery(
  db: Db,
  scope: DashboardScope,
  extensionMonths: number | null,
  resolvedStatusId: number,
  limit: number,
) {
  return inScope(db, scope)
    .where((eb) => unresolved(eb, resolvedStatusId))
    .where('den_denuncias.prorroga_meses', extensionMonths === null ? 'is' : '=', extensionMonths)
    .select(caseSummaryColumns)
    .orderBy('den_denuncias.fec_alta')
    .orderBy('den_denuncias.iddenuncia')
    .limit(limit);
}
