import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import {
  citizenByGlobalHash,
  sessionLinkOf,
  tenantsByGlobalHash,
  upsertCitizenIdentity,
} from './citizen-identity.repository.ts';

/*
 * A verified citizen's identity (decisions 045, 053). Per tenant, the identifier is kept only as
 * an HMAC under a key derived from the tenant's key (look-up without storing it), the name sealed
 * and bound to that hash. A second HMAC under a server-wide key (derived from the master key) is
 * stored with each row, used only to find the same person's rows in other tenants, and only for
 * that person (their own token starts every cross-tenant look-up).
 */

/** A verified identity: the identifier (eIDAS PersonIdentifier form, `ES/ES/<NIF>` for a Spaniard) and names. */
export type VerifiedCitizen = {
  identifier: string;
  givenName: string;
  familyName: string;
  /** The IdP profile that verified them (Cl@ve, the tenant's SAML IdP); absent (a certificate): left as it was. */
  proveedor?: 'clave' | 'saml';
  /**
   * Who vouched for the identifier, as a stable scope (`verifierOfIdp`, `certificateVerifier`): the
   * cross-tenant link only joins rows verified by the same one (decision 057).
   */
  verifiedBy: string;
};

/** The client-certificate sign-in's verifier: the operator's TLS proxy, the same for every tenant. */
export const certificateVerifier = 'certificado-cliente';

/**
 * A tenant's IdP as a verifier: its entity id and the certificates pinned for it. Two tenants that
 * pinned the same IdP (Cl@ve's real metadata) share it; an IdP a tenant controls — even one
 * claiming Cl@ve's entity id — signs with another key and so is another verifier.
 */
export function verifierOfIdp(entityId: string, certificates: readonly string[]): string {
  const digest = crypto
    .createHash('sha256')
    .update([entityId, ...[...certificates].map((pem) => pem.replace(/\s+/g, '')).sort()].join('\n'))
    .digest('hex');
  return `idp:${digest}`;
}

/** The tenant's keyed look-up hash of an identifier (the same as the Cl@ve ACS's, decision 045). */
export async function tenantIdentifierHash(
  app: FastifyInstance,
  idcliente: number,
  identifier: string,
): Promise<string> {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', await app.tenantKeys.keyFor(idcliente), Buffer.alloc(0), 'terceros.identificador', 32),
  );
  return crypto.createHmac('sha256', key).update(identifier.toUpperCase()).digest('hex');
}

/**
 * The server-wide keyed hash of an identifier as one verifier vouched for it: finds the same person
 * in other tenants, nothing else. The verifier is part of it, so an identifier asserted by a
 * tenant's own IdP never reaches a row another verifier vouched for (decision 057).
 */
export function globalIdentifierHash(app: FastifyInstance, identifier: string, verifiedBy: string): string {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', app.secrets.masterKey, Buffer.alloc(0), 'terceros.identificador-global', 32),
  );
  return crypto.createHmac('sha256', key).update(`${verifiedBy}\n${identifier.toUpperCase()}`).digest('hex');
}

/** Finds the tenant's citizen with this identity or creates them (name sealed, both hashes stored); answers their id. */
export async function findOrCreateCitizen(
  app: FastifyInstance,
  idcliente: number,
  citizen: VerifiedCitizen,
): Promise<number> {
  const hash = await tenantIdentifierHash(app, idcliente, citizen.identifier);
  const nombre = encryptText(
    await app.tenantKeys.keyFor(idcliente),
    JSON.stringify({ nombre: citizen.givenName, apellidos: citizen.familyName }),
    sealedColumn.citizenName(hash),
  );
  return upsertCitizenIdentity(app.db, {
    idcliente,
    identificador_hash: hash,
    identificador_global: globalIdentifierHash(app, citizen.identifier, citizen.verifiedBy),
    nombre,
    ...(citizen.proveedor ? { proveedor: citizen.proveedor } : {}),
    now: nowIso(),
  });
}

/** A citizen's session: who they are and the session they hold (its `vinculo`, decision 057). */
export type CitizenSession = { idcliente: number; sid: string };

/** The cross-tenant hash of a citizen's session, or null when it was opened without one. */
export async function linkOfSession(app: FastifyInstance, from: CitizenSession): Promise<string | null> {
  return sessionLinkOf(app.db, from.idcliente, from.sid);
}

/** The same person's row in another tenant, by the hash the caller's session was opened with; or undefined. */
export async function sameCitizenIn(
  app: FastifyInstance,
  vinculo: string | null,
  idcliente: number,
): Promise<number | undefined> {
  return vinculo === null ? undefined : citizenByGlobalHash(app.db, idcliente, vinculo);
}

/** The open tenants the caller (a citizen) is known to, the current one marked; only ever answered to that citizen. */
export async function tenantsOfCitizen(
  app: FastifyInstance,
  from: CitizenSession,
): Promise<{ idcliente: number; nombre: string; actual: boolean }[]> {
  const global = await linkOfSession(app, from);
  if (global === null) {
    return [];
  }
  const tenants = await tenantsByGlobalHash(app.db, global);
  return tenants.map((tenant) => ({ ...tenant, actual: tenant.idcliente === from.idcliente }));
}
