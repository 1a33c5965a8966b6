import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { signInWithCertificate } from './client-certificate.service.ts';

/**
 * `POST /ssl/api/auth/certificate` (spec §7, decision 053): outside /api, on the path the TLS
 * proxy asks a client certificate for. No token: the certificate is the credential.
 */
export const clientCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ssl/api/auth/certificate',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['auth'],
        summary:
          'Citizen sign-in with a client certificate (FNMT, DNIe) verified by the TLS proxy (header CLIENT_CERT_HEADER, from TRUST_PROXY only); 501 when not configured',
        response: { 200: tokenPairResponseSchema, '4xx': errorResponseSchema, 501: errorResponseSchema },
      },
    },
    async (request) => signInWithCertificate(app, request),
  );
};
