import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenClaims, TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { AppError, messages } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import type { Identity } from '../../lib/tokens.ts';
import { isSessionRevoked, isTenantActive, storeRevokedSession } from './session.repository.ts';

/*
 * A public visitor's session is the signed token alone: opening the channel writes nothing to the
 * database (a page view must not be a write, or minting tokens would cost us more than an
 * attacker). Only a logout stores something: the session id, revoked.
 */

function publicIdentity(idcliente: number, sid: string): Identity {
  return {
    name: 'Publico',
    email: '',
    role: 'publico',
    tipoacceso: 'Publico',
    idcliente,
    idapoderado: null,
    unique_name: `publico:${sid}`,
    parametros: '{}',
    idtercero: null,
  };
}

async function signPublicPair(app: FastifyInstance, idcliente: number, sid: string): Promise<TokenPairResponse> {
  const identity = publicIdentity(idcliente, sid);
  const accesstoken = await app.tokens.signAccess(identity, sid);
  const refreshtoken = await app.tokens.signRefresh(identity, sid);
  return { success: true, message: '', accesstoken, refreshtoken };
}

/** `POST /api/auth/publico`: an anonymous visitor's token pair for the tenant of a hostname (no write). */
export async function issuePublicToken(app: FastifyInstance, url: string): Promise<TokenPairResponse> {
  const idcliente = await resolveTenantOfHost(app.db, url, app.config.defaultTenant);
  return signPublicPair(app, idcliente, crypto.randomUUID());
}

/**
 * `GET /api/auth/refresh` with a public refresh token: a new pair for the same session while the
 * tenant is active and the visitor did not log out (two reads, no write). There is no rotation to
 * protect: a replayed public refresh token yields only what `POST /api/auth/publico` gives anyone.
 */
export async function refreshPublicSession(app: FastifyInstance, claims: TokenClaims): Promise<TokenPairResponse> {
  const [active, revoked] = await Promise.all([
    isTenantActive(app.db, claims.idcliente),
    isSessionRevoked(app.db, claims.sid, claims.idcliente),
  ]);
  if (!active || revoked) {
    throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
  }
  return signPublicPair(app, claims.idcliente, claims.sid);
}

/** A public visitor's logout: its session id is stored revoked, so its refresh token stops. */
export async function endPublicSession(app: FastifyInstance, claims: TokenClaims): Promise<void> {
  await storeRevokedSession(app.db, {
    sid: claims.sid,
    idcliente: claims.idcliente,
    tipoacceso: 'Publico',
    claims: JSON.stringify(publicIdentity(claims.idcliente, claims.sid)),
    fec_expira: new Date(Date.now() + app.config.tokens.refreshTtlSeconds * 1000).toISOString(),
  });
}
