import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxListResponseSchema, type OutboxMail } from '@atalaya/contract/mail/mail.schemas';
import { apiRequest } from '@/lib/api-client.ts';

export type OutboxPage = { total: number; data: OutboxMail[] };
export type OutboxQuery = { page: number; pageSize: number; estado: OutboxMail['estado'] | '' };

/** `POST /api/denuncias/mail_outbox/GetList`: the tenant's mails, newest first. */
export async function findOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxPage> {
  const answer = await apiRequest('/api/denuncias/mail_outbox/GetList', {
    method: 'POST',
    body: {
      start: query.page * query.pageSize,
      length: query.pageSize,
      columns: query.estado ? [{ name: 'estado', data: query.estado }] : [],
    },
    schema: outboxListResponseSchema,
    signal,
  });
  return { total: answer.total, data: answer.data };
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: ['mail', 'outbox', query] as const,
    queryFn: ({ signal }) => findOutbox(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
