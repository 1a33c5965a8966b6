import { queryOptions, useQuery } from '@tanstack/react-query';
import { reporterComplaintResponseSchema } from '@atalaya/contract/complaints/complaint.schemas';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import { limits } from '@atalaya/contract/limits';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/denuncias/den_denuncias/informante`: the complaint the reporter's token is bound to. */
export async function getReporterComplaint(signal?: AbortSignal): Promise<ReporterComplaint> {
  const answer = await apiRequest('/api/denuncias/den_denuncias/informante', {
    schema: reporterComplaintResponseSchema,
    signal,
  });
  return answer.data;
}

/** Keyed by session, so another reporter's session never reads this one's cache. */
export function getReporterComplaintQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['reporter', sessionId, 'complaint'],
    queryFn: ({ signal }) => getReporterComplaint(signal),
    staleTime: 0,
  });
}

/** Refreshed with the chat (20 s), so a status change (e.g. resolved) shows without reloading. */
export function useReporterComplaint(sessionId: string) {
  return useQuery({ ...getReporterComplaintQueryOptions(sessionId), refetchInterval: limits.chatRefreshMs });
}
