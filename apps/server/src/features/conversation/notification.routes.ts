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
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { audited, auditedCase } from '../../domain/complaint/case-audit.service.ts';
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
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
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
      config: { auth: ['Informante', 'Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'One notification',
        params: idParamsSchema,
        response: { 200: entityResponse, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { id } = request.params;
      const data = await audited(
        app,
        claims,
        'leer_notificaciones',
        { idnotificacion: id },
        () => getNotification(app, claims, id),
        (found) => ({ iddenuncia: found.iddenuncia, detalle: `idnotificacion=${found.idnotificacion}` }),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${base}/GetList`,
    {
      config: { auth: ['Informante', 'Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'A page of notifications (filter iddenuncia)',
        body: listRequestSchema,
        response: { 200: listResponseSchema(notificationSchema), ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const filter = request.body.columns.find((c) => c.name.toLowerCase() === 'iddenuncia')?.data;
      const iddenuncia = typeof filter === 'number' && Number.isInteger(filter) ? filter : undefined;
      const page = await audited(
        app,
        claims,
        'leer_notificaciones',
        iddenuncia === undefined ? { todas: true } : { iddenuncia },
        () => findNotificationPage(app, claims, request.body),
        (found) =>
          iddenuncia === undefined
            ? { iddenuncia: null, detalle: `todas notificaciones=${found.data.length}` }
            : { detalle: `iddenuncia=${iddenuncia} notificaciones=${found.data.length}` },
      );
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.post(
    `${base}/`,
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Creates a notification',
        body: notificationBodySchema,
        response: { 200: entityResponse, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const input = request.body.den_denuncia_notificaciones;
      const data = await auditedCase(
        app,
        claims,
        'crear_notificacion',
        input.iddenuncia,
        () => createNotification(app, claims, input),
        (created) => `idnotificacion=${created.idnotificacion}`,
      );
      return { success: true as const, data };
    },
  );

  app.put(
    `${base}/`,
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Updates a notification',
        body: notificationBodySchema,
        response: { 200: entityResponse, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const input = request.body.den_denuncia_notificaciones;
      const data = await audited(
        app,
        claims,
        'editar_notificacion',
        input.idnotificacion === undefined
          ? { iddenuncia: input.iddenuncia }
          : { idnotificacion: input.idnotificacion },
        () => replaceNotification(app, claims, input),
        (updated) => ({ iddenuncia: updated.iddenuncia, detalle: `idnotificacion=${updated.idnotificacion}` }),
      );
      return { success: true as const, data };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Deletes a notification',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { id } = request.params;
      await audited(
        app,
        claims,
        'eliminar_notificacion',
        { idnotificacion: id },
        () => removeNotification(app, claims, id),
        (iddenuncia) => ({ iddenuncia, detalle: `idnotificacion=${id}` }),
      );
      return { success: true as const };
    },
  );
}
