import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { cspDirectives, isApiPath, renderCsp } from './security.ts';

export const docsPrefix = '/api/docs';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Swagger UI's CSP, sent only under /api/docs (swagger-ui's `staticCSP` hook is scoped to its own
 * routes). swagger-ui 5 loads its initializer as a file, so no inline script is needed: checked in
 * Chromium, the UI renders with no CSP violation under the app's own rules (inline style
 * attributes and data: icons are already allowed). Any future relaxation for the UI goes here
 * and stays out of the app's policy. The validator badge (an external image) is switched off.
 */
const docsCsp = renderCsp({ ...cspDirectives, 'img-src': ["'self'", 'data:'] });

/**
 * OpenAPI 3 document of every /api route, generated from the contract's zod schemas, at
 * `/api/docs/json`, and Swagger UI at `/api/docs`. Routes that need a token carry the bearer
 * security requirement; non-API routes (web app) are hidden.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atalaya API',
        description:
          'Canal interno de información (Ley 2/2023). Tokens: `POST /api/auth/publico` or `POST /api/auth/login`.',
        version: '1',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform(input) {
      if (!isApiPath(input.url) || input.url.startsWith(docsPrefix)) {
        return { schema: { hide: true }, url: input.url };
      }
      const { schema, url } = zodTransform(input);
      const auth = input.route.config?.auth;
      const needsToken = auth !== undefined && auth !== 'none';
      return { schema: needsToken ? { ...schema, security: [{ bearerAuth: [] }] } : schema, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { validatorUrl: null, deepLinking: false },
    staticCSP: docsCsp,
  });
}

export const apiDocs = fp(apiDocsPlugin, { name: 'api-docs' });
