import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addInformationBodySchema,
  addInformationResponseSchema,
  fileComplaintBodySchema,
  fileComplaintResponseSchema,
  reporterComplaintResponseSchema,
} from '@atalaya/contract/complaints/complaint.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf } from '../../plugins/auth.ts';
import { registerAuditTrailRoutes } from './audit-trail.routes.ts';
import { registerCaseDetailRoutes } from './case-detail.routes.ts';
import { registerCaseListRoutes } from './case-list.routes.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';
import { fileComplaint } from './complaint-filing.service.ts';
import { registerInternalNoteRoutes } from './internal-note.routes.ts';
import { registerNotificationRoutes } from './notification.routes.ts';
import { addInformation, getReporterComplaint } from './reporter.service.ts';

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * The reporter's journey under `/api/denuncias`: filing (`den_denuncias`), the reporter's view of
 * its complaint, adding information later, the chat (`den_chat_mensajes`) and the notifications
 * (`den_denuncia_notificaciones`); the administrator's complaint list (`den_denuncias/GetList`,
 * case-list.routes.ts) and case handling (case-detail.routes.ts: detail, status, resolution,
 * extension; internal-note.routes.ts; audit-trail.routes.ts). Receipt sign-in lives in receipt-login.routes.ts.
 */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['den_denuncias'];

  app.post(
    '/den_denuncias/',
    {
      config: { auth: ['Publico', 'Ciudadano'] },
      schema: {
        tags,
        summary: 'Files a complaint; answers its guid and, once, its receipt code',
        body: fileComplaintBodySchema,
        response: { 200: fileComplaintResponseSchema, ...errors },
      },
    },
    async (request) => fileComplaint(app, claimsOf(request), request.body.den_denuncias),
  );

  app.get(
    '/den_denuncias/informante',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: "The reporter's own complaint (the one its token is bound to)",
        response: { 200: reporterComplaintResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getReporterComplaint(app, claimsOf(request)) }),
  );

  app.post(
    '/den_denuncias/ampliar',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: 'The reporter adds information (a chat message) and documents to its complaint',
        body: addInformationBodySchema,
        response: { 200: addInformationResponseSchema, ...errors },
      },
    },
    async (request) => addInformation(app, claimsOf(request), request.body),
  );

  registerCaseListRoutes(app);
  registerCaseDetailRoutes(app);
  registerInternalNoteRoutes(app);
  registerAuditTrailRoutes(app);
  registerDashboardRoutes(app);
  registerChatRoutes(app);
  registerNotificationRoutes(app);
};
