import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintStatusSchema, complaintTypeSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintStatus, ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { findResourceList } from '@/lib/resources.ts';

/** `POST /api/denuncias/den_estados_denuncia/GetList`: the tenant's statuses, in their order. */
export async function findCaseStatuses(signal?: AbortSignal): Promise<ComplaintStatus[]> {
  const answer = await findResourceList(
    'den_estados_denuncia',
    { start: 0, length: -1, sort: 'orden', order: 'asc', columns: [] },
    complaintStatusSchema,
    signal,
  );
  return answer.data;
}

/** `POST /api/denuncias/den_tipos_denuncia/GetList`: every type of the tenant (inactive ones too: old complaints have them). */
export async function findCaseTypes(signal?: AbortSignal): Promise<ComplaintType[]> {
  const answer = await findResourceList(
    'den_tipos_denuncia',
    { start: 0, length: -1, sort: 'orden', order: 'asc', columns: [] },
    complaintTypeSchema,
    signal,
  );
  return answer.data;
}

export function getCaseStatusesQueryOptions() {
  return queryOptions({ queryKey: ['case-list', 'statuses'], queryFn: ({ signal }) => findCaseStatuses(signal) });
}

export function getCaseTypesQueryOptions() {
  return queryOptions({ queryKey: ['case-list', 'types'], queryFn: ({ signal }) => findCaseTypes(signal) });
}

export function useCaseStatuses() {
  return useQuery(getCaseStatusesQueryOptions());
}

export function useCaseTypes() {
  return useQuery(getCaseTypesQueryOptions());
}
