import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { Database, UserRole } from '../../db/schema.ts';

/**
 * Who sees which case (issue 15 §4, decision 039): the one rule every read of a case goes
 * through. An administrator's session names a person of the tenant; that person sees
 * - as `responsable`: every case of the tenant;
 * - as `auditor`: every case of the tenant they are not excluded from (metadata only: the routes
 *   that carry case content do not admit the role at all);
 * - as `gestor`: the cases assigned to them that they are not excluded from.
 * The rule is written once, as a condition on `den_denuncias` that reads the person and their role
 * from the session (`sid`), so it holds at once after an assignment, an exclusion or a role change,
 * and a case outside it answers exactly as a missing one (404).
 */

/** What the rule needs of the caller: their tenant and their session (the person behind it). */
export type CaseViewer = Pick<TokenClaims, 'idcliente' | 'sid'>;

type Eb = ExpressionBuilder<Database, 'den_denuncias'>;

/** Whether the person behind the session holds `rol` (a non-correlated subquery: evaluated once). */
function sessionHasRole(eb: Eb, viewer: CaseViewer, rol: UserRole): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('sesiones as acc_s')
      .innerJoin('usuarios as acc_u', 'acc_u.idusuario', 'acc_s.idusuario')
      .select('acc_u.idusuario')
      .where('acc_s.sid', '=', viewer.sid)
      .where('acc_s.idcliente', '=', viewer.idcliente)
      .where('acc_u.idcliente', '=', viewer.idcliente)
      .where('acc_u.rol', '=', rol),
  );
}

/** The ids of the cases assigned to the person behind the session. */
function assignedCaseIds(eb: Eb, viewer: CaseViewer) {
  return eb
    .selectFrom('den_denuncia_asignaciones as acc_a')
    .innerJoin('sesiones as acc_as', 'acc_as.idusuario', 'acc_a.idusuario')
    .select('acc_a.iddenuncia')
    .where('acc_as.sid', '=', viewer.sid)
    .where('acc_as.idcliente', '=', viewer.idcliente)
    .where('acc_a.idcliente', '=', viewer.idcliente);
}

/** The ids of the cases the person behind the session is excluded from. */
function excludedCaseIds(eb: Eb, viewer: CaseViewer) {
  return eb
    .selectFrom('den_denuncia_exclusiones as acc_e')
    .innerJoin('sesiones as acc_es', 'acc_es.idusuario', 'acc_e.idusuario')
    .select('acc_e.iddenuncia')
    .where('acc_es.sid', '=', viewer.sid)
    .where('acc_es.idcliente', '=', viewer.idcliente)
    .where('acc_e.idcliente', '=', viewer.idcliente);
}

/**
 * The condition "the person behind this administrator's session may see this case", on
 * `den_denuncias` (to be combined with the tenant's own condition, which it does not replace).
 * Written with non-correlated subqueries (`in (…)`, `exists (…)` without outer references), which
 * both dialects evaluate once per statement, so a list of many cases pays for it once.
 */
export function caseVisibleTo(eb: Eb, viewer: CaseViewer): Expression<SqlBool> {
  return eb.or([
    sessionHasRole(eb, viewer, 'responsable'),
    eb.and([
      eb.or([sessionHasRole(eb, viewer, 'auditor'), eb('den_denuncias.iddenuncia', 'in', assignedCaseIds(eb, viewer))]),
      eb('den_denuncias.iddenuncia', 'not in', excludedCaseIds(eb, viewer)),
    ]),
  ]);
}

/**
 * Whether a role sees every case of the tenant, so a list or a count may skip `caseVisibleTo`
 * and use the counts kept on write (the Responsable's fast path). Nobody else does.
 */
export function seesWholeTenant(role: UserRole | null): boolean {
  return role === 'responsable';
}

/** Whether a role may read case content (what a reporter wrote, documents, notes): never an auditor. */
export function readsCaseContent(role: UserRole | null): boolean {
  return role === 'responsable' || role === 'gestor';
}
