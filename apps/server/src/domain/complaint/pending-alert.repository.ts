import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A filed case whose handlers' alert is still to be sent (decision 073). */
export type PendingAlert = { idcliente: number; iddenuncia: number; referencia: string };

/**
 * Takes a filed case's pending alert: clears its mark and answers whether this call did, so that
 * of the filing's own process and any sweep, exactly one sends it.
 */
export async function takePendingAlert(db: Db, idcliente: number, iddenuncia: number): Promise<boolean> {
  const result = await db
    .updateTable('den_denuncias')
    .set({ alerta_pendiente: 0 })
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .where('alerta_pendiente', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The cases of every tenant filed before `before` whose alert no process took (one stopped
 * between the filing and its alert), oldest first: read through the partial index of migration 036.
 */
export async function pendingAlertsBefore(db: Db, before: string, limit: number): Promise<PendingAlert[]> {
  return db
    .selectFrom('den_denuncias')
    .select(['idcliente', 'iddenuncia', 'referencia'])
    .where('alerta_pendiente', '=', 1)
    .where('fec_alta', '<', before)
    .orderBy('fec_alta')
    .limit(limit)
    .execute();
}
