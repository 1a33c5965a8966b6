import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintListRequest } from '@atalaya/contract/complaints/complaint-resources';
import { complaintDocListResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import { limits } from '@atalaya/contract/limits';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/denuncias/den_denuncia_docs/GetList` filtered by iddenuncia. */
export async function findComplaintDocs(iddenuncia: number, signal?: AbortSignal): Promise<ComplaintDoc[]> {
  const answer = await apiRequest('/api/denuncias/den_denuncia_docs/GetList', {
    method: 'POST',
    body: complaintListRequest('iddenuncia', iddenuncia, 'fec_alta'),
    schema: complaintDocListResponseSchema,
    signal,
  });
  return answer.data;
}

export function complaintDocsQueryKey(iddenuncia: number) {
  return ['reporter', 'docs', iddenuncia] as const;
}

export function getComplaintDocsQueryOptions(iddenuncia: number) {
  return queryOptions({
    queryKey: complaintDocsQueryKey(iddenuncia),
    queryFn: ({ signal }) => findComplaintDocs(iddenuncia, signal),
    staleTime: 0,
  });
}

export function useComplaintDocs(iddenuncia: number | undefined) {
  return useQuery({
    ...getComplaintDocsQueryOptions(iddenuncia ?? 0),
    enabled: iddenuncia !== undefined,
    refetchInterval: limits.chatRefreshMs,
  });
}
