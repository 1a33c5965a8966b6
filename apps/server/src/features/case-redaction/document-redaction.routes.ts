import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentPageParamsSchema,
  documentPagesParamsSchema,
  documentPagesResponseSchema,
  documentRedactionBodySchema,
  redactionOriginalParamsSchema,
  redactionParamsSchema,
  redactionResponseSchema,
} from '@atalaya/contract/complaints/redaction.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { sendAttachment } from '../../lib/attachment-reply.ts';
import { claimsOf, roleOf, routeRoles } from '../../plugins/auth.ts';
import { listDocumentPages, renderDocumentPage } from './document-pages.service.ts';
import { readRedactionOriginalFile, redactDocument } from './document-redaction.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema };
/** The case's handlers; which cases a gestor reaches is case-access.policy's (a case not theirs answers 404). */
const config = { auth: ['Privado'], roles: routeRoles.caseHandlers } as const;
const tags = ['den_denuncias'];

/**
 * Redaction of a case's documents (issue 17 §7, part 2; decision 065), under `/api/denuncias`: the
 * case's handlers read a document's pages and draw each, and black out regions of it; the
 * Responsable downloads the file as it was before a redaction (audited).
 */
export function registerDocumentRedactionRoutes(app: ZodApp): void {
  app.post(
    '/den_denuncias/:id/tachados/documento',
    {
      config,
      schema: {
        tags,
        summary:
          "Blacks out regions of one of the case's documents (PDF or image); the file as it was is kept for the Responsable",
        params: redactionParamsSchema,
        body: documentRedactionBodySchema,
        response: { 201: redactionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await redactDocument(app, claimsOf(request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/den_denuncias/:id/documentos/:iddocumento/paginas',
    {
      config,
      schema: {
        tags,
        summary: "A document's pages and their sizes (points for a PDF, pixels for an image), to redact it (audited)",
        params: documentPagesParamsSchema,
        response: { 200: documentPagesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDocumentPages(app, claimsOf(request), {
        iddenuncia: request.params.id,
        iddocumento: request.params.iddocumento,
      }),
    }),
  );

  app.get(
    '/den_denuncias/:id/documentos/:iddocumento/paginas/:pagina',
    {
      config,
      // No response schema: the body is a PNG (errors still answer errorResponseSchema).
      schema: {
        tags,
        summary: 'One page of a document as a PNG up to 1600 px wide, to draw regions on (audited)',
        params: documentPageParamsSchema,
      },
    },
    async (request, reply) => {
      const png = await renderDocumentPage(app, claimsOf(request), {
        iddenuncia: request.params.id,
        iddocumento: request.params.iddocumento,
        pagina: request.params.pagina,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );

  app.get(
    '/den_denuncias/:id/tachados/:idtachado/original/archivo',
    {
      // Admits the gestores too, so that their refusal (403) is audited with the rest.
      config,
      // No response schema: the body is the file itself.
      schema: {
        tags,
        summary: 'The Responsable downloads the document as it was before one redaction (audited)',
        params: redactionOriginalParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readRedactionOriginalFile(app, claimsOf(request), roleOf(request), {
        iddenuncia: request.params.id,
        idtachado: request.params.idtachado,
      });
      return sendAttachment(reply, file);
    },
  );
}
