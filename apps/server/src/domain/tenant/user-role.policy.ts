import type { Kysely } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { Database, UserRole } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';

/**
 * The back-office role of the caller (`usuarios.rol`), read from the person behind the token's
 * session: the token carries the access kind only, never the role, so a role change holds on the
 * next call. Undefined for non-administrators and for an inactive person.
 */
export async function callerRole(db: Kysely<Database>, claims: TokenClaims): Promise<UserRole | undefined> {
  if (claims.tipoacceso !== 'Privado') {
    return undefined;
  }
  const row = await db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.idusuario', 'sesiones.idusuario')
    .select(['usuarios.rol', 'usuarios.activo'])
    .where('sesiones.sid', '=', claims.sid)
    .where('sesiones.idcliente', '=', claims.idcliente)
    .where('usuarios.idcliente', '=', claims.idcliente)
    .executeTakeFirst();
  return row?.activo === 1 ? row.rol : undefined;
}

/** Refuses (403) anyone but an active Responsable of the token's own tenant. */
export async function assertResponsable(db: Kysely<Database>, claims: TokenClaims): Promise<void> {
  if ((await callerRole(db, claims)) !== 'responsable') {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
}
