import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditListResponseSchema } from '@atalaya/contract/complaints/case-detail.schemas';
import type { AuditListResponse } from '@atalaya/contract/complaints/case-detail.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { caseKeys } from './case-keys.ts';

/** `POST /api/denuncias/den_auditoria/GetList` with the `iddenuncia` filter: one page, newest first. */
export async function findAuditPage(
  iddenuncia: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  return apiRequest('/api/denuncias/den_auditoria/GetList', {
    method: 'POST',
    body: {
      start: page * pageSize,
      length: pageSize,
      gettotal: true,
      columns: [{ name: 'iddenuncia', data: iddenuncia }],
    },
    schema: auditListResponseSchema,
    signal,
  });
}

export function useAuditPage(iddenuncia: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: caseKeys.audit(iddenuncia, page, pageSize),
    queryFn: ({ signal }) => findAuditPage(iddenuncia, page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
