import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

type Db = Kysely<Database>;

/** Whether form `idformulario` exists in tenant `idcliente` (a type may only use its own tenant's forms). */
export async function formExistsInTenant(db: Db, idcliente: number, idformulario: number): Promise<boolean> {
  const row = await db
    .selectFrom('den_formularios')
    .select('idformulario')
    .where('idformulario', '=', idformulario)
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any complaint of the tenant has the given type, status or form (version). */
export async function isUsedByComplaints(
  db: Db,
  idcliente: number,
  usage: { idtipodenuncia: number } | { idestadodenuncia: number } | { idformulario: number; version?: number },
): Promise<boolean> {
  let query = db.selectFrom('den_denuncias').select('iddenuncia').where('idcliente', '=', idcliente);
  if ('idtipodenuncia' in usage) {
    query = query.where('idtipodenuncia', '=', usage.idtipodenuncia);
  } else if ('idestadodenuncia' in usage) {
    query = query.where('idestadodenuncia', '=', usage.idestadodenuncia);
  } else {
    query = query.where('idformulario', '=', usage.idformulario);
    if (usage.version !== undefined) {
      query = query.where('version_formulario', '=', usage.version);
    }
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether any complaint type of the tenant asks form `idformulario`. */
export async function isFormUsedByTypes(db: Db, idcliente: number, idformulario: number): Promise<boolean> {
  const row = await db
    .selectFrom('den_tipos_denuncia')
    .select('idtipodenuncia')
    .where('idcliente', '=', idcliente)
    .where('idformulario', '=', idformulario)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a form version's questions for the complaints that answered it. */
export async function archiveFormVersion(
  db: Db,
  form: { idformulario: number; version: number; campos: string },
): Promise<void> {
  await db
    .insertInto('den_formularios_versiones')
    .values({ idformulario: form.idformulario, version: form.version, campos: form.campos, fec_alta: nowIso() })
    .execute();
}

/** Unflags every other initial status of the tenant (at most one status is `inicial`). */
export async function clearOtherInitialStatuses(db: Db, idcliente: number, idestadodenuncia: number): Promise<void> {
  await db
    .updateTable('den_estados_denuncia')
    .set({ inicial: 0 })
    .where('idcliente', '=', idcliente)
    .where('idestadodenuncia', '!=', idestadodenuncia)
    .where('inicial', '=', 1)
    .execute();
}
