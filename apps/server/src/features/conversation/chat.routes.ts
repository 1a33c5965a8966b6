import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatListResponseSchema,
  chatMessageDraftResponseSchema,
  chatMessageResponseSchema,
  createChatMessageBodySchema,
  emptyChatMessage,
  updateChatMessageBodySchema,
} from '@atalaya/contract/complaints/chat.schemas';
import { idParamsSchema, listRequestSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { AppError } from '../../lib/errors.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { sourceLimit } from '../../plugins/source-limit.ts';
import { audited, type AuditTarget } from '../../domain/complaint/case-audit.service.ts';
import {
  emptyChatMessageOf,
  findChatPage,
  getChatMessage,
  postChatMessage,
  refuseChatMessageChange,
} from './chat.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/** A wrapped message whose text is missing or blank (checked before the schema, for the spec's message). */
const blankMessageSchema = z.object({
  den_chat_mensajes: z.object({ mensaje: z.string().regex(/^\s*$/).optional() }),
});

/** The complaint a chat list request names (its `guid` filter), for the audit row. */
function chatTarget(columns: readonly { name: string; data: unknown }[]): AuditTarget {
  const guid = columns.find((c) => c.name.toLowerCase() === 'guid')?.data;
  return typeof guid === 'string' ? { guid } : { desconocido: true };
}

/**
 * `den_chat_mensajes` (spec §2 chat panel, §6 chat roles, §7): the empty entity, one message, a
 * complaint's messages, send one; PUT and DELETE exist and are refused (a conversation with a
 * reporter is a record, docs/decisions/026). Administrators of the tenant reach every complaint,
 * a reporter only its own; administrators' calls are audited.
 */
export function registerChatRoutes(app: ZodApp): void {
  const tags = ['den_chat_mensajes'];
  const participants = ['Informante', 'Privado'] as const;

  app.get(
    '/den_chat_mensajes/',
    {
      config: { auth: participants, roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary:
          "Empty den_chat_mensajes: the reporter's own complaint guid ('' for administrators) and the caller's role",
        response: { 200: chatMessageDraftResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: emptyChatMessageOf(claimsOf(request)) }),
  );

  app.get(
    '/den_chat_mensajes/:id',
    {
      config: { auth: participants, roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: "One message (administrators: any of the tenant's; a reporter: its own complaint's)",
        params: idParamsSchema,
        response: { 200: chatMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const idmensaje = request.params.id;
      const data = await audited(
        app,
        claims,
        'leer_chat',
        { idmensaje },
        () => getChatMessage(app, claims, idmensaje),
        () => ({ detalle: `idmensaje=${idmensaje}` }),
      );
      return { success: true as const, data };
    },
  );

  app.put(
    '/den_chat_mensajes/',
    {
      config: { auth: participants, roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Refused: a message is part of the record (501 for a message the caller may read, else 404)',
        body: updateChatMessageBodySchema,
        response: errors,
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { idmensaje } = request.body.den_chat_mensajes;
      return audited(
        app,
        claims,
        'editar_mensaje',
        { idmensaje },
        () => refuseChatMessageChange(app, claims, idmensaje, 'edit'),
        () => ({}),
      );
    },
  );

  app.delete(
    '/den_chat_mensajes/:id',
    {
      config: { auth: participants, roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Refused: a message is part of the record (501 for a message the caller may read, else 404)',
        params: idParamsSchema,
        response: errors,
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const idmensaje = request.params.id;
      return audited(
        app,
        claims,
        'eliminar_mensaje',
        { idmensaje },
        () => refuseChatMessageChange(app, claims, idmensaje, 'delete'),
        () => ({}),
      );
    },
  );

  app.post(
    '/den_chat_mensajes/GetList',
    {
      config: { auth: ['Informante', 'Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: "A complaint's messages (filter guid required), oldest first",
        body: listRequestSchema,
        response: { 200: chatListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const page = await audited(
        app,
        claims,
        'leer_chat',
        chatTarget(request.body.columns),
        () => findChatPage(app, claims, request.body),
        (found) => ({ detalle: `mensajes=${found.data.length}` }),
      );
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.post(
    '/den_chat_mensajes/',
    {
      config: { auth: ['Informante', 'Privado'], roles: routeRoles.caseHandlers },
      preHandler: sourceLimit('chat'),
      schema: {
        tags,
        summary: 'Sends a message; the author role (idusuario) comes from the token',
        body: createChatMessageBodySchema,
        response: { 200: chatMessageResponseSchema, ...errors },
      },
      preValidation: async (request) => {
        if (blankMessageSchema.safeParse(request.body).success) {
          throw new AppError('VALIDATION_FAILED', emptyChatMessage, {
            errors: [{ path: 'body.den_chat_mensajes.mensaje', message: emptyChatMessage }],
          });
        }
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { guid, mensaje } = request.body.den_chat_mensajes;
      const data = await audited(
        app,
        claims,
        'enviar_mensaje',
        { guid },
        () => postChatMessage(app, claims, { guid, mensaje }),
        (message) => ({ detalle: `idmensaje=${message.idmensaje}` }),
      );
      return { success: true as const, data };
    },
  );
}
