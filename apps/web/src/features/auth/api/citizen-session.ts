import { useQuery } from '@tanstack/react-query';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { whoAmIResponseSchema } from '@atalaya/contract/auth/auth-calls.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { clearTokens, setTokens } from '@/lib/tokens.ts';
import { signOut } from './sign-out.ts';

/*
 * The signed-in citizen's header menu (spec §2 modern layout, issue 16 §3): the tenants where the
 * same person is known ("Cambiar", decision 057: only those their own verifier vouched for), the
 * switch, and the citizen logout. Loaded only for a citizen (a lazy chunk of the public shell).
 */

export type KnownTenant = { idcliente: number; nombre: string; actual: boolean };

/** `GET /api/auth/` (spec §7 "GET root"): the tenants this citizen is known to, the current one marked. */
export async function getKnownTenants(signal?: AbortSignal): Promise<KnownTenant[]> {
  const me = await apiRequest('/api/auth/', { schema: whoAmIResponseSchema, signal });
  return me.ciudadano?.clientes ?? [];
}

export function useKnownTenants(idtercero: number) {
  return useQuery({
    queryKey: ['ciudadano', 'clientes', idtercero],
    queryFn: ({ signal }) => getKnownTenants(signal),
    staleTime: 60_000,
  });
}

/** `GET /api/auth/changeCliente/{id}`: the citizen's tokens for another tenant where they are known. */
export async function switchTenant(idcliente: number): Promise<void> {
  const pair = await apiRequest(`/api/auth/changeCliente/${String(idcliente)}`, { schema: tokenPairResponseSchema });
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
}

/**
 * Citizen logout (spec §4): the session is revoked on the server (a failure never keeps anyone
 * signed in), both tokens are removed and the page reloads.
 */
export async function signOutCitizen(reload: () => void = () => window.location.reload()): Promise<void> {
  await signOut();
  clearTokens();
  reload();
}
