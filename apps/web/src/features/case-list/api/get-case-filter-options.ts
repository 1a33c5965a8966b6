import { queryOptions, useQuery } from '@tanstack/react-query';
import { complaintStatusSchema, complaintTypeSchema } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { ComplaintStatus, ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { findAllByOrden } from '@/lib/resources.ts';

/** `POST /api/denuncias/den_estados_denuncia/GetList`: the tenant's statuses, in their order. */
export async function findCaseStatuses(signal?: AbortSignal): Promise<ComplaintStatus[]> {
  return findAllByOrden('den_estados_denuncia', complaintStatusSchema, signal);
}

/** `POST /api/denuncias/den_tipos_denuncia/GetList`: every type of the tenant (inactive ones too: old complaints have them). */
export async function findCaseTypes(signal?: AbortSignal): Promise<ComplaintType[]> {
  return findAllByOrden('den_tipos_denuncia', complaintTypeSchema, signal);
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
