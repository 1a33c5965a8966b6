import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { caseListResponseSchema } from '@atalaya/contract/complaints/case-list.schemas';
import type { CaseListRequestInput, CaseListResponse } from '@atalaya/contract/complaints/case-list.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /api/denuncias/den_denuncias/GetList` (administrator): one page of the tenant's complaints.
 * `forExport` marks the pages read to build the Excel file (the trail records an export).
 */
export async function findCaseList(
  request: CaseListRequestInput,
  signal?: AbortSignal,
  forExport = false,
): Promise<CaseListResponse> {
  return apiRequest('/api/denuncias/den_denuncias/GetList', {
    method: 'POST',
    body: request,
    schema: caseListResponseSchema,
    signal,
    export: forExport,
  });
}

/** The key every page of the list is cached under: invalidating it reads the shown page again. */
export const caseListPagesKey = ['case-list', 'page'] as const;

export function caseListQueryKey(request: CaseListRequestInput) {
  return [...caseListPagesKey, request] as const;
}

/**
 * The page the URL names. The previous page stays on screen while the next one loads, and
 * nothing is asked while `enabled` is false (e.g. a date field is wrong).
 */
export function useCaseList(request: CaseListRequestInput, enabled: boolean) {
  return useQuery({
    queryKey: caseListQueryKey(request),
    queryFn: ({ signal }) => findCaseList(request, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
