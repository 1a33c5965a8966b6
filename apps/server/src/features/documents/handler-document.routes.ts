import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@atalaya/contract/common/list.schemas';
import {
  complaintDocResponseSchema,
  documentResponseSchema,
  linkDocumentBodySchema,
  updateDocumentBodySchema,
} from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { linkDocument, replaceDocument, updateDocument } from './handler-document.service.ts';
import { readSingleFile, uploadLogLevelOf } from './upload.routes.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };
const admin = ['Privado'] as const;

/**
 * The handler's own documents of a case (administrators, audited): `POST /gdoc/documento/` links
 * an upload, `PUT /gdoc/documento/` changes its description, `PUT …/:id/upload` replaces its content.
 */
export function registerHandlerDocumentRoutes(app: ZodApp): void {
  const tags = ['gdoc'];
  const uploadLogLevel = uploadLogLevelOf(app);

  app.post(
    '/gdoc/documento/',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: "Links the caller's own pending upload to a complaint as a handler document (origen gestor)",
        body: linkDocumentBodySchema,
        response: { 200: complaintDocResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await linkDocument(app, claimsOf(request), request.body.documento),
    }),
  );

  app.put(
    '/gdoc/documento/',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: "Changes a handler document's description",
        body: updateDocumentBodySchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateDocument(app, claimsOf(request), request.body.documento),
    }),
  );

  app.put(
    '/gdoc/documento/:id/upload',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      logLevel: uploadLogLevel,
      schema: {
        tags,
        summary: "Replaces a handler document's content (multipart part `file`; checked, cleaned, encrypted)",
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await replaceDocument(app, claimsOf(request), request.params.id, (maxBytes) =>
        readSingleFile(request, maxBytes),
      ),
    }),
  );
}
