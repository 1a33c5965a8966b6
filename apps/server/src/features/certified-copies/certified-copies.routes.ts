import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@atalaya/contract/common/list.schemas';
import {
  compulseQuerySchema,
  consolidatedQuerySchema,
  copyQuerySchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { compulseDocument, copyDocument } from '../../domain/document/document-copy.service.ts';
import { sendAttachment } from '../../lib/attachment-reply.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { assertCopySourceVisible } from './copy-access.policy.ts';
import { consolidateComplaintDocuments } from './consolidated-pdf.service.ts';
import { verificationRoutes } from './verification.routes.ts';

const admin = ['Privado'] as const;
/** Case handling: a gestor on their assigned cases (never an auditor: documents are case content). */
const handlers = routeRoles.caseHandlers;

/** A generated PDF as an attachment, never cached, never sniffed; a stamped copy names its code. */
function sendPdf(reply: FastifyReply, file: { bytes: Buffer; fileName: string; codigo?: string | null }) {
  return sendAttachment(reply, { ...file, mime: 'application/pdf' });
}

/**
 * Copies of documents, registered under `/api` (administrators, audited): the document as a PDF
 * or a stamped copy (`GET /gdoc/documento/:id/copy`), a certified copy (`…/:id/compulse`), one
 * PDF of a complaint's documents (`GET /gdoc/documento/consolidado/:id`,
 * `GET /denuncias/den_denuncia_docs/consolidado`); and the public verification of stamped and
 * certified copies (`/publico/verificacion/:codigo`, verification.routes.ts).
 */
export const certifiedCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(verificationRoutes);
  const tags = ['gdoc'];

  app.get(
    '/gdoc/documento/:id/copy',
    {
      config: { auth: admin, roles: handlers },
      // No response schema: the body is a PDF (errors still answer errorResponseSchema).
      schema: {
        tags,
        summary: 'The document as a PDF; with sellar=true stamped on every page and verifiable by its code',
        params: idParamsSchema,
        querystring: copyQuerySchema,
      },
    },
    async (request, reply) => {
      const query = { sellar: request.query.sellar === 'true', forzar: request.query.forzar === 'true' };
      await assertCopySourceVisible(app, claimsOf(request), request.params.id);
      return sendPdf(reply, await copyDocument(app, claimsOf(request), request.params.id, query));
    },
  );

  app.get(
    '/gdoc/documento/:id/compulse',
    {
      config: { auth: admin, roles: handlers },
      schema: {
        tags,
        summary: 'A certified copy (copia auténtica) as a PDF, stamped on every page and verifiable by its code',
        params: idParamsSchema,
        querystring: compulseQuerySchema,
      },
    },
    async (request, reply) => {
      const query = { forzar: request.query.forzar === 'true' };
      await assertCopySourceVisible(app, claimsOf(request), request.params.id);
      return sendPdf(reply, await compulseDocument(app, claimsOf(request), request.params.id, query));
    },
  );

  app.get(
    '/gdoc/documento/consolidado/:id',
    {
      config: { auth: admin, roles: handlers },
      schema: {
        tags,
        summary: "One PDF of all of a complaint's documents (id = iddenuncia), with a cover page",
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await consolidateComplaintDocuments(app, claimsOf(request), request.params.id)),
  );

  const docsTags = ['den_denuncia_docs'];

  app.get(
    '/denuncias/den_denuncia_docs/consolidado',
    {
      config: { auth: admin, roles: handlers },
      schema: {
        tags: docsTags,
        summary: "One PDF of all of a complaint's documents (query id = iddenuncia), with a cover page",
        querystring: consolidatedQuerySchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await consolidateComplaintDocuments(app, claimsOf(request), request.query.id)),
  );
};
