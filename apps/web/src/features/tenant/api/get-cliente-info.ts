import { queryOptions, useQuery } from '@tanstack/react-query';
import { clienteInfoResponseSchema } from '@atalaya/contract/tenants/tenant.schemas';
import type { ClienteInfoResponse } from '@atalaya/contract/tenants/tenant.schemas';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/publico/cliente/info`: the token's client, its parameters, languages and holidays. */
export function getClienteInfo(signal?: AbortSignal): Promise<ClienteInfoResponse> {
  return apiRequest('/api/publico/cliente/info', { schema: clienteInfoResponseSchema, signal });
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
