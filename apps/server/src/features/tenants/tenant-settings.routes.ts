import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  tenantSettingsBodySchema,
  tenantSettingsResponseSchema,
} from '@atalaya/contract/tenants/tenant-settings.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { getTenantSettings, saveTenantSettings } from './tenant-settings.service.ts';

const errors = { '4xx': errorResponseSchema };

/** `/api/admin/cliente/ajustes`: the administrator's own tenant settings (never another tenant's). */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajustes',
    {
      config: { auth: ['Privado'], roles: routeRoles.responsable },
      schema: {
        tags: ['tenants'],
        summary: "The caller's tenant settings",
        response: { 200: tenantSettingsResponseSchema, ...errors },
      },
    },
    async (request) => getTenantSettings(app, claimsOf(request).idcliente),
  );
  app.put(
    '/ajustes',
    {
      config: { auth: ['Privado'], roles: routeRoles.responsable },
      schema: {
        tags: ['tenants'],
        summary: "Saves the caller's tenant settings (and optionally a new logo)",
        body: tenantSettingsBodySchema,
        response: { 200: tenantSettingsResponseSchema, ...errors },
      },
    },
    async (request) => saveTenantSettings(app, claimsOf(request).idcliente, request.body),
  );
};
