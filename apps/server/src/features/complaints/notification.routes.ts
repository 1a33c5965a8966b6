import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entityResponseSchema,
  idParamsSchema,
  listRequestSchema,
  listResponseSchema,
  successResponseSchema,
} from '@atalaya/contract/common/list.schemas';
import {
  emptyNotification,
  notificationBodySchema,
  notificationDraftSchema,
  notificationSchema,
} from '@atalaya/contract/complaints/notification.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf } from '../../plugins/auth.ts';
import {
  createNotification,
  findNotificationPage,
  getNotification,
  removeNotification,
  replaceNotification,
} from './notification.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * `den_denuncia_notificaciones` (spec §2 notifications table and dialog): reporters and
 * administrators read; administrators write, never on a resolved complaint.
 */
export function registerNotificationRoutes(app: ZodApp): void {
  const tags = ['den_denuncia_notificaciones'];
  const base = '/den_denuncia_notificaciones';
  const entityResponse = entityResponseSchema(notificationSchema);

  app.get(
    `${base}/`,
    {
      config: { auth: ['Privado'] },
      schema: {
        tags,
        summary: 'Empty notification with its defaults',
        response: { 200: entityResponseSchema(notificationDraftSchema), ...errors },
      },
    },
    async () => ({ success: true as const, data: emptyNotification }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { auth: ['Informante', 'Privado'] },
      schema: {
        tags,
        summary: 'One notification',
        params: idParamsSchema,
        response: { 200: entityResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getNotification(app, claimsOf(request), request.params.id),
    }),
  );

  app.post(
    `${base}/GetList`,
    {
      config: { auth: ['Informante', 'Privado'] },
      schema: {
        tags,
        summary: 'A page of notifications (filter iddenuncia)',
        body: listRequestSchema,
        response: { 200: listResponseSchema(notificationSchema), ...errors },
      },
    },
    async (request) => {
      const page = await findNotificationPage(app, claimsOf(request), request.body);
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.post(
    `${base}/`,
    {
      config: { auth: ['Privado'] },
      schema: {
        tags,
        summary: 'Creates a notification',
        body: notificationBodySchema,
        response: { 200: entityResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createNotification(app, claimsOf(request), request.body.den_denuncia_notificaciones),
    }),
  );

  app.put(
    `${base}/`,
    {
      config: { auth: ['Privado'] },
      schema: {
        tags,
        summary: 'Updates a notification',
        body: notificationBodySchema,
        response: { 200: entityResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await replaceNotification(app, claimsOf(request), request.body.den_denuncia_notificaciones),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { auth: ['Privado'] },
      schema: {
        tags,
        summary: 'Deletes a notification',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeNotification(app, claimsOf(request), request.params.id);
      return { success: true as const };
    },
  );
}
