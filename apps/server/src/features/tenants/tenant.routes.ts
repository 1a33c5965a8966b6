import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  clienteInfoResponseSchema,
  clienteListResponseSchema,
  clienteResponseSchema,
} from '@atalaya/contract/tenants/tenant.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { findPublicTenants, getClienteInfo, getPublicTenant, getTenantLogo } from './tenant.service.ts';

const tags = ['tenants'];

/** Only styles inside the SVG itself; no scripts, no external loads (the file is user-supplied). */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `/api/publico/cliente`: the tenants' public face (spec §7 "Public"): list, one, the client-info
 * call of the caller's own tenant, and each tenant's logo for <img src>.
 */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: {
        tags,
        summary: 'Active tenants',
        response: { 200: clienteListResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await findPublicTenants(app.db) }),
  );

  // A static segment: find-my-way matches it before `/:id`, whatever the registration order.
  app.get(
    '/info',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: {
        tags,
        summary: "Client info of the caller's tenant: parameters, languages and holidays",
        response: { 200: clienteInfoResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getClienteInfo(app.db, claimsOf(request).idcliente),
  );

  app.get(
    '/:id',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: {
        tags,
        summary: 'One active tenant',
        params: idParamsSchema,
        response: {
          200: clienteResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await getPublicTenant(app.db, request.params.id) }),
  );

  app.get(
    '/:id/logo',
    {
      config: { auth: 'none' },
      schema: { tags, summary: "A tenant's logo (no token: used as <img src>)", params: idParamsSchema },
    },
    async (request, reply) => {
      const logo = await getTenantLogo(app.db, request.params.id);
      reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (logo.isSvg) {
        reply.header('content-security-policy', svgPolicy);
      }
      return reply.send(logo.bytes);
    },
  );
};
