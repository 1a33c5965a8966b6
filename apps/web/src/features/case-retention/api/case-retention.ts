import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseLegalHoldPath,
  casePurgePath,
  caseRetentionPath,
  caseRetentionResponseSchema,
  retentionSettingsPath,
  retentionSettingsResponseSchema,
  type CaseRetention,
  type ImmediatePurgeBody,
  type LegalHoldBody,
  type RetentionSettings,
} from '@atalaya/contract/complaints/case-retention.schemas';
import { apiRequest } from '@/lib/api-client.ts';

function casePath(template: string, iddenuncia: number): string {
  return template.replace('{id}', `${iddenuncia}`);
}

export const retentionSettingsQueryKey = ['admin', 'retention-settings'] as const;

export function caseRetentionQueryKey(iddenuncia: number) {
  return ['admin', 'case-retention', iddenuncia] as const;
}

/** `GET /api/admin/cliente/retencion`: the tenant's retention periods. */
export function useRetentionSettings() {
  return useQuery({
    queryKey: retentionSettingsQueryKey,
    queryFn: async ({ signal }): Promise<RetentionSettings> =>
      (await apiRequest(retentionSettingsPath, { schema: retentionSettingsResponseSchema, signal })).data,
  });
}

/** `PUT /api/admin/cliente/retencion`: the periods as stored are kept as the query's data. */
export function useSaveRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RetentionSettings) =>
      (await apiRequest(retentionSettingsPath, { method: 'PUT', body, schema: retentionSettingsResponseSchema })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(retentionSettingsQueryKey, data);
    },
  });
}

/** `GET …/{id}/retencion`: the case's retention state (purge date and cause, legal hold, register removal). */
export function useCaseRetention(iddenuncia: number, enabled = true) {
  return useQuery({
    queryKey: caseRetentionQueryKey(iddenuncia),
    queryFn: async ({ signal }): Promise<CaseRetention> =>
      (await apiRequest(casePath(caseRetentionPath, iddenuncia), { schema: caseRetentionResponseSchema, signal })).data,
    enabled,
  });
}

type RetentionChange =
  { kind: 'hold'; body: LegalHoldBody } | { kind: 'release' } | { kind: 'purge'; body: ImmediatePurgeBody };

function changeRetention(iddenuncia: number, change: RetentionChange) {
  const schema = caseRetentionResponseSchema;
  switch (change.kind) {
    case 'hold':
      return apiRequest(casePath(caseLegalHoldPath, iddenuncia), { method: 'PUT', body: change.body, schema });
    case 'release':
      return apiRequest(casePath(caseLegalHoldPath, iddenuncia), { method: 'DELETE', schema });
    case 'purge':
      return apiRequest(casePath(casePurgePath, iddenuncia), { method: 'POST', body: change.body, schema });
  }
}

/**
 * Puts the case on legal hold, lifts it, or purges it now (art 32.3). The answer is the new state;
 * after a purge every query of the case is read again (its answers, documents, chat are gone).
 */
export function useChangeCaseRetention(iddenuncia: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RetentionChange): Promise<CaseRetention> =>
      (await changeRetention(iddenuncia, change)).data,
    onSuccess: async (data, change) => {
      queryClient.setQueryData(caseRetentionQueryKey(iddenuncia), data);
      if (change.kind === 'purge') {
        // Everything the case page shows is read again: its detail (the answers are gone), documents,
        // chat, notes, notifications, disclosures. A feature may not name another's keys, so all of them.
        await queryClient.invalidateQueries();
      }
    },
  });
}
