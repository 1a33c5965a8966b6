import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseDetailResponseSchema } from '@atalaya/contract/complaints/case-detail.schemas';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import { complaintStatusSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintStatus } from '@atalaya/contract/complaints/complaint-type.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { findAllByOrden } from '@/lib/resources.ts';
import { caseKeys } from './case-keys.ts';

/** `GET /api/denuncias/den_denuncias/{id}`: the case with what the reporter wrote and its deadlines. */
export async function getCaseDetail(iddenuncia: number, signal?: AbortSignal): Promise<CaseDetail> {
  const answer = await apiRequest(`/api/denuncias/den_denuncias/${iddenuncia}`, {
    schema: caseDetailResponseSchema,
    signal,
  });
  return answer.data;
}

export function getCaseDetailQueryOptions(iddenuncia: number) {
  return queryOptions({
    queryKey: caseKeys.detail(iddenuncia),
    queryFn: ({ signal }) => getCaseDetail(iddenuncia, signal),
    staleTime: 0,
  });
}

export function useCaseDetail(iddenuncia: number) {
  return useQuery(getCaseDetailQueryOptions(iddenuncia));
}

/** `POST /api/denuncias/den_estados_denuncia/GetList`: the tenant's statuses, in their order. */
export async function findCaseStatuses(signal?: AbortSignal): Promise<ComplaintStatus[]> {
  return findAllByOrden('den_estados_denuncia', complaintStatusSchema, signal);
}

export function useCaseStatuses() {
  return useQuery({ queryKey: caseKeys.statuses(), queryFn: ({ signal }) => findCaseStatuses(signal) });
}
