import { useQuery } from '@tanstack/react-query';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { claveLogoutResponseSchema, type ClaveLogoutResponse } from '@atalaya/contract/auth/clave.schemas';
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

type LogoutForm = NonNullable<ClaveLogoutResponse['objeto']>;

/**
 * The single logout's hidden form (decision 058): the signed LogoutRequest under the field the
 * provider reads (`logoutRequest` for Cl@ve, `SAMLRequest` otherwise) and `RelayState`, by POST
 * to the provider. The page leaves; the provider sends the browser back home.
 */
export function postLogoutForm(objeto: LogoutForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = objeto.action;
  form.hidden = true;
  for (const [name, value] of [
    [objeto.campo, objeto.valor],
    ['RelayState', objeto.relayState],
  ] as const) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}

/** The LogoutRequest for the citizen's session at the provider, or null (none, or it could not be had). */
async function providerLogout(): Promise<LogoutForm | null> {
  try {
    const answer = await apiRequest('/api/auth/clave/logout/request', {
      method: 'POST',
      schema: claveLogoutResponseSchema,
    });
    return answer.objeto;
  } catch {
    return null;
  }
}

/**
 * Citizen logout (spec §4): the session is revoked on the server (a failure never keeps anyone
 * signed in) and both tokens are removed; then the page reloads, or, when the provider that
 * signed the citizen in offers single logout, the browser goes there to end that session too
 * and comes back home (decision 058).
 */
export async function signOutCitizen(
  reload: () => void = () => window.location.reload(),
  leaveFor: (objeto: LogoutForm) => void = (objeto) => void postLogoutForm(objeto),
): Promise<void> {
  const objeto = await providerLogout();
  await signOut();
  clearTokens();
  if (objeto) {
    leaveFor(objeto);
  } else {
    reload();
  }
}
