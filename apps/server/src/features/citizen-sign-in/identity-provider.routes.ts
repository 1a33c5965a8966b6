import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityProviderBodySchema, identityProviderResponseSchema } from '@atalaya/contract/auth/clave.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import {
  identityProviderView,
  removeIdentityProvider,
  saveIdentityProviderFromAdmin,
} from './identity-provider.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.responsable } as const;
const tags = ['tenants'];

/** `/api/admin/cliente/identidad` (issue 16 §1, decision 045): the Responsable's view and setting of the tenant's IdP. */
export const identityProviderRoutes: FastifyPluginAsyncZod<{
  /** Told when the IdP changes: the pages' `form-action` names its origin (plugins/security.ts). */
  onChange?: () => void;
}> = async (app, options) => {
  app.get(
    '/identidad',
    {
      config,
      schema: {
        tags,
        summary: "The caller's tenant identity provider for citizens (null when none); never a key",
        response: { 200: identityProviderResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await identityProviderView(app, claimsOf(request).idcliente) }),
  );
  app.put(
    '/identidad',
    {
      config,
      schema: {
        tags,
        summary:
          "Sets the tenant's identity provider from its metadata XML (certificates pinned); the SP entity id and ACS hang from this address",
        body: identityProviderBodySchema,
        response: { 200: identityProviderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await saveIdentityProviderFromAdmin(
        app,
        claimsOf(request).idcliente,
        { protocol: request.protocol, host: request.host },
        request.body,
      );
      options.onChange?.();
      return { success: true as const, data };
    },
  );
  app.delete(
    '/identidad',
    {
      config,
      schema: {
        tags,
        summary:
          "Turns the citizens' sign-in off: removes the tenant's identity provider and its SP key pair (idempotent); citizens and their filings stay",
        response: { 200: identityProviderResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (await removeIdentityProvider(app, claimsOf(request).idcliente)) {
        options.onChange?.();
      }
      return { success: true as const, data: null };
    },
  );
};
