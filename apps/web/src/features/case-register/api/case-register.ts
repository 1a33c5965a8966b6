import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseActionListResponseSchema,
  caseActionResponseSchema,
  caseActionsPath,
  caseRegisterExportPath,
  caseRegisterPath,
  caseRegisterResponseSchema,
  type CaseAction,
  type CaseActionBody,
  type CaseRegisterResponse,
  type CaseRegisterState,
} from '@atalaya/contract/complaints/case-register.schemas';
import { apiDownload, apiRequest, type DownloadedFile } from '@/lib/api-client.ts';

function actionsPath(iddenuncia: number): string {
  return caseActionsPath.replace('{id}', `${iddenuncia}`);
}

export function caseActionsQueryKey(iddenuncia: number) {
  return ['admin', 'case-actions', iddenuncia] as const;
}

/** `GET …/{id}/actuaciones`: the case's actions and measures, in the order they happened. */
export async function getCaseActions(iddenuncia: number, signal?: AbortSignal): Promise<CaseAction[]> {
  return (await apiRequest(actionsPath(iddenuncia), { schema: caseActionListResponseSchema, signal })).data;
}

export function useCaseActionLog(iddenuncia: number) {
  return useQuery({
    queryKey: caseActionsQueryKey(iddenuncia),
    queryFn: ({ signal }) => getCaseActions(iddenuncia, signal),
  });
}

/** `POST …/{id}/actuaciones`: one more action or measure; the log is read again afterwards. */
export function useAddCaseAction(iddenuncia: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CaseActionBody) =>
      (await apiRequest(actionsPath(iddenuncia), { method: 'POST', body, schema: caseActionResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseActionsQueryKey(iddenuncia) }),
  });
}

export type RegisterFilter = { anio: number; estado: CaseRegisterState };

function registerQuery(filter: RegisterFilter): string {
  return new URLSearchParams({ anio: `${filter.anio}`, estado: filter.estado }).toString();
}

/** `GET /api/admin/libro-registro`: the register of a year (the server records each view). */
export function useCaseRegister(filter: RegisterFilter) {
  return useQuery({
    queryKey: ['admin', 'case-register', filter.anio, filter.estado] as const,
    queryFn: async ({ signal }): Promise<CaseRegisterResponse['data']> =>
      (await apiRequest(`${caseRegisterPath}?${registerQuery(filter)}`, { schema: caseRegisterResponseSchema, signal }))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/libro-registro/exportacion`: the same rows as an Excel or PDF file. */
export async function downloadCaseRegister(filter: RegisterFilter, formato: 'xlsx' | 'pdf'): Promise<DownloadedFile> {
  return apiDownload(`${caseRegisterExportPath}?${registerQuery(filter)}&formato=${formato}`);
}
