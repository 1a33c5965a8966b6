import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerComplaintDocumentRoutes } from './complaint-document.routes.ts';
import { registerDocumentRoutes } from './document.routes.ts';
import { registerHandlerDocumentRoutes } from './handler-document.routes.ts';
import { scheduleOrphanSweep } from './orphan-sweep.job.ts';
import { registerUploadRoutes } from './upload.routes.ts';

/**
 * Documents (spec §7 "Documents") and the complaint documents list, registered under `/api`:
 * uploads (upload.routes.ts), one document's metadata, file and deletion (document.routes.ts),
 * the handler's own documents of a case (handler-document.routes.ts) and a complaint's documents
 * (complaint-document.routes.ts). Every administrator action is audited. Also runs the hourly
 * sweep of uploads never attached to a complaint. Stamped and certified copies, the consolidated
 * PDF and their public verification are the certified-copies feature.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes parse multipart bodies; every limit is set again per request.
  await app.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 0, parts: 1 } });
  scheduleOrphanSweep(app);
  registerUploadRoutes(app);
  registerDocumentRoutes(app);
  registerHandlerDocumentRoutes(app);
  registerComplaintDocumentRoutes(app);
};
