import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import {
  applicationAccessParamsSchema,
  applicationAccessResponseSchema,
  changeTenantParamsSchema,
  thirdPartyClaveBodySchema,
  whoAmIResponseSchema,
} from '@atalaya/contract/auth/auth-calls.schemas';
import { claveRequestResponseSchema } from '@atalaya/contract/auth/clave.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { sessionAgent } from '../../domain/session/session.service.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { applicationAccess, assertApplicationOfHost, changeTenant, whoAmI } from './auth-calls.service.ts';

const tags = ['auth'];
const errors = { '4xx': errorResponseSchema };

/**
 * The remaining auth calls of spec §7 under `/api/auth` (issue 16, decision 053): `GET /`,
 * `GET acceso/{appId}`, `GET changeCliente/{id}`, `POST thirdparty/clave`. The certificate
 * sign-in is client-certificate.routes.ts (outside /api).
 */
export const authCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: {
        tags,
        summary:
          'Who the token is: its kind (all a public token gets), tenant and claims; a citizen also id, name and the tenants they are known to; an administrator id, name, e-mail and role',
        response: { 200: whoAmIResponseSchema, ...errors },
      },
    },
    async (request) => whoAmI(app, claimsOf(request)),
  );

  app.get(
    '/acceso/:appId',
    {
      config: { auth: ['Ciudadano', 'Privado'], roles: routeRoles.everyone },
      schema: {
        tags,
        summary: "The signed-in person's access to one of the tenant's applications; 403 when none",
        params: applicationAccessParamsSchema,
        response: { 200: applicationAccessResponseSchema, ...errors },
      },
    },
    async (request) => applicationAccess(app, claimsOf(request), request.role, request.params.appId),
  );

  app.get(
    '/changeCliente/:id',
    {
      config: { auth: ['Ciudadano'] },
      schema: {
        tags,
        summary: "A citizen's tokens for another tenant where the same person is known; 403 where unknown",
        params: changeTenantParamsSchema,
        response: { 200: tokenPairResponseSchema, ...errors },
      },
    },
    async (request) =>
      changeTenant(app, claimsOf(request), request.params.id, sessionAgent(request.headers['user-agent'])),
  );

  app.post(
    '/thirdparty/clave',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary:
          "clave/request started by another application of the host's tenant (`idaplicacion` registered; 400 otherwise); the same exchange and limits",
        body: thirdPartyClaveBodySchema,
        response: { 200: claveRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { idaplicacion, ...body } = request.body;
      await assertApplicationOfHost(app, request.host, idaplicacion);
      // The very same exchange (features/citizen-sign-in), in process, with the caller's host and address.
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/clave/request',
        headers: { host: request.host, 'content-type': 'application/json' },
        remoteAddress: request.ip,
        payload: body,
      });
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter !== undefined) {
        reply.header('retry-after', retryAfter);
      }
      return reply.code(answer.statusCode).send(answer.json());
    },
  );
};
