import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatMessageResponseSchema } from '@atalaya/contract/complaints/chat.schemas';
import type { ChatMessage, CreateChatMessageBody } from '@atalaya/contract/complaints/chat.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { chatMessagesQueryKey } from './get-chat-messages.ts';

/**
 * `POST /api/denuncias/den_chat_mensajes/`: sends a message on a complaint; the server sets the
 * author's role from the token. 501 once the complaint is resolved.
 */
export async function sendChatMessage(guid: string, mensaje: string): Promise<ChatMessage> {
  const body: CreateChatMessageBody = { den_chat_mensajes: { guid, mensaje } };
  const answer = await apiRequest('/api/denuncias/den_chat_mensajes/', {
    method: 'POST',
    body,
    schema: chatMessageResponseSchema,
  });
  return answer.data;
}

/** Sends a message and adds it to the cached list at once (the next refresh confirms it). */
export function useSendChatMessage(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensaje: string) => sendChatMessage(guid, mensaje),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesQueryKey(guid), (current = []) =>
        current.some((known) => known.idmensaje === message.idmensaje) ? current : [...current, message],
      );
    },
  });
}
