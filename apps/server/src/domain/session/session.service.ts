/**
 * Sessions of the back office and of anonymous visitors: opening one (token pair + session row),
 * rotating its refresh token, ending it. Used by sign-in (features/auth), an accepted invitation
 * or reset (features/account-links) and the second step (features/two-factor).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tokenClaimsSchema, type TokenClaims, type TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import type { Database } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { tenantNotFoundMessage } from '../../lib/hostname.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { hashToken, type Identity } from '../../lib/tokens.ts';
import {
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
} from './session.repository.ts';
import { endPublicSession, refreshPublicSession } from './public-session.service.ts';
import { sealIdpSession, type IdpSession } from './idp-session.service.ts';

export const authMessages = {
  badCredentials: 'Correo electrónico o contraseña incorrectos',
  rateLimited: 'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
  noTenant: tenantNotFoundMessage,
  signedIn: 'Sesión iniciada',
  signedOut: 'Sesión cerrada',
} as const;

const identitySchema = tokenClaimsSchema.omit({ sid: true, typ: true, exp: true, iat: true });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Signs an access + refresh pair for a session and stores the refresh token's hash. */
async function issuePair(
  app: FastifyInstance,
  db: Kysely<Database>,
  identity: Identity,
  sid: string,
  message: string,
): Promise<TokenPairResponse> {
  const accesstoken = await app.tokens.signAccess(identity, sid);
  const refreshtoken = await app.tokens.signRefresh(identity, sid);
  await insertRefreshToken(db, { token_hash: hashToken(refreshtoken.token), sid, fec_expira: refreshtoken.expires });
  return { success: true, message, accesstoken, refreshtoken };
}

/** Opens a new session for an identity (one transaction: session row + first refresh token). */
async function openSession(
  app: FastifyInstance,
  identity: Omit<Identity, 'unique_name'> & { unique_name: (sid: string) => string },
  idusuario: number | null,
  message: string,
  agente: string | null,
  vinculo: string | null = null,
  sesionIdp: IdpSession | null = null,
): Promise<TokenPairResponse> {
  const sid = crypto.randomUUID();
  const claims: Identity = { ...identity, unique_name: identity.unique_name(sid) };
  const sealedIdpSession =
    sesionIdp === null ? null : await sealIdpSession(app, claims.idcliente, 'sesiones', sid, sesionIdp);
  return app.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      sid,
      idcliente: claims.idcliente,
      idusuario,
      tipoacceso: claims.tipoacceso,
      claims: JSON.stringify(claims),
      fec_alta: nowIso(),
      fec_expira: isoAfterSeconds(app.config.tokens.refreshTtlSeconds),
      agente,
      vinculo,
      sesion_idp: sealedIdpSession,
    });
    return issuePair(app, trx, claims, sid, message);
  });
}

/** The browser of an administrator's session as stored: at most 200 characters, null when absent. */
export function sessionAgent(userAgent: string | undefined): string | null {
  const agent = userAgent?.trim().slice(0, 200);
  return agent ? agent : null;
}

/**
 * Opens a back-office session for a person of a tenant: the token pair `POST /api/auth/login`
 * answers (also after an accepted invitation).
 */
export async function signInPerson(
  app: FastifyInstance,
  idcliente: number,
  person: { idusuario: number; nombre: string; email: string },
  agente: string | null,
): Promise<TokenPairResponse> {
  const email = person.email.toLowerCase();
  return openSession(
    app,
    {
      name: person.nombre,
      email,
      role: 'administrador',
      tipoacceso: 'Privado',
      idcliente,
      idapoderado: null,
      unique_name: () => email,
      parametros: '{}',
      idtercero: null,
    },
    person.idusuario,
    authMessages.signedIn,
    agente,
  );
}

/**
 * Opens a citizen's session (`tipoacceso` Ciudadano, `idtercero`) after an identity sign-in
 * (Cl@ve or the tenant's SAML IdP, decision 045). The name stays out of the claims: the session
 * row keeps them in clear, and the citizen's name is sealed at rest.
 */
export async function signInCitizen(
  app: FastifyInstance,
  idcliente: number,
  idtercero: number,
  agente: string | null,
  /** The identity's cross-tenant hash as verified at this sign-in (decision 057); null: no link. */
  vinculo: string | null,
  /** The citizen's session at the IdP, for single logout (decision 058); null: none. */
  sesionIdp: IdpSession | null = null,
): Promise<TokenPairResponse> {
  return openSession(
    app,
    {
      name: '',
      email: '',
      role: 'ciudadano',
      tipoacceso: 'Ciudadano',
      idcliente,
      idapoderado: null,
      unique_name: () => `ciudadano:${idtercero}`,
      parametros: '{}',
      idtercero,
    },
    null,
    authMessages.signedIn,
    agente,
    vinculo,
    sesionIdp,
  );
}

type RefreshOutcome = { kind: 'rotated'; pair: TokenPairResponse } | { kind: 'rejected' };

/**
 * `GET /api/auth/refresh`: rotates a refresh token. A token presented a second time (replay, or
 * the loser of two concurrent uses) revokes its whole session, so the thief's and the owner's
 * newer tokens die together. The revocation commits even though the call answers 401.
 */
export async function refreshSession(app: FastifyInstance, refreshToken: string): Promise<TokenPairResponse> {
  const claims = await app.tokens.verify(refreshToken, 'refresh');
  if (claims.tipoacceso === 'Publico') {
    return refreshPublicSession(app, claims);
  }
  const tokenHash = hashToken(refreshToken);
  const outcome = await app.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(trx, tokenHash);
    if (!row || row.sid !== claims.sid || row.idcliente !== claims.idcliente) {
      return { kind: 'rejected' };
    }
    const now = nowIso();
    if (row.usado === 1) {
      await revokeSession(trx, row.sid, row.idcliente);
      return { kind: 'rejected' };
    }
    const userInactive = row.tipoacceso === 'Privado' && row.usuario_activo !== 1;
    if (
      row.token_expira <= now ||
      row.revocada === 1 ||
      row.sesion_expira <= now ||
      row.cliente_activo !== 1 ||
      userInactive
    ) {
      return { kind: 'rejected' };
    }
    if (!(await markRefreshTokenUsed(trx, tokenHash))) {
      await revokeSession(trx, row.sid, row.idcliente);
      return { kind: 'rejected' };
    }
    const identity = identitySchema.safeParse(parseJson(row.claims));
    if (!identity.success || identity.data.idcliente !== row.idcliente) {
      return { kind: 'rejected' };
    }
    const pair = await issuePair(app, trx, identity.data, row.sid, '');
    await extendSession(trx, row.sid, isoAfterSeconds(app.config.tokens.refreshTtlSeconds));
    return { kind: 'rotated', pair };
  });
  if (outcome.kind === 'rejected') {
    throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  }
  return outcome.pair;
}

/** `GET /api/auth/logout`: revokes the caller's session (Privado access tokens then get 534). */
export async function logout(app: FastifyInstance, claims: TokenClaims): Promise<void> {
  if (claims.tipoacceso === 'Publico') {
    await endPublicSession(app, claims);
    return;
  }
  await revokeSession(app.db, claims.sid, claims.idcliente);
}
