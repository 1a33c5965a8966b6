import { sql, type Kysely } from 'kysely';
import type { AccessKind } from '@atalaya/contract/auth/auth.schemas';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/** Kysely or a transaction of it: every function here works inside or outside one. */
type Db = Kysely<Database>;

/** An administrator of one tenant by e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Db, idcliente: number, email: string) {
  return db
    .selectFrom('usuarios')
    .select(['idusuario', 'idcliente', 'email', 'nombre', 'password_hash', 'activo', 'totp_activo'])
    .where('idcliente', '=', idcliente)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Stores a new session (a family of rotated refresh tokens) with the identity it re-issues. */
export async function insertSession(
  db: Db,
  values: {
    sid: string;
    idcliente: number;
    idusuario: number | null;
    tipoacceso: AccessKind;
    claims: string;
    fec_alta: string;
    fec_expira: string;
    /** An administrator's user agent (cut to 200 characters); null for anybody else. */
    agente?: string | null;
    /** A citizen's cross-tenant hash at this sign-in (decision 057). */
    vinculo?: string | null;
    /** A citizen's IdP session, sealed (decision 058). */
    sesion_idp?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sesiones')
    .values({ ...values, revocada: 0 })
    .execute();
}

/** Stores the SHA-256 of a refresh token (never the token itself). */
export async function insertRefreshToken(
  db: Db,
  values: { token_hash: string; sid: string; fec_expira: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ ...values, usado: 0 })
    .execute();
}

/** A refresh token by hash, with its session and (for Privado sessions) whether the user and tenant are active. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sesiones', 'sesiones.sid', 'refresh_tokens.sid')
    .innerJoin('clientes', 'clientes.idcliente', 'sesiones.idcliente')
    .leftJoin('usuarios', 'usuarios.idusuario', 'sesiones.idusuario')
    .select([
      'refresh_tokens.sid',
      'refresh_tokens.fec_expira as token_expira',
      'refresh_tokens.usado',
      'sesiones.idcliente',
      'sesiones.idusuario',
      'sesiones.tipoacceso',
      'sesiones.claims',
      'sesiones.fec_expira as sesion_expira',
      'sesiones.revocada',
      'clientes.activo as cliente_activo',
      'usuarios.activo as usuario_activo',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a refresh token used only if it was not: true when this caller won. Two concurrent uses
 * of one token cannot both see true (the row lock / the single SQLite writer serialises them).
 */
export async function markRefreshTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ usado: 1 })
    .where('token_hash', '=', tokenHash)
    .where('usado', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a session's expiry (sliding: each rotation extends it to the new refresh token's expiry). */
export async function extendSession(db: Db, sid: string, fecExpira: string): Promise<void> {
  await db.updateTable('sesiones').set({ fec_expira: fecExpira }).where('sid', '=', sid).execute();
}

/** Revokes a session: its access tokens get 534 (Privado) and its refresh tokens 401. */
export async function revokeSession(db: Db, sid: string, idcliente: number): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ revocada: 1 })
    .where('sid', '=', sid)
    .where('idcliente', '=', idcliente)
    .execute();
}

/** Whether a session id was ended (a public visitor's logout stores only that). */
export async function isSessionRevoked(db: Db, sid: string, idcliente: number): Promise<boolean> {
  const row = await db
    .selectFrom('sesiones')
    .select('revocada')
    .where('sid', '=', sid)
    .where('idcliente', '=', idcliente)
    .executeTakeFirst();
  return row?.revocada === 1;
}

/** Whether a tenant exists and is active. */
export async function isTenantActive(db: Db, idcliente: number): Promise<boolean> {
  const row = await db.selectFrom('clientes').select('activo').where('idcliente', '=', idcliente).executeTakeFirst();
  return row?.activo === 1;
}

/**
 * Ends a session whether or not it has a row: a public visitor's session has none until its
 * logout, which stores it revoked (kept until `fec_expira`, then swept like any session).
 */
export async function storeRevokedSession(
  db: Db,
  values: { sid: string; idcliente: number; tipoacceso: AccessKind; claims: string; fec_expira: string },
): Promise<void> {
  await db
    .insertInto('sesiones')
    .values({ ...values, idusuario: null, fec_alta: nowIso(), revocada: 1 })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ revocada: 1 }))
    .execute();
}
