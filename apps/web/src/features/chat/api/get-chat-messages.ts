import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatListResponseSchema } from '@atalaya/contract/complaints/chat.schemas';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import { complaintListRequest } from '@atalaya/contract/complaints/complaint-resources';
import { limits } from '@atalaya/contract/limits';
import { apiRequest } from '@/lib/api-client.ts';
import { backoffInterval } from '@/lib/poll-interval.ts';
import { useSignedIn } from '@/lib/tokens.ts';

const chatInterval = backoffInterval(limits.chatRefreshMs);

/** `POST /api/denuncias/den_chat_mensajes/GetList`: every message of a complaint, oldest first (spec §7). */
export async function findChatMessages(guid: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const answer = await apiRequest('/api/denuncias/den_chat_mensajes/GetList', {
    method: 'POST',
    body: complaintListRequest('guid', guid, 'fec_mensaje'),
    schema: chatListResponseSchema,
    signal,
  });
  return answer.data;
}

export function chatMessagesQueryKey(guid: string) {
  return ['chat', guid] as const;
}

export function getChatMessagesQueryOptions(guid: string) {
  return queryOptions({
    queryKey: chatMessagesQueryKey(guid),
    queryFn: ({ signal }) => findChatMessages(guid, signal),
    staleTime: 0,
  });
}

/**
 * A complaint's messages, refreshed every 20 s (spec §2, §9) while the page is visible; after
 * failures less and less often (up to every 5 min) until one succeeds; never while signed out.
 */
export function useChatMessages(guid: string | undefined) {
  const signedIn = useSignedIn();
  const enabled = signedIn && guid !== undefined && guid !== '';
  return useQuery({
    ...getChatMessagesQueryOptions(guid ?? ''),
    enabled,
    refetchInterval: enabled ? chatInterval : false,
  });
}
