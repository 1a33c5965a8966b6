import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entityResponseSchema,
  idParamsSchema,
  listRequestSchema,
  listResponseSchema,
  resourceBodySchema,
  successResponseSchema,
} from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { routeAuthFor } from './resource.policy.ts';
import { resourceRegistry } from './resource.registry.ts';
import {
  createResource,
  deleteResource,
  findResourcePage,
  getEmptyResource,
  getResource,
  updateResource,
} from './resource.service.ts';
import type { ResourceDefinition } from './resource-definition.registry.ts';

/** The wrapped entity of a POST/PUT body; the strict body schema already guarantees it is there. */
function unwrap(definition: ResourceDefinition, body: Record<string, unknown>): unknown {
  const input = body[definition.name];
  if (input === undefined) {
    throw new AppError('VALIDATION_FAILED', messages.validation, {
      errors: [{ path: `body.${definition.name}`, message: 'Falta el elemento' }],
    });
  }
  return input;
}

/**
 * The generic resources of spec §7 under `/api/denuncias/{resource}/`, registered explicitly for
 * each resource of the registry (so the API docs list them):
 * `GET /` (empty entity), `GET /:id`, `POST /GetList`, `POST /`, `PUT /`, `DELETE /:id`.
 */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of resourceRegistry) {
    const base = `/${definition.name}`;
    const tags = [definition.name];
    const errors = { '4xx': errorResponseSchema };
    const entityResponse = entityResponseSchema(definition.entitySchema);
    const body = resourceBodySchema(definition.name, definition.inputSchema);

    app.get(
      `${base}/`,
      {
        config: { auth: routeAuthFor(definition, 'read'), roles: routeRoles.everyone },
        schema: {
          tags,
          summary: `Empty ${definition.name} with its defaults`,
          response: { 200: entityResponseSchema(definition.draftSchema), ...errors },
        },
      },
      async (request) => ({ success: true as const, data: getEmptyResource(definition, claimsOf(request)) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { auth: routeAuthFor(definition, 'read'), roles: routeRoles.everyone },
        schema: {
          tags,
          summary: `One ${definition.name}`,
          params: idParamsSchema,
          response: { 200: entityResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getResource(app.db, definition, claimsOf(request), request.params.id),
      }),
    );

    app.post(
      `${base}/GetList`,
      {
        config: { auth: routeAuthFor(definition, 'read'), roles: routeRoles.everyone },
        schema: {
          tags,
          summary: `A page of ${definition.name}`,
          body: listRequestSchema,
          response: { 200: listResponseSchema(definition.entitySchema), ...errors },
        },
      },
      async (request) => {
        const page = await findResourcePage(app.db, definition, claimsOf(request), request.body);
        return { success: true as const, total: page.total, data: page.data };
      },
    );

    app.post(
      `${base}/`,
      {
        config: { auth: routeAuthFor(definition, 'create'), roles: routeRoles.responsable },
        schema: { tags, summary: `Create a ${definition.name}`, body, response: { 200: entityResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await createResource(app.db, definition, claimsOf(request), unwrap(definition, request.body)),
      }),
    );

    app.put(
      `${base}/`,
      {
        config: { auth: routeAuthFor(definition, 'update'), roles: routeRoles.responsable },
        schema: { tags, summary: `Update a ${definition.name}`, body, response: { 200: entityResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await updateResource(app.db, definition, claimsOf(request), unwrap(definition, request.body)),
      }),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { auth: routeAuthFor(definition, 'delete'), roles: routeRoles.responsable },
        schema: {
          tags,
          summary: `Delete a ${definition.name}`,
          params: idParamsSchema,
          response: { 200: successResponseSchema, ...errors },
        },
      },
      async (request) => {
        await deleteResource(app.db, definition, claimsOf(request), request.params.id);
        return { success: true as const };
      },
    );
  }
};
