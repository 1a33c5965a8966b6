import { queryOptions, useQuery } from '@tanstack/react-query';
import { clienteInfoResponseSchema } from '@atalaya/contract/tenants/tenant.schemas';
import type { ClienteInfoResponse } from '@atalaya/contract/tenants/tenant.schemas';
import { timeZoneOf } from '@atalaya/contract/common/time-zone';
import { apiRequest } from '@/lib/api-client.ts';
import { setDisplayTimeZone } from '@/lib/format.ts';

/**
 * `GET /api/publico/cliente/info`: the token's client, its parameters, languages and holidays.
 * Its parameters set the time zone every time is shown in (`zona_horaria`, else Europe/Madrid).
 */
export async function getClienteInfo(signal?: AbortSignal): Promise<ClienteInfoResponse> {
  const info = await apiRequest('/api/publico/cliente/info', { schema: clienteInfoResponseSchema, signal });
  setDisplayTimeZone(timeZoneOf(info.parametros_cliente));
  return info;
}

export function getClienteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['cliente', 'info'],
    queryFn: ({ signal }) => getClienteInfo(signal),
    staleTime: 5 * 60_000,
  });
}

export function useClienteInfo() {
  return useQuery(getClienteInfoQueryOptions());
}
