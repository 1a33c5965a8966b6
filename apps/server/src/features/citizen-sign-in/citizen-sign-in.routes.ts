import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claveAcsBodySchema,
  claveLogoutAnswerBodySchema,
  claveLogoutResponseSchema,
  claveRequestBodySchema,
  claveRequestResponseSchema,
  claveTokenBodySchema,
  claveTokenResponseSchema,
} from '@atalaya/contract/auth/clave.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { limits } from '@atalaya/contract/limits';
import { sessionAgent } from '../../domain/session/session.service.ts';
import { claimsOf } from '../../plugins/auth.ts';
import {
  consumeSignInResponse,
  createSignInRequest,
  exchangeSignInCode,
  spMetadata,
} from './citizen-sign-in.service.ts';
import { signInRequestLimit } from './sign-in-request.policy.ts';
import { consumeLogoutAnswer, createLogoutRequest } from './single-logout.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['auth'];
const open = { auth: 'none' } as const;

/**
 * The citizen's sign-in with Cl@ve or the tenant's SAML IdP (spec §7, issue 16, decision 045),
 * and their single logout there (decision 058), under `/api/auth`. No token but for the logout
 * request: the caller is a browser on its way to or back from the IdP.
 */
export const citizenSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  // The IdP's auto-POST form is form-urlencoded; only this plugin reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: limits.jsonBodyMaxBytes },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  app.get(
    '/clave/metadata',
    {
      config: open,
      schema: {
        tags,
        summary: "The SAML SP metadata of the host's tenant (entity id, ACS, signing certificate); 404 without an IdP",
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const xml = await spMetadata(app, request.host);
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  );

  app.post(
    '/clave/request',
    {
      config: open,
      preHandler: signInRequestLimit(app),
      schema: {
        tags,
        summary:
          'A signed AuthnRequest (HTTP-POST, not deflated) for the tenant IdP; the return URLs must be on the tenant own hosts',
        body: claveRequestBodySchema,
        response: { 200: claveRequestResponseSchema, ...errors },
      },
    },
    async (request) => createSignInRequest(app, request.host, request.body),
  );

  app.post(
    '/clave',
    {
      config: open,
      schema: {
        tags,
        summary: 'The ACS: validates the IdP answer, then 303 to urlsuccess with a one-time code, or to urlerror',
        body: claveAcsBodySchema,
      },
    },
    async (request, reply) => {
      const outcome = await consumeSignInResponse(app, request.host, request.body);
      if (outcome.refused) {
        // The check that refused, never the message, an identifier or a name.
        request.log.warn({ acs: 'refused', check: outcome.refused }, 'citizen sign-in refused');
      }
      return reply.code(303).header('cache-control', 'no-store').redirect(outcome.location, 303);
    },
  );

  app.post(
    '/clave/token',
    {
      config: open,
      schema: {
        tags,
        summary: "The one-time code of urlsuccess for the citizen's token pair (path not shown in the spec)",
        body: claveTokenBodySchema,
        response: { 200: claveTokenResponseSchema, ...errors },
      },
    },
    async (request) =>
      exchangeSignInCode(app, request.host, request.body.codigo, sessionAgent(request.headers['user-agent'])),
  );

  app.post(
    '/clave/logout/request',
    {
      config: { auth: ['Ciudadano'] },
      schema: {
        tags,
        summary:
          "A signed LogoutRequest for the citizen's session at the IdP (path not shown in the spec); objeto null when there is none",
        response: { 200: claveLogoutResponseSchema, ...errors },
      },
    },
    async (request) => createLogoutRequest(app, claimsOf(request)),
  );

  app.post(
    '/clave/logout',
    {
      config: open,
      schema: {
        tags,
        summary: "Our single logout endpoint: checks the IdP's LogoutResponse, then 303 home",
        body: claveLogoutAnswerBodySchema,
      },
    },
    async (request, reply) => {
      const outcome = await consumeLogoutAnswer(app, request.host, request.body);
      if (outcome.refused) {
        request.log.warn({ slo: 'refused', check: outcome.refused }, 'citizen single logout answer refused');
      }
      return reply.code(303).header('cache-control', 'no-store').redirect(outcome.location, 303);
    },
  );
};
