import { z } from 'zod';

/** Chat message (den_chat_mensajes): idusuario 0 = administrador, 1 = informante (spec §3, §6). */
export const chatRoles = { administrador: 0, informante: 1 } as const;
export const chatMessageSchema = z.object({
  idmensaje: z.int32(),
  guid: z.string(),
  mensaje: z.string(),
  idusuario: z.union([z.literal(0), z.literal(1)]),
  fec_mensaje: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessageMax = 5000;
export const emptyChatMessage = 'No ha escrito en mensaje que desea enviar';

/** Body entity of `POST /api/denuncias/den_chat_mensajes/`. idusuario is set by the server from the token. */
export const chatMessageInputSchema = z
  .object({
    guid: z.string().min(1).max(64),
    mensaje: z
      .string({ error: emptyChatMessage })
      .trim()
      .min(1, emptyChatMessage)
      .max(chatMessageMax, `Máximo ${chatMessageMax} caracteres`),
    idusuario: z.int32().optional(),
  })
  .strict();

/** `POST /api/denuncias/den_chat_mensajes/` body: the message wrapped under the resource name. */
export const createChatMessageBodySchema = z.object({ den_chat_mensajes: chatMessageInputSchema }).strict();
export type CreateChatMessageBody = z.infer<typeof createChatMessageBodySchema>;
export const chatMessageResponseSchema = z.object({ success: z.literal(true), data: chatMessageSchema });
/** `POST /api/denuncias/den_chat_mensajes/GetList` answer (filter `guid` required, oldest first). */
export const chatListResponseSchema = z.object({
  success: z.literal(true),
  total: z.int32(),
  data: z.array(chatMessageSchema),
});

/**
 * `GET /api/denuncias/den_chat_mensajes/`: a new message not yet sent (spec §7 "initial empty
 * entity"): the caller's own complaint for a reporter ('' for an administrator), no text, and the
 * chat role the server will set from the token.
 */
export const chatMessageDraftSchema = chatMessageSchema.pick({ guid: true, mensaje: true, idusuario: true });
export type ChatMessageDraft = z.infer<typeof chatMessageDraftSchema>;
export const chatMessageDraftResponseSchema = z.object({ success: z.literal(true), data: chatMessageDraftSchema });

/**
 * `PUT /api/denuncias/den_chat_mensajes/` body: the message (wrapped, as every resource) named by
 * `idmensaje`; the other fields are those a client read and may send back. A conversation with a
 * reporter is a record: the call exists and is always refused (501) for a message the caller may
 * read, 404 for any other (docs/decisions/026).
 */
export const updateChatMessageBodySchema = z
  .object({
    den_chat_mensajes: z
      .object({
        idmensaje: z.int32().positive(),
        guid: z.string().max(64).optional(),
        mensaje: z.string().max(chatMessageMax).optional(),
        idusuario: z.int32().optional(),
        fec_mensaje: z.string().max(40).optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateChatMessageBody = z.infer<typeof updateChatMessageBodySchema>;
