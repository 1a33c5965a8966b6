import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, listRequestSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import {
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
  documentResponseSchema,
  postUploadQuerySchema,
  postUploadResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { attachmentDisposition } from '../../lib/file-inspection.ts';
import { claimsOf } from '../../plugins/auth.ts';
import { readSingleFile } from './documents.multipart.ts';
import {
  deleteDocument,
  downloadDocument,
  findComplaintDocPage,
  getComplaintDoc,
  getDocument,
} from './documents.service.ts';
import { sweepOrphanDocuments } from './documents.sweep.ts';
import { prepareUpload, storeUpload, UploadQuotaError } from './documents.upload.ts';

const sweepEveryMs = 60 * 60 * 1000;
const firstSweepAfterMs = 60 * 1000;
const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * Documents (spec §7 "Documents") and the complaint documents list:
 * `POST /gdoc/documento/postupload`, `GET /gdoc/documento/:id`, `GET /gdoc/documento/:id/download`,
 * `DELETE /gdoc/documento/:id`, `POST /denuncias/den_denuncia_docs/GetList`,
 * `GET /denuncias/den_denuncia_docs/:id`. Registered under `/api`. Also runs the hourly sweep of
 * uploads never attached to a complaint. Copy, compulse, PUT upload and consolidado come later.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes parse multipart bodies; every limit is set again per request.
  await app.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 0, parts: 1 } });

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
        const plan = await prepareUpload(app, claims, request.query);
        const file = await readSingleFile(request, plan.limits.maxFileBytes);
        const data = await storeUpload(app, claims, plan, file);
        return { success: true as const, iddocumento: data.iddocumento, data };
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

  const docsTags = ['den_denuncia_docs'];

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
