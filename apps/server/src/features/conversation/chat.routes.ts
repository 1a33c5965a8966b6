import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatListResponseSchema,
  chatMessageResponseSchema,
  createChatMessageBodySchema,
  emptyChatMessage,
} from '@atalaya/contract/complaints/chat.schemas';
import { listRequestSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { AppError } from '../../lib/errors.ts';
import { claimsOf } from '../../plugins/auth.ts';
import { sourceLimit } from '../../plugins/source-limit.ts';
import { audited, type AuditTarget } from '../../domain/complaint/case-audit.service.ts';
import { findChatPage, postChatMessage } from './chat.service.ts';

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

/** `den_chat_mensajes` (spec §2 chat panel, §6 chat roles): list one complaint's messages, send one. */
export function registerChatRoutes(app: ZodApp): void {
  const tags = ['den_chat_mensajes'];

  app.post(
    '/den_chat_mensajes/GetList',
    {
      config: { auth: ['Informante', 'Privado'] },
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
      config: { auth: ['Informante', 'Privado'] },
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
