import { exportHeader, skipAuthHeader } from '@atalaya/contract/http/headers';
import { ApiError } from './api-error.ts';
import { interfaceLanguageTag } from './i18n.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SendOptions = {
  method: HttpMethod;
  body?: unknown;
  skipAuth?: boolean;
  signal?: AbortSignal;
  export?: boolean;
};

/** `METHOD /path` without the query string: all the app ever logs about a request. */
export function describeRequest(method: HttpMethod, path: string): string {
  return `${method} ${path.split('?')[0] ?? path}`;
}

/** Requests sent and not yet answered: the service worker waits for none before it registers. */
let inFlight = 0;

export function requestsInFlight(): number {
  return inFlight;
}

/**
 * One `fetch` to the API with the app's headers: the interface language, the JSON content type,
 * the export flag, and the Bearer token (or the skip header). A failure to connect becomes a
 * `NETWORK_ERROR` `ApiError`; an abort is rethrown as it is.
 */
export async function send(path: string, options: SendOptions, token: string | null): Promise<Response> {
  // The interface language, not the browser's: server messages and names answer in it.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': interfaceLanguageTag() });
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.export) {
    headers.set(exportHeader, '1');
  }
  if (options.skipAuth) {
    headers.set(skipAuthHeader, 'true');
  } else if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  inFlight += 1;
  try {
    return await fetch(path, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'NETWORK_ERROR', 'No se ha podido conectar con el servidor');
  } finally {
    inFlight -= 1;
  }
}
