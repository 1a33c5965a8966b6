import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import { documentResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { sendAttachment } from '../../lib/attachment-reply.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { deleteDocument, downloadDocument, getDocument } from './document.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/** One document: `GET /gdoc/documento/:id` (metadata), `GET …/:id/download` (the file), `DELETE …/:id`. */
export function registerDocumentRoutes(app: ZodApp): void {
  const tags = ['gdoc'];

  app.get(
    '/gdoc/documento/:id',
    {
      config: { auth: 'any', roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Metadata of one document',
        params: idParamsSchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getDocument(app, claimsOf(request), request.params.id) }),
  );

  app.get(
    '/gdoc/documento/:id/download',
    {
      config: { auth: 'any', roles: routeRoles.caseHandlers },
      // No response schema: the body is the file itself (errors still answer errorResponseSchema).
      schema: { tags, summary: 'The file, decrypted, as an attachment', params: idParamsSchema },
    },
    async (request, reply) => {
      const file = await downloadDocument(app, claimsOf(request), request.params.id);
      return sendAttachment(reply, file);
    },
  );

  app.delete(
    '/gdoc/documento/:id',
    {
      config: { auth: 'any', roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Deletes an upload not yet attached to a complaint',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteDocument(app, claimsOf(request), request.params.id);
      return { success: true as const };
    },
  );
}
