import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** Revokes every open session of a person: their access tokens get 534 and refresh tokens 401. */
export async function revokePersonSessions(db: Db, idcliente: number, idusuario: number): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ revocada: 1 })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('revocada', '=', 0)
    .execute();
}
