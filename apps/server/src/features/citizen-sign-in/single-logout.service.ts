import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Profile } from '@node-saml/node-saml';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing.js';
import type { ClaveLogoutAnswerBody, ClaveLogoutResponse } from '@atalaya/contract/auth/clave.schemas';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { idpSessionOfSession } from '../../domain/session/idp-session.service.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { claimSamlRequest, findSamlRequest, insertSamlRequest } from './citizen-sign-in.repository.ts';
import { requestLifetimeSeconds, samlFor, tenantOfHost, type AcsOutcome } from './citizen-sign-in.service.ts';
import { identityProviderOf } from './identity-provider.service.ts';
import { logoutAnswerRefusal, logoutFieldOf } from './single-logout.rules.ts';

/*
 * The citizen's single logout at the IdP (issue 16 §1, decision 058): a signed LogoutRequest for
 * the session the IdP opened, posted by the browser (HTTP-POST; Cl@ve names the field
 * `logoutRequest`), and our endpoint for the IdP's LogoutResponse. Our own session ends with
 * `GET /api/auth/logout` whatever the IdP answers; nothing of a SAML message is ever logged.
 */

export const singleLogoutMessages = {
  ready: 'Cierre de sesión en el proveedor de identidad preparado',
  none: 'Sin cierre de sesión en el proveedor de identidad',
} as const;

const logoutRequestXPath =
  '/*[local-name(.)="LogoutRequest" and namespace-uri(.)="urn:oasis:names:tc:SAML:2.0:protocol"]';

/**
 * `POST /api/auth/clave/logout/request`: the LogoutRequest that ends the caller's session at the
 * IdP, stored like an AuthnRequest (single use, 5 minutes); `objeto` null when there is nothing to
 * end there (no IdP single logout, a session not opened by this tenant's current IdP).
 */
export async function createLogoutRequest(app: FastifyInstance, claims: TokenClaims): Promise<ClaveLogoutResponse> {
  const none = { success: true as const, message: singleLogoutMessages.none, objeto: null };
  if (claims.tipoacceso !== 'Ciudadano') {
    return none;
  }
  const provider = await identityProviderOf(app, claims.idcliente);
  const session = await idpSessionOfSession(app, claims.idcliente, claims.sid);
  if (!provider || provider.sloUrl === null || session === null || session.emisor !== provider.idpEntityId) {
    return none;
  }
  const requestId = `_${crypto.randomBytes(16).toString('hex')}`;
  await insertSamlRequest(
    app.db,
    { idpeticion: requestId, idcliente: claims.idcliente, urlsuccess: '/', urlerror: '/', fec_alta: nowIso() },
    isoAfterSeconds(-86_400),
  );
  const saml = await samlFor(provider, { requestId });
  const { emisor, ...named } = session;
  const xml = await saml._generateLogoutRequest({ ...named, issuer: emisor } as Profile);
  const signed = signSamlPost(xml, logoutRequestXPath, {
    privateKey: await provider.spPrivateKey(),
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
  });
  return {
    success: true,
    message: singleLogoutMessages.ready,
    objeto: {
      action: provider.sloUrl,
      campo: logoutFieldOf(provider.perfil),
      valor: Buffer.from(signed, 'utf8').toString('base64'),
      relayState: requestId,
    },
  };
}

/** Why the IdP's LogoutResponse is refused, or null when it answers our request. */
async function checkLogoutAnswer(
  app: FastifyInstance,
  host: string | undefined,
  request: NonNullable<Awaited<ReturnType<typeof findSamlRequest>>>,
  answer: string | undefined,
): Promise<string | null> {
  if (!(await claimSamlRequest(app.db, request.idpeticion, nowIso()))) {
    return 'peticion-usada';
  }
  if (request.fec_alta < isoAfterSeconds(-requestLifetimeSeconds)) {
    return 'peticion-caducada';
  }
  if ((await tenantOfHost(app, host).catch(() => null)) !== request.idcliente) {
    return 'cliente';
  }
  const provider = await identityProviderOf(app, request.idcliente);
  if (!provider || !answer) {
    return 'sin-respuesta';
  }
  try {
    const saml = await samlFor(provider, { logoutAnswer: true });
    // Checks the signature of the whole message against the pinned certificates.
    const result = await saml.validatePostResponseAsync({ SAMLResponse: answer });
    if (!result.loggedOut) {
      return 'validacion';
    }
  } catch {
    return 'firma';
  }
  return logoutAnswerRefusal(Buffer.from(answer, 'base64').toString('utf8'), {
    requestId: request.idpeticion,
    idpEntityId: provider.idpEntityId,
    sloUrl: provider.spSloUrl,
  });
}

/**
 * `POST /api/auth/clave/logout`: the IdP's LogoutResponse to our request (RelayState). Checked
 * like a sign-in answer (single use, 5 minutes, the host's tenant, signed by the pinned
 * certificates, in response to that request, from that IdP, to this endpoint, Success); the
 * browser goes home either way — the session here ended before the browser left.
 */
export async function consumeLogoutAnswer(
  app: FastifyInstance,
  host: string | undefined,
  body: ClaveLogoutAnswerBody,
): Promise<AcsOutcome> {
  const relayState = body.RelayState ?? '';
  const request = relayState === '' ? undefined : await findSamlRequest(app.db, relayState);
  if (!request) {
    return { location: '/', refused: 'peticion-desconocida' };
  }
  const refused = await checkLogoutAnswer(app, host, request, body.SAMLResponse ?? body.logoutResponse);
  return { location: '/', refused };
}
