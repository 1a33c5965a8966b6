import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerChatRoutes } from './chat.routes.ts';
import { registerNotificationRoutes } from './notification.routes.ts';

/**
 * The conversation between a reporter and the handlers under `/api/denuncias`: the chat
 * (`den_chat_mensajes`) and the notifications (`den_denuncia_notificaciones`).
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerChatRoutes(app);
  registerNotificationRoutes(app);
};
