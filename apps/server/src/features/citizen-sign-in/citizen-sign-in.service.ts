import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  findOrCreateCitizen,
  globalIdentifierHash,
  verifierOfIdp,
} from '../../domain/citizen/citizen-identity.service.ts';
import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type SamlConfig,
} from '@node-saml/node-saml';
import type { ClaveRequestBody, ClaveRequestResponse } from '@atalaya/contract/auth/clave.schemas';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { signInCitizen } from '../../domain/session/session.service.ts';
import { sealIdpSession, unsealIdpSession, type IdpSession } from '../../domain/session/idp-session.service.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  claimSamlRequest,
  claimSignInCode,
  findSamlRequest,
  insertSamlRequest,
  setSignInCode,
} from './citizen-sign-in.repository.ts';
import {
  answersOnly,
  citizenOf,
  eidasAttributes,
  type CitizenAttributes,
  isOwnReturnUrl,
  namesOnlyOurAcs,
  withQuery,
} from './citizen-sign-in.rules.ts';
import { identityProviderOf, ownHostnames, type IdentityProvider } from './identity-provider.service.ts';
import { idpSessionOfProfile } from './single-logout.rules.ts';

/*
 * The citizen's sign-in with Cl@ve or the tenant's SAML IdP (spec §7, issue 16, decision 045):
 * the SP metadata, the AuthnRequest (HTTP-POST, not deflated), the ACS and the one-time code the
 * ACS hands to the web app, exchanged for the citizen's tokens. Nothing of a SAML message, an
 * identifier or a name is ever logged.
 */

export const citizenSignInMessages = {
  noProvider: 'Este canal no tiene configurado un proveedor de identidad',
  foreignReturnUrl: 'Las direcciones de retorno deben estar en este canal',
  requestReady: 'Petición Cl@ve preparada',
  badCode: 'Código de acceso no válido o caducado',
} as const;

/** How long an AuthnRequest may be answered (issue 16 §1). */
export const requestLifetimeSeconds = 5 * 60;
/** How long the one-time code of urlsuccess works. */
export const codeLifetimeSeconds = 60;
/** Tolerated clock difference with the IdP. */
const clockSkewMs = 30_000;

const loaUri: Record<string, string> = {
  low: 'http://eidas.europa.eu/LoA/low',
  substantial: 'http://eidas.europa.eu/LoA/substantial',
  high: 'http://eidas.europa.eu/LoA/high',
};

export async function tenantOfHost(app: FastifyInstance, host: string | undefined): Promise<number> {
  return resolveTenantOfHost(app.db, host, app.config.defaultTenant);
}

async function providerOrNotFound(app: FastifyInstance, idcliente: number): Promise<IdentityProvider> {
  const provider = await identityProviderOf(app, idcliente);
  if (!provider) {
    throw new AppError('NOT_FOUND', citizenSignInMessages.noProvider);
  }
  return provider;
}

/** `GET /api/auth/clave/metadata`: the SP metadata of the host's tenant (entity id, ACS, signing certificate). */
export async function spMetadata(app: FastifyInstance, host: string | undefined): Promise<string> {
  const provider = await providerOrNotFound(app, await tenantOfHost(app, host));
  return generateServiceProviderMetadata({
    issuer: provider.spEntityId,
    callbackUrl: provider.acsUrl,
    logoutCallbackUrl: provider.spSloUrl,
    publicCerts: provider.spCertificate,
    // Only tells node-saml the SP signs (AuthnRequestsSigned, the signing KeyDescriptor); never written out.
    privateKey: await provider.spPrivateKey(),
    wantAssertionsSigned: false,
    identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  });
}

/** Cl@ve 2 / eIDAS: the SP type and the attributes asked (issue 16 §1). */
function eidasExtensions(): Record<string, unknown> {
  const ns = 'http://eidas.europa.eu/saml-extensions';
  const uri = 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri';
  return {
    'eidas:SPType': { '@xmlns:eidas': ns, '#text': 'public' },
    'eidas:RequestedAttributes': {
      '@xmlns:eidas': ns,
      'eidas:RequestedAttribute': Object.values(eidasAttributes).map((name) => ({
        '@Name': name,
        '@NameFormat': uri,
        '@isRequired': name === eidasAttributes.personIdentifier ? 'true' : 'false',
      })),
    },
  };
}

/** A cache that knows at most one request id: the one this answer must be to. */
function singleRequestCache(expected: string | undefined, createdAt: string): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (expected !== undefined && key === expected ? createdAt : null),
    removeAsync: async () => null,
  };
}

/** node-saml set for a tenant's IdP, expecting (and generating) `requestId` when given. */
export async function samlFor(
  provider: IdentityProvider,
  options: {
    requestId?: string;
    createdAt?: string;
    /** A LogoutResponse is checked: its InResponseTo is checked by single-logout.rules.ts, not node-saml (decision 058). */
    logoutAnswer?: boolean;
  },
): Promise<SAML> {
  const clave = provider.perfil === 'clave';
  const config: SamlConfig = {
    entryPoint: provider.ssoUrl,
    logoutUrl: provider.sloUrl ?? provider.ssoUrl,
    logoutCallbackUrl: provider.spSloUrl,
    issuer: provider.spEntityId,
    callbackUrl: provider.acsUrl,
    audience: provider.spEntityId,
    idpCert: provider.idpCertificates,
    idpIssuer: provider.idpEntityId,
    privateKey: await provider.spPrivateKey(),
    publicCert: provider.spCertificate,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    authnRequestBinding: 'HTTP-POST',
    skipRequestCompression: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
    wantAuthnResponseSigned: true,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: clockSkewMs,
    validateInResponseTo: options.logoutAnswer ? ValidateInResponseTo.never : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestLifetimeSeconds * 1000,
    cacheProvider: singleRequestCache(options.requestId, options.createdAt ?? nowIso()),
    generateUniqueId: () => options.requestId ?? `_${crypto.randomBytes(20).toString('hex')}`,
    ...(clave && provider.nivelLoa
      ? { authnContext: [loaUri[provider.nivelLoa] ?? loaUri.substantial ?? ''], racComparison: 'minimum' as const }
      : { disableRequestedAuthnContext: true }),
    ...(clave ? { samlAuthnRequestExtensions: eidasExtensions() } : {}),
  };
  return new SAML(config);
}

/** `POST /api/auth/clave/request`: a signed AuthnRequest for the host's tenant, stored (single use, 5 minutes). */
export async function createSignInRequest(
  app: FastifyInstance,
  host: string | undefined,
  body: ClaveRequestBody,
): Promise<ClaveRequestResponse> {
  const idcliente = await tenantOfHost(app, host);
  const provider = await providerOrNotFound(app, idcliente);
  const hostnames = await ownHostnames(app, idcliente);
  if (!isOwnReturnUrl(body.urlsuccess, hostnames) || !isOwnReturnUrl(body.urlerror, hostnames)) {
    throw new AppError('VALIDATION_FAILED', citizenSignInMessages.foreignReturnUrl);
  }
  // An xs:ID: a letter or underscore first. It is also the RelayState (33 bytes, opaque).
  const requestId = `_${crypto.randomBytes(16).toString('hex')}`;
  const now = nowIso();
  await insertSamlRequest(
    app.db,
    { idpeticion: requestId, idcliente, urlsuccess: body.urlsuccess, urlerror: body.urlerror, fec_alta: now },
    isoAfterSeconds(-86_400),
  );
  const saml = await samlFor(provider, { requestId });
  const message = await saml.getAuthorizeMessageAsync(requestId);
  const samlRequest = message.SAMLRequest;
  if (typeof samlRequest !== 'string') {
    throw new Error('node-saml answered no SAMLRequest');
  }
  return {
    success: true,
    message: citizenSignInMessages.requestReady,
    objeto: { action: provider.ssoUrl, samlRequest, relayState: requestId },
  };
}

/** Where the ACS sends the browser, and (for the log) at which check a refusal stopped. */
export type AcsOutcome = { location: string; refused: string | null };

/**
 * Which check node-saml's refusal was, from its own message (never logged itself: it may quote
 * the answer). For the log and the tests only.
 */
function refusalOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const checks: [RegExp, string][] = [
    [/signature/i, 'firma'],
    [/audience/i, 'audiencia'],
    [/InResponseTo/, 'inresponseto'],
    [/subject confirmation|NotOnOrAfter|NotBefore|expired|too old/i, 'vigencia'],
    [/issuer/i, 'emisor'],
  ];
  return checks.find(([pattern]) => pattern.test(message))?.[1] ?? 'validacion';
}

function codeHash(codigo: string): string {
  return hashToken(`saml-codigo:${codigo}`);
}

type StoredRequest = NonNullable<Awaited<ReturnType<typeof findSamlRequest>>>;

/** The citizen a valid answer to `request` names, or the check that refused it. */
async function checkAnswer(
  app: FastifyInstance,
  host: string | undefined,
  request: StoredRequest,
  samlResponse: string | undefined,
): Promise<
  | (CitizenAttributes & { perfil: IdentityProvider['perfil']; verifiedBy: string; sesionIdp: IdpSession | null })
  | string
> {
  if (!(await claimSamlRequest(app.db, request.idpeticion, nowIso()))) {
    return 'peticion-usada';
  }
  if (request.fec_alta < isoAfterSeconds(-requestLifetimeSeconds)) {
    return 'peticion-caducada';
  }
  const hostTenant = await tenantOfHost(app, host).catch(() => null);
  if (hostTenant !== request.idcliente) {
    return 'cliente';
  }
  const provider = await identityProviderOf(app, request.idcliente);
  if (!provider || !samlResponse) {
    return 'sin-respuesta';
  }
  let profile: Record<string, unknown>;
  try {
    const saml = await samlFor(provider, { requestId: request.idpeticion, createdAt: request.fec_alta });
    const result = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!result.profile || result.loggedOut) {
      return 'validacion';
    }
    profile = result.profile as unknown as Record<string, unknown>;
  } catch (error) {
    return refusalOf(error);
  }
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (!namesOnlyOurAcs(xml, provider.acsUrl) || !answersOnly(xml, request.idpeticion)) {
    return 'destino';
  }
  const citizen = citizenOf(profile, provider.perfil, provider.atributos);
  return citizen
    ? {
        ...citizen,
        perfil: provider.perfil,
        verifiedBy: verifierOfIdp(provider.idpEntityId, provider.idpCertificates),
        sesionIdp: idpSessionOfProfile(profile, provider.idpEntityId),
      }
    : 'atributos';
}

/**
 * `POST /api/auth/clave`, the ACS: the RelayState names our stored request (single use, 5
 * minutes, the host's tenant); node-saml checks the signature against the pinned certificates,
 * the issuer, the audience, the validity window and that InResponseTo is that request; we check
 * Destination and Recipient. Then the citizen is found or created and the browser goes to
 * urlsuccess with a one-time code. Any refusal goes to urlerror (to `/` when the request is
 * unknown), with nothing said about why.
 */
export async function consumeSignInResponse(
  app: FastifyInstance,
  host: string | undefined,
  body: { SAMLResponse?: string | undefined; RelayState?: string | undefined },
): Promise<AcsOutcome> {
  const relayState = body.RelayState ?? '';
  const request = relayState === '' ? undefined : await findSamlRequest(app.db, relayState);
  if (!request) {
    return { location: '/', refused: 'peticion-desconocida' };
  }
  const citizen = await checkAnswer(app, host, request, body.SAMLResponse);
  if (typeof citizen === 'string') {
    return { location: request.urlerror, refused: citizen };
  }
  const idtercero = await findOrCreateCitizen(app, request.idcliente, {
    identifier: citizen.identifier,
    givenName: citizen.givenName,
    familyName: citizen.familyName,
    proveedor: citizen.perfil,
    verifiedBy: citizen.verifiedBy,
  });
  const codigo = crypto.randomBytes(32).toString('base64url');
  await setSignInCode(app.db, request.idpeticion, {
    codigo_hash: codeHash(codigo),
    idtercero,
    // What this answer vouched for, carried to the session (decision 057).
    vinculo: globalIdentifierHash(app, citizen.identifier, citizen.verifiedBy),
    // What single logout will name (decision 058), sealed to this request until the exchange.
    sesion_idp:
      citizen.sesionIdp === null
        ? null
        : await sealIdpSession(app, request.idcliente, 'saml_peticiones', request.idpeticion, citizen.sesionIdp),
    fec_codigo_expira: isoAfterSeconds(codeLifetimeSeconds),
  });
  return { location: withQuery(request.urlsuccess, 'codigo', codigo), refused: null };
}

/**
 * `POST /api/auth/clave/token` (path not shown in the spec): spends the one-time code of
 * urlsuccess (60 s, once, the host's tenant) for the citizen's token pair.
 */
export async function exchangeSignInCode(
  app: FastifyInstance,
  host: string | undefined,
  codigo: string,
  agente: string | null,
): Promise<TokenPairResponse> {
  const claimed = await claimSignInCode(app.db, codeHash(codigo), nowIso());
  const idcliente = await tenantOfHost(app, host);
  if (!claimed || claimed.idcliente !== idcliente) {
    throw new AppError('UNAUTHENTICATED', citizenSignInMessages.badCode);
  }
  const sesionIdp = await unsealIdpSession(
    app,
    claimed.idcliente,
    'saml_peticiones',
    claimed.idpeticion,
    claimed.sesion_idp,
  );
  return signInCitizen(app, claimed.idcliente, claimed.idtercero, agente, claimed.vinculo, sesionIdp);
}
