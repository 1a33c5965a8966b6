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
