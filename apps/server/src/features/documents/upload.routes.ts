import type { FastifyInstance, FastifyRequest, LogLevel } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postUploadQuerySchema, postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { formatBytes } from '../../domain/document/upload-limits.rules.ts';
import { readFileUpload, type ReceivedFile } from '../../lib/multipart.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { sourceLimit } from '../../plugins/source-limit.ts';
import { UploadQuotaError, uploadDocument } from './upload.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

export const multipartMessages = {
  notMultipart: 'Envíe el archivo como multipart/form-data',
  oneFile: 'Envíe un único archivo en el campo «file» y ningún otro dato',
  noFile: 'Adjunte un archivo en el campo «file»',
  incomplete: 'El archivo no ha llegado completo. Vuelva a intentarlo.',
  tooLarge: (maxBytes: number) => `El archivo supera el tamaño máximo permitido (${formatBytes(maxBytes)})`,
} as const;

/**
 * The single part `file` of a document upload (no other part or field), its size enforced while
 * it streams (lib/multipart.ts).
 */
export function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  return readFileUpload(request, {
    maxBytes,
    texts: {
      notMultipart: multipartMessages.notMultipart,
      unexpectedPart: multipartMessages.oneFile,
      noFile: multipartMessages.noFile,
      incomplete: multipartMessages.incomplete,
      tooLarge: multipartMessages.tooLarge(maxBytes),
    },
  });
}

/** busboy logs its options (the request headers, bearer token included) at trace level: never on uploads. */
export function uploadLogLevelOf(app: FastifyInstance): LogLevel | 'silent' {
  return app.config.logLevel === 'trace' ? 'debug' : app.config.logLevel;
}

/** `POST /gdoc/documento/postupload`: one file, type checked by content, metadata removed, encrypted. */
export function registerUploadRoutes(app: ZodApp): void {
  const tags = ['gdoc'];
  const uploadLogLevel = uploadLogLevelOf(app);

  app.post(
    '/gdoc/documento/postupload',
    {
      config: { auth: 'any', roles: routeRoles.caseHandlers },
      preHandler: sourceLimit('upload'),
      logLevel: uploadLogLevel,
      schema: {
        tags,
        summary: 'Uploads one file (multipart part `file`): type checked by content, metadata removed, encrypted',
        consumes: ['multipart/form-data'],
        querystring: postUploadQuerySchema,
        response: { 200: postUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const claims = claimsOf(request);
      try {
        const stored = await uploadDocument(app, claims, request.query, (maxBytes) =>
          readSingleFile(request, maxBytes),
        );
        return { success: true as const, iddocumento: stored.data.iddocumento, ...stored };
      } catch (error) {
        if (error instanceof UploadQuotaError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );
}
