import type { Kysely } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { Database } from '../../db/schema.ts';
import type { HandlerRecipient } from '../../lib/mail-outbox.ts';
import { caseVisibleTo, type CaseViewer } from './case-access.policy.ts';

type Db = Kysely<Database>;

/** Which of `ids` (cases of the viewer's tenant) the viewer may see (case-access.policy). */
export async function visibleCaseIds(db: Db, viewer: CaseViewer, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('den_denuncias')
    .select('den_denuncias.iddenuncia')
    .where('den_denuncias.idcliente', '=', viewer.idcliente)
    .where('den_denuncias.iddenuncia', 'in', unique)
    .where((eb) => caseVisibleTo(eb, viewer))
    .execute();
  return new Set(rows.map((row) => row.iddenuncia));
}

/**
 * Whether the caller may see any of the cases `ids`: an administrator by case-access.policy;
 * anybody else is not limited here (their own rules apply: a reporter's complaint, an upload's session).
 */
export async function seesAnyCase(db: Db, claims: TokenClaims, ids: readonly number[]): Promise<boolean> {
  if (claims.tipoacceso !== 'Privado') {
    return true;
  }
  return (await visibleCaseIds(db, { idcliente: claims.idcliente, sid: claims.sid }, ids)).size > 0;
}

/** Whether the caller may see every one of the cases `ids` (as `seesAnyCase`; true when there are none). */
export async function seesEveryCase(db: Db, claims: TokenClaims, ids: readonly number[]): Promise<boolean> {
  if (claims.tipoacceso !== 'Privado' || ids.length === 0) {
    return true;
  }
  const visible = await visibleCaseIds(db, { idcliente: claims.idcliente, sid: claims.sid }, ids);
  return ids.every((id) => visible.has(id));
}

/**
 * Who hears of a case's news (header bell and mail, issue 15 §4): the active gestores assigned to
 * it and not excluded from it; while nobody is, the tenant's active Responsables (not excluded).
 */
export async function caseAlertRecipients(db: Db, idcliente: number, iddenuncia: number): Promise<HandlerRecipient[]> {
  const notExcluded = db
    .selectFrom('den_denuncia_exclusiones')
    .select('den_denuncia_exclusiones.idusuario')
    .where('den_denuncia_exclusiones.idcliente', '=', idcliente)
    .where('den_denuncia_exclusiones.iddenuncia', '=', iddenuncia);
  // One read (decision 061): the assigned gestores (group 0) and the Responsables (group 1).
  const rows = await db
    .selectFrom('den_denuncia_asignaciones')
    .innerJoin('usuarios', 'usuarios.idusuario', 'den_denuncia_asignaciones.idusuario')
    .select((eb) => ['usuarios.email', 'usuarios.ididioma', 'usuarios.idusuario', eb.val(0).as('grupo')])
    .where('den_denuncia_asignaciones.idcliente', '=', idcliente)
    .where('den_denuncia_asignaciones.iddenuncia', '=', iddenuncia)
    .where('usuarios.idcliente', '=', idcliente)
    .where('usuarios.activo', '=', 1)
    .where('usuarios.rol', '=', 'gestor')
    .where('usuarios.idusuario', 'not in', notExcluded)
    .unionAll(
      db
        .selectFrom('usuarios')
        .select((eb) => ['email', 'ididioma', 'idusuario', eb.val(1).as('grupo')])
        .where('idcliente', '=', idcliente)
        .where('activo', '=', 1)
        .where('rol', '=', 'responsable')
        .where('idusuario', 'not in', notExcluded),
    )
    .orderBy('grupo')
    .orderBy('idusuario')
    .execute();
  const group = rows.some((r) => Number(r.grupo) === 0) ? 0 : 1;
  return rows.filter((r) => Number(r.grupo) === group).map((r) => ({ email: r.email, ididioma: r.ididioma }));
}
