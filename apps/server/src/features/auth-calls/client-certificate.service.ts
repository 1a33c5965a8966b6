import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import {
  certificateVerifier,
  findOrCreateCitizen,
  globalIdentifierHash,
} from '../../domain/citizen/citizen-identity.service.ts';
import { sessionAgent, signInCitizen } from '../../domain/session/session.service.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { certificateOfHeader, holderOf, identifierOfNif, isTrustedPeer } from './client-certificate.rules.ts';

/*
 * `POST /ssl/api/auth/certificate` (spec §7, decision 053): sign-in with a client certificate
 * (FNMT, DNIe). TLS ends at a proxy, which verifies the certificate and passes it in the header
 * CLIENT_CERT_HEADER names; the header is believed only from a TRUST_PROXY address. The holder's
 * NIF is the identifier Cl@ve would give for the same person, so the same citizen row is found.
 * Never logs the certificate, the NIF or a name.
 */

export const certificateMessages = {
  notConfigured:
    'El acceso con certificado electrónico no está disponible en este servidor: falta configurar el proxy que lo verifica (CLIENT_CERT_HEADER y TRUST_PROXY).',
  noCertificate:
    'No se ha recibido ningún certificado electrónico. Seleccione su certificado en el navegador y vuelva a intentarlo.',
  badCertificate: 'El certificado electrónico recibido no es válido.',
  notAPerson: 'El certificado no identifica a una persona con NIF o NIE, o no está vigente.',
} as const;

/** The proxy's header, when this server has the configuration to believe it and the peer is that proxy. */
function vouchedCertificate(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const header = app.config.clientCertHeader;
  const trustProxy = app.config.trustProxy;
  if (!header || !trustProxy) {
    throw new AppError('BUSINESS_RULE', certificateMessages.notConfigured);
  }
  if (!isTrustedPeer(trustProxy, request.socket.remoteAddress)) {
    // Anybody else may send the header: it is ignored, as if absent.
    return undefined;
  }
  const value = request.headers[header.toLowerCase()];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Signs the certificate's holder in as a citizen of the host's tenant (found or created like a Cl@ve sign-in). */
export async function signInWithCertificate(app: FastifyInstance, request: FastifyRequest): Promise<TokenPairResponse> {
  const value = vouchedCertificate(app, request);
  if (value === undefined) {
    throw new AppError('UNAUTHENTICATED', certificateMessages.noCertificate);
  }
  const certificate = certificateOfHeader(value);
  if (!certificate) {
    throw new AppError('VALIDATION_FAILED', certificateMessages.badCertificate);
  }
  const holder = holderOf(certificate, new Date());
  if (!holder) {
    throw new AppError('FORBIDDEN', certificateMessages.notAPerson);
  }
  const idcliente = await resolveTenantOfHost(app.db, request.host, app.config.defaultTenant);
  const identifier = identifierOfNif(holder.nif);
  const idtercero = await findOrCreateCitizen(app, idcliente, {
    identifier,
    givenName: holder.givenName,
    familyName: holder.familyName,
    verifiedBy: certificateVerifier,
  });
  return signInCitizen(
    app,
    idcliente,
    idtercero,
    sessionAgent(request.headers['user-agent']),
    globalIdentifierHash(app, identifier, certificateVerifier),
  );
}
