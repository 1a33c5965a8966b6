import { sql, type Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.ts';

/** Kysely or a transaction of it. */
type Db = Kysely<Database>;

/** Stores an invitation: the SHA-256 of its token, never the token. */
export async function insertInvitation(
  db: Db,
  values: { idcliente: number; email: string; rol: UserRole; token_hash: string; fec_expira: string; fec_alta: string },
): Promise<number> {
  const { idinvitacion } = await db
    .insertInto('invitaciones')
    .values({ ...values, fec_aceptada: null, fec_revocada: null })
    .returning('idinvitacion')
    .executeTakeFirstOrThrow();
  return idinvitacion;
}

/** Revokes the invitations of an address that are still open (a new one replaces them). */
export async function revokeOpenInvitations(db: Db, idcliente: number, email: string, now: string): Promise<void> {
  await db
    .updateTable('invitaciones')
    .set({ fec_revocada: now })
    .where('idcliente', '=', idcliente)
    .where('email', '=', email)
    .where('fec_aceptada', 'is', null)
    .where('fec_revocada', 'is', null)
    .execute();
}

/** An active person of the tenant with that address (compared case-insensitively). */
export async function findActiveUserByEmail(db: Db, idcliente: number, email: string) {
  return db
    .selectFrom('usuarios')
    .select(['idusuario', 'rol'])
    .where('idcliente', '=', idcliente)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('activo', '=', 1)
    .executeTakeFirst();
}

/** An invitation by the SHA-256 of its token, with its tenant's name and whether the tenant is active. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitaciones')
    .innerJoin('clientes', 'clientes.idcliente', 'invitaciones.idcliente')
    .select([
      'invitaciones.idinvitacion',
      'invitaciones.idcliente',
      'invitaciones.email',
      'invitaciones.rol',
      'invitaciones.fec_expira',
      'invitaciones.fec_aceptada',
      'invitaciones.fec_revocada',
      'clientes.nombre as cliente',
      'clientes.activo as cliente_activo',
    ])
    .where('invitaciones.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks an invitation accepted only if it is still open and unexpired: true when this caller won
 * (two concurrent acceptances of one link cannot both see true).
 */
export async function markInvitationAccepted(db: Db, idinvitacion: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invitaciones')
    .set({ fec_aceptada: now })
    .where('idinvitacion', '=', idinvitacion)
    .where('fec_aceptada', 'is', null)
    .where('fec_revocada', 'is', null)
    .where('fec_expira', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
