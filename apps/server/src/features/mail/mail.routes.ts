import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, listRequestSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  mailPreviewBodySchema,
  mailPreviewResponseSchema,
  mailTemplateBodySchema,
  mailTemplateListResponseSchema,
  mailTemplateResponseSchema,
  mailTestBodySchema,
  mailTestResponseSchema,
  outboxListResponseSchema,
} from '@atalaya/contract/mail/mail.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { scheduleMailDispatch } from './mail-dispatch.job.ts';
import {
  getMailTemplate,
  listMailTemplates,
  listOutboxMails,
  previewMail,
  saveMailTemplate,
  sendTestMail,
} from './mail.service.ts';

const errors = { '4xx': errorResponseSchema };
const admin = { auth: ['Privado'] as const };

/**
 * "Mensajes de correo" (administrators): templates per event and language, preview, test send and
 * the outbox. Templates are created from the defaults on first read; they are edited, not added.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleMailDispatch(app);

  app.post(
    '/mail_plantillas/GetList',
    {
      config: { auth: [...admin.auth], roles: routeRoles.responsable },
      schema: { tags: ['mail'], body: listRequestSchema, response: { 200: mailTemplateListResponseSchema, ...errors } },
    },
    async (request) => listMailTemplates(app, claimsOf(request), request.body),
  );
  app.get(
    '/mail_plantillas/:id',
    {
      config: { auth: [...admin.auth], roles: routeRoles.responsable },
      schema: { tags: ['mail'], params: idParamsSchema, response: { 200: mailTemplateResponseSchema, ...errors } },
    },
    async (request) => getMailTemplate(app, claimsOf(request), request.params.id),
  );
  app.put(
    '/mail_plantillas/',
    {
      config: { auth: [...admin.auth], roles: routeRoles.responsable },
      schema: {
        tags: ['mail'],
        body: mailTemplateBodySchema,
        response: { 200: mailTemplateResponseSchema, ...errors },
      },
    },
    async (request) => saveMailTemplate(app, claimsOf(request), request.body.mail_plantillas),
  );
  app.post(
    '/mail_plantillas/preview',
    {
      config: { auth: [...admin.auth], roles: routeRoles.responsable },
      schema: { tags: ['mail'], body: mailPreviewBodySchema, response: { 200: mailPreviewResponseSchema, ...errors } },
    },
    async (request) => previewMail(app, claimsOf(request), request.body),
  );
  app.post(
    '/mail_plantillas/prueba',
    {
      config: { auth: [...admin.auth], roles: routeRoles.responsable },
      schema: { tags: ['mail'], body: mailTestBodySchema, response: { 200: mailTestResponseSchema, ...errors } },
    },
    async (request) => sendTestMail(app, claimsOf(request), request.body),
  );
  app.post(
    '/mail_outbox/GetList',
    {
      config: { auth: [...admin.auth], roles: routeRoles.responsable },
      schema: { tags: ['mail'], body: listRequestSchema, response: { 200: outboxListResponseSchema, ...errors } },
    },
    async (request) => listOutboxMails(app, claimsOf(request), request.body),
  );
};
