import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  identityProviderResponseSchema,
  type IdentityProviderBody,
  type IdentityProviderView,
} from '@atalaya/contract/auth/clave.schemas';
import { apiRequest } from '@/lib/api-client.ts';

const identityProviderPath = '/api/admin/cliente/identidad';

/** Where the tenant's SP metadata is served (the public call that answers it once an IdP is set). */
export const spMetadataPath = '/api/auth/clave/metadata';

export const identityProviderQueryKey = ['admin', 'identity-provider'] as const;

/** `GET /api/admin/cliente/identidad` (Responsable): the tenant's IdP for citizens, or null when none; never a key. */
export async function getIdentityProvider(signal?: AbortSignal): Promise<IdentityProviderView | null> {
  return (await apiRequest(identityProviderPath, { schema: identityProviderResponseSchema, signal })).data;
}

export function useIdentityProvider() {
  return useQuery({ queryKey: identityProviderQueryKey, queryFn: ({ signal }) => getIdentityProvider(signal) });
}

/** `PUT /api/admin/cliente/identidad`: sets or replaces the tenant's IdP from its metadata XML (400 when unusable). */
export async function setIdentityProvider(body: IdentityProviderBody): Promise<IdentityProviderView | null> {
  return (await apiRequest(identityProviderPath, { method: 'PUT', body, schema: identityProviderResponseSchema })).data;
}

/** Sets the IdP; the screen shows what the server answers (the certificates it pinned). */
export function useSetIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIdentityProvider,
    onSuccess: (view) => {
      queryClient.setQueryData(identityProviderQueryKey, view);
    },
  });
}

/** `DELETE /api/admin/cliente/identidad`: turns the citizens' sign-in off (the IdP and the SP key pair go). */
export async function removeIdentityProvider(): Promise<void> {
  await apiRequest(identityProviderPath, { method: 'DELETE', schema: identityProviderResponseSchema });
}

export function useRemoveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIdentityProvider,
    onSuccess: () => {
      queryClient.setQueryData(identityProviderQueryKey, null);
    },
  });
}
