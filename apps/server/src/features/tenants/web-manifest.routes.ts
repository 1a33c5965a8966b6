import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { webManifestQuerySchema, webManifestSchema } from '@atalaya/contract/tenants/web-manifest.schemas';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { webManifestOf } from './web-manifest.service.ts';

/**
 * `GET /manifest.webmanifest`: the web app manifest of the tenant of the Host header (spec §2's
 * service worker, issue 14): its name, its logo as the icon, where the installed app starts. Outside
 * /api because browsers fetch it without a token, like the HTML that links it.
 */
export const webManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifest.webmanifest',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['tenants'],
        summary: "The web app manifest of the hostname's tenant (public channel, or ?app=admin)",
        querystring: webManifestQuerySchema,
        response: { 200: webManifestSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const idcliente = await resolveTenantOfHost(app.db, request.headers.host, app.config.defaultTenant);
      const manifest = await webManifestOf(app.db, idcliente, request.query.app === 'admin' ? 'admin' : 'public');
      // Revalidated on every fetch: a tenant's new name or logo shows on the next install.
      void reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
      return manifest;
    },
  );
};
