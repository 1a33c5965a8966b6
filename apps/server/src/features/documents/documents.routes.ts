import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, listRequestSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import {
  compulseQuerySchema,
  consolidatedQuerySchema,
  copyQuerySchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import {
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
  documentResponseSchema,
  linkDocumentBodySchema,
  postUploadQuerySchema,
  postUploadResponseSchema,
  updateDocumentBodySchema,
} from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { attachmentDisposition } from '../../lib/file-inspection.ts';
import { claimsOf } from '../../plugins/auth.ts';
import { consolidateComplaintDocuments } from './documents.consolidate.ts';
import { compulseDocument, copyDocument } from './documents.copies.ts';
import { linkDocument, replaceDocument, updateDocument } from './documents.manage.ts';
import { readSingleFile } from './documents.multipart.ts';
import {
  deleteDocument,
  downloadDocument,
  findComplaintDocPage,
  getComplaintDoc,
  getDocument,
} from './documents.service.ts';
import { sweepOrphanDocuments } from './documents.sweep.ts';
import { UploadQuotaError, uploadDocument } from './documents.upload.ts';
import { verificationRoutes } from './documents.verification.ts';

const sweepEveryMs = 60 * 60 * 1000;
const firstSweepAfterMs = 60 * 1000;
const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };
const admin = ['Privado'] as const;

/** A generated PDF as an attachment, never cached, never sniffed; a stamped copy names its code. */
function sendPdf(reply: FastifyReply, file: { bytes: Buffer; fileName: string; codigo?: string | null }) {
  if (file.codigo) {
    reply.header('x-codigo-verificacion', file.codigo);
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

/**
 * Documents (spec §7 "Documents") and the complaint documents list, registered under `/api`:
 * `POST /gdoc/documento/postupload`, `POST /gdoc/documento/` (link), `PUT /gdoc/documento/`
 * (description), `GET /gdoc/documento/:id`, `GET /gdoc/documento/:id/download`,
 * `PUT /gdoc/documento/:id/upload`, `GET /gdoc/documento/:id/copy`, `GET /gdoc/documento/:id/compulse`,
 * `GET /gdoc/documento/consolidado/:id`, `DELETE /gdoc/documento/:id`,
 * `POST /denuncias/den_denuncia_docs/GetList`, `GET /denuncias/den_denuncia_docs/consolidado`,
 * `GET /denuncias/den_denuncia_docs/:id`; and the public verification of copies
 * (`/publico/verificacion/:codigo`, documents.verification.ts). Every administrator action is
 * audited. Also runs the hourly sweep of uploads never attached to a complaint.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes parse multipart bodies; every limit is set again per request.
  await app.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 0, parts: 1 } });
  await app.register(verificationRoutes);

  let sweeping = false;
  async function sweep(): Promise<void> {
    if (sweeping) {
      return;
    }
    sweeping = true;
    try {
      const deleted = await sweepOrphanDocuments({ db: app.db, blobStore: app.blobStore, log: app.log });
      if (deleted > 0) {
        app.log.info({ deleted }, 'orphan uploads deleted');
      }
    } catch (error) {
      app.log.error({ err: error }, 'orphan upload sweep failed');
    } finally {
      sweeping = false;
    }
  }
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(() => void sweep(), firstSweepAfterMs).unref());
    timers.push(setInterval(() => void sweep(), sweepEveryMs).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) {
      clearTimeout(timer);
    }
  });

  // busboy logs its options (the request headers, bearer token included) at trace level: never here.
  const uploadLogLevel = app.config.logLevel === 'trace' ? 'debug' : app.config.logLevel;
  const tags = ['gdoc'];

  app.post(
    '/gdoc/documento/postupload',
    {
      config: { auth: 'any' },
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

  app.get(
    '/gdoc/documento/:id',
    {
      config: { auth: 'any' },
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
      config: { auth: 'any' },
      // No response schema: the body is the file itself (errors still answer errorResponseSchema).
      schema: { tags, summary: 'The file, decrypted, as an attachment', params: idParamsSchema },
    },
    async (request, reply) => {
      const file = await downloadDocument(app, claimsOf(request), request.params.id);
      return reply
        .header('content-type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    },
  );

  app.delete(
    '/gdoc/documento/:id',
    {
      config: { auth: 'any' },
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

  app.post(
    '/gdoc/documento/',
    {
      config: { auth: admin },
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
      config: { auth: admin },
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
      config: { auth: admin },
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

  app.get(
    '/gdoc/documento/:id/copy',
    {
      config: { auth: admin },
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
      return sendPdf(reply, await copyDocument(app, claimsOf(request), request.params.id, query));
    },
  );

  app.get(
    '/gdoc/documento/:id/compulse',
    {
      config: { auth: admin },
      schema: {
        tags,
        summary: 'A certified copy (copia auténtica) as a PDF, stamped on every page and verifiable by its code',
        params: idParamsSchema,
        querystring: compulseQuerySchema,
      },
    },
    async (request, reply) => {
      const query = { forzar: request.query.forzar === 'true' };
      return sendPdf(reply, await compulseDocument(app, claimsOf(request), request.params.id, query));
    },
  );

  app.get(
    '/gdoc/documento/consolidado/:id',
    {
      config: { auth: admin },
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
      config: { auth: admin },
      schema: {
        tags: docsTags,
        summary: "One PDF of all of a complaint's documents (query id = iddenuncia), with a cover page",
        querystring: consolidatedQuerySchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await consolidateComplaintDocuments(app, claimsOf(request), request.query.id)),
  );

  app.post(
    '/denuncias/den_denuncia_docs/GetList',
    {
      config: { auth: ['Privado', 'Informante'] },
      schema: {
        tags: docsTags,
        summary: "A page of a complaint's documents (administrators filter by iddenuncia)",
        body: listRequestSchema,
        response: { 200: complaintDocListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await findComplaintDocPage(app, claimsOf(request), request.body);
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.get(
    '/denuncias/den_denuncia_docs/:id',
    {
      config: { auth: ['Privado', 'Informante'] },
      schema: {
        tags: docsTags,
        summary: 'One complaint document',
        params: idParamsSchema,
        response: { 200: complaintDocResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getComplaintDoc(app, claimsOf(request), request.params.id),
    }),
  );
};
