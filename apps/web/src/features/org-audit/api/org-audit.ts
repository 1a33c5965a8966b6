import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  orgAuditListResponseSchema,
  orgAuditVerificationResponseSchema,
  type OrgAuditFiltersInput,
  type OrgAuditListResponse,
  type OrgAuditVerification,
} from '@atalaya/contract/people/org-audit.schemas';
import { apiDownload, apiRequest, type DownloadedFile } from '@/lib/api-client.ts';

const base = '/api/admin/auditoria';

export type OrgAuditPage = { start: number; length: number; filtros: OrgAuditFiltersInput };

/** `POST GetList`: a page of the tenant's trail, newest first. */
export async function findOrgAudit(page: OrgAuditPage, signal?: AbortSignal): Promise<OrgAuditListResponse> {
  return apiRequest(`${base}/GetList`, { method: 'POST', body: page, schema: orgAuditListResponseSchema, signal });
}

export function useOrgAudit(page: OrgAuditPage) {
  return useQuery({
    queryKey: ['admin', 'org-audit', page],
    queryFn: ({ signal }) => findOrgAudit(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET verificacion`: the chain recomputed on the server (never cached: each look re-checks). */
export function useOrgAuditVerification() {
  return useQuery({
    queryKey: ['admin', 'org-audit', 'verification'],
    queryFn: async ({ signal }): Promise<OrgAuditVerification> =>
      (await apiRequest(`${base}/verificacion`, { schema: orgAuditVerificationResponseSchema, signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The filters as the export's query string (`accion` comma-separated; empty values left out). */
export function exportQuery(filtros: OrgAuditFiltersInput): string {
  const query = new URLSearchParams();
  if (filtros.accion && filtros.accion.length > 0) {
    query.set('accion', filtros.accion.join(','));
  }
  for (const key of ['usuario', 'desde', 'hasta', 'alcance'] as const) {
    const value = filtros[key];
    if (value) {
      query.set(key, value);
    }
  }
  if (filtros.alcance === 'caso' && filtros.iddenuncia !== undefined) {
    query.set('iddenuncia', String(filtros.iddenuncia));
  }
  return query.toString();
}

/** `GET exportacion`: the filtered trail as an .xlsx file. */
export async function downloadOrgAudit(filtros: OrgAuditFiltersInput): Promise<DownloadedFile> {
  const query = exportQuery(filtros);
  return apiDownload(`${base}/exportacion${query ? `?${query}` : ''}`);
}
