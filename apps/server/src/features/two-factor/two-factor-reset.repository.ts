import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** Whether a person of the tenant has a confirmed second factor; undefined when no such person. */
export async function findPersonFactor(db: Db, idcliente: number, idusuario: number) {
  return db
    .selectFrom('usuarios')
    .select(['idusuario', 'email', 'totp_activo'])
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .executeTakeFirst();
}

/** Removes a person's second factor: the sealed secret, its counters and every recovery code. */
export async function clearFactor(db: Db, idcliente: number, idusuario: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('usuarios')
      .set({ totp_secreto: null, totp_activo: 0, totp_ultimo_paso: null, totp_fallos: 0, totp_bloqueo_hasta: null })
      .where('idcliente', '=', idcliente)
      .where('idusuario', '=', idusuario)
      .execute();
    await trx
      .deleteFrom('codigos_recuperacion')
      .where('idcliente', '=', idcliente)
      .where('idusuario', '=', idusuario)
      .execute();
  });
}
