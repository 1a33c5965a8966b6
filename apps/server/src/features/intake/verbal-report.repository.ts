import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The rows of a verbal communication beyond its filing (issue 17 §2): the registering handler's
 * assignment, and the reporter's agreement with the transcript. Every statement carries the tenant.
 */

type Db = Kysely<Database>;

/** The person who registered the case handles it (a gestor sees only the cases assigned to them). */
export async function assignRegisteringHandler(
  db: Db,
  row: { idcliente: number; iddenuncia: number; idusuario: number; fec_alta: string },
): Promise<void> {
  await db
    .insertInto('den_denuncia_asignaciones')
    .values({ ...row, idusuario_alta: row.idusuario })
    .onConflict((oc) => oc.columns(['iddenuncia', 'idusuario']).doNothing())
    .execute();
}

/**
 * Records the reporter's agreement with the transcript once: the time it was first stated (a
 * second call changes nothing). Undefined when the case has no transcript.
 */
export async function agreeWithTranscript(
  db: Db,
  key: { idcliente: number; iddenuncia: number },
  now: string,
): Promise<string | undefined> {
  await db
    .updateTable('den_denuncias')
    .set({ fec_transcripcion_conforme: now })
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .where('transcripcion', 'is not', null)
    .where('fec_transcripcion_conforme', 'is', null)
    .execute();
  const row = await db
    .selectFrom('den_denuncias')
    .select(['fec_transcripcion_conforme', 'transcripcion'])
    .where('idcliente', '=', key.idcliente)
    .where('iddenuncia', '=', key.iddenuncia)
    .executeTakeFirst();
  return row?.transcripcion == null ? undefined : (row.fec_transcripcion_conforme ?? undefined);
}
