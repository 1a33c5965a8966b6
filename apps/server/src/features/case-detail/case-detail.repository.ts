import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** One of the tenant's statuses (name as stored I18nText JSON, colour). */
export async function findStatus(db: Db, idcliente: number, idestadodenuncia: number) {
  return db
    .selectFrom('den_estados_denuncia')
    .select(['idestadodenuncia', 'nombre', 'color'])
    .where('idcliente', '=', idcliente)
    .where('idestadodenuncia', '=', idestadodenuncia)
    .executeTakeFirst();
}

/** The stored I18nText name of one of the tenant's types. */
export async function findTypeName(db: Db, idcliente: number, idtipodenuncia: number): Promise<string | null> {
  const row = await db
    .selectFrom('den_tipos_denuncia')
    .select('nombre')
    .where('idcliente', '=', idcliente)
    .where('idtipodenuncia', '=', idtipodenuncia)
    .executeTakeFirst();
  return row?.nombre ?? null;
}

/** The e-mails of some of the tenant's administrators, by id. */
export async function findUserEmails(db: Db, idcliente: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('usuarios')
    .select(['idusuario', 'email'])
    .where('idcliente', '=', idcliente)
    .where('idusuario', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.idusuario, row.email]));
}

type CaseKey = { idcliente: number; iddenuncia: number };

/** Moves an unresolved case to another status; false when it was resolved meanwhile (or is gone). */
export async function updateCaseStatus(
  db: Db,
  key: CaseKey & { resolvedStatusId: number },
  idestadodenuncia: number,
): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set({ idestadodenuncia })
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('idestadodenuncia', '<>', key.resolvedStatusId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Resolves an unresolved case; false when it was resolved already (or is gone). The reporter's
 * notice address is deleted by the same statement (issue 17 §4: closing ends the notices).
 */
export async function resolveCase(
  db: Db,
  key: CaseKey & { resolvedStatusId: number },
  values: { resolucion: string; fec_resolucion: string },
): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set({ idestadodenuncia: key.resolvedStatusId, ...values, correo_avisos: null, fec_ultimo_aviso: null })
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('idestadodenuncia', '<>', key.resolvedStatusId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the one extension of an unresolved, not yet extended case; false when that no longer holds. */
export async function extendCase(
  db: Db,
  key: CaseKey & { resolvedStatusId: number },
  values: { prorroga_meses: number; prorroga_motivo: string; fec_prorroga: string; idusuario_prorroga: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set(values)
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('idestadodenuncia', '<>', key.resolvedStatusId)
    .where('prorroga_meses', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
