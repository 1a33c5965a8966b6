import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tenantSettingsResponseSchema,
  type TenantSettingsBody,
  type TenantSettingsResponse,
} from '@atalaya/contract/tenants/tenant-settings.schemas';
import { apiRequest } from '@/lib/api-client.ts';

export type TenantSettingsData = TenantSettingsResponse['data'];
const settingsKey = ['tenant', 'settings'] as const;

/** `GET /api/admin/cliente/ajustes`: the administrator's own tenant settings. */
export async function findTenantSettings(signal?: AbortSignal): Promise<TenantSettingsData> {
  const answer = await apiRequest('/api/admin/cliente/ajustes', { schema: tenantSettingsResponseSchema, signal });
  return answer.data;
}

export function useTenantSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => findTenantSettings(signal) });
}

/** `PUT /api/admin/cliente/ajustes`: saves everything (and a new logo when given). */
export async function saveTenantSettings(body: TenantSettingsBody): Promise<TenantSettingsData> {
  const answer = await apiRequest('/api/admin/cliente/ajustes', {
    method: 'PUT',
    body,
    schema: tenantSettingsResponseSchema,
  });
  return answer.data;
}

export function useSaveTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTenantSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The header shows the tenant's name and logo from the client-info call.
      await queryClient.invalidateQueries({ queryKey: ['cliente', 'info'] });
    },
  });
}
