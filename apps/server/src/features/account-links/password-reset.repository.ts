import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** Revokes a person's reset links that are still open (a newer request replaces them). */
export async function revokeOpenResets(db: Db, idcliente: number, idusuario: number, now: string): Promise<void> {
  await db
    .updateTable('restablecimientos')
    .set({ fec_revocado: now })
    .where('idcliente', '=', idcliente)
    .where('idusuario', '=', idusuario)
    .where('fec_usado', 'is', null)
    .where('fec_revocado', 'is', null)
    .execute();
}

/** Stores a reset link: the SHA-256 of its token, never the token. */
export async function insertReset(
  db: Db,
  values: { idcliente: number; idusuario: number; token_hash: string; fec_expira: string; fec_alta: string },
): Promise<void> {
  await db
    .insertInto('restablecimientos')
    .values({ ...values, fec_usado: null, fec_revocado: null })
    .execute();
}

/** A reset link by the SHA-256 of its token, with its person's e-mail and whether person and tenant are active. */
export async function findResetByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('restablecimientos')
    .innerJoin('usuarios', 'usuarios.idusuario', 'restablecimientos.idusuario')
    .innerJoin('clientes', 'clientes.idcliente', 'restablecimientos.idcliente')
    .select([
      'restablecimientos.idrestablecimiento',
      'restablecimientos.idcliente',
      'restablecimientos.idusuario',
      'restablecimientos.fec_expira',
      'restablecimientos.fec_usado',
      'restablecimientos.fec_revocado',
      'usuarios.email',
      'usuarios.activo as usuario_activo',
      'clientes.activo as cliente_activo',
    ])
    .where('restablecimientos.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a reset link used only if it is still open and unexpired: true when this caller won. */
export async function markResetUsed(db: Db, idrestablecimiento: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('restablecimientos')
    .set({ fec_usado: now })
    .where('idrestablecimiento', '=', idrestablecimiento)
    .where('fec_usado', 'is', null)
    .where('fec_revocado', 'is', null)
    .where('fec_expira', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
