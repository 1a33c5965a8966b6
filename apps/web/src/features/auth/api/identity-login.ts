import {
  claveRequestInvalidMessage,
  claveRequestResponseSchema,
  claveTokenResponseSchema,
  type ClaveRequestResponse,
} from '@atalaya/contract/auth/clave.schemas';
import { storageKeys } from '@atalaya/contract/http/headers';
import { limits } from '@atalaya/contract/limits';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notices.ts';
import { removeStorage, writeStorage } from '@/lib/storage.ts';
import { setTokens } from '@/lib/tokens.ts';

/** Where the identity provider sends the browser back, on success and on error alike (spec §2). */
export const identityLoaderPath = '/ciudadano/loader';

/** Spec §4: `tramite` is kept before the citizen's login when the page was given one, and cleared otherwise. */
export function rememberTramite(search: string): void {
  const tramite = new URLSearchParams(search).get('tramite');
  if (tramite) {
    writeStorage(storageKeys.tramite, tramite);
  } else {
    removeStorage(storageKeys.tramite);
  }
}

/**
 * Posts the AuthnRequest to the identity provider as the spec's hidden form (§7): `country` ES,
 * `SAMLRequest` and `RelayState`, by POST to `action`. The page leaves for the provider.
 */
export function postIdentityForm(objeto: ClaveRequestResponse['objeto'], doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = objeto.action;
  form.hidden = true;
  for (const [name, value] of [
    ['country', 'ES'],
    ['SAMLRequest', objeto.samlRequest],
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

/**
 * Starts the identity login (spec §6, §7): asks the server for the request with both return
 * addresses on this origin's loader, then posts it to the provider. A refusal shows its message
 * (spec §5: "the request must return success true, otherwise its message is shown").
 */
export async function startIdentityLogin(location: Location = window.location): Promise<boolean> {
  rememberTramite(location.search);
  const back = `${location.origin}${identityLoaderPath}`;
  try {
    const answer = await apiRequest('/api/auth/clave/request', {
      method: 'POST',
      body: { urlsuccess: back, urlerror: back },
      schema: claveRequestResponseSchema,
    });
    postIdentityForm(answer.objeto);
    return true;
  } catch (error) {
    notify({
      title: 'ERROR',
      message: error instanceof ApiError && error.message ? error.message : claveRequestInvalidMessage,
      severity: 'error',
    });
    return false;
  }
}

/** Spec §8: "Petición Cl@ve no válida para esta aplicación." (ERROR, 3 s), in the interface language. */
export function notifyIdentityRefused(message: string): void {
  notify({ title: 'ERROR', message, severity: 'error', autoHideMs: limits.claveErrorMs });
}

/** The loader's exchange: the one-time code of the return address for the citizen's tokens (path not shown in the spec). */
export async function exchangeIdentityCode(codigo: string): Promise<void> {
  const pair = await apiRequest('/api/auth/clave/token', {
    method: 'POST',
    body: { codigo },
    schema: claveTokenResponseSchema,
  });
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
}
