import type { z } from 'zod';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import type { ErrorCode, FieldError } from '@atalaya/contract/errors/error-codes';
import { skipAuthHeader } from '@atalaya/contract/http/headers';
import { limits } from '@atalaya/contract/limits';
import { closeAllDialogs, navigateTo } from './app-events.ts';
import { decodeClaims, isTokenExpired } from './jwt.ts';
import { notify } from './notices.ts';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './tokens.ts';

/** `idaplicacion` of this web app in the token requests. */
export const applicationId = 1;

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN';

/** An error answer of the API, rebuilt from its `{success:false, code, message, errors}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: readonly FieldError[];

  constructor(status: number, code: ApiErrorCode, message: string, errors: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions<S extends z.ZodType> = {
  method?: HttpMethod;
  body?: unknown;
  /** The contract schema the answer is parsed with. */
  schema: S;
  /** Sends the `skip` header instead of a Bearer token; never triggers a refresh. */
  skipAuth?: boolean;
  signal?: AbortSignal;
};

type SendOptions = { method: HttpMethod; body?: unknown; skipAuth?: boolean; signal?: AbortSignal };

let refreshInFlight: Promise<boolean> | null = null;

/** `METHOD /path` without the query string: all the app ever logs about a request. */
export function describeRequest(method: HttpMethod, path: string): string {
  return `${method} ${path.split('?')[0] ?? path}`;
}

async function send(path: string, options: SendOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.skipAuth) {
    headers.set(skipAuthHeader, 'true');
  } else if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
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
  }
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorFromText(response.status, text, response.statusText);
}

/** Rebuilds the `ApiError` of an error answer from its status and body text. */
export function apiErrorFromText(status: number, text: string, statusText = ''): ApiError {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = errorResponseSchema.safeParse(json);
  if (parsed.success) {
    return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.errors ?? []);
  }
  return new ApiError(status, 'UNKNOWN', text || statusText || `HTTP ${status}`);
}

async function parseBody<S extends z.ZodType>(response: Response, schema: S, label: string): Promise<z.output<S>> {
  const json: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.warn(`[api] ${label} → unexpected response shape`);
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Respuesta no válida del servidor');
  }
  return parsed.data;
}

/** Ends the session after a failed refresh or an invalid session: close dialogs, clear tokens, go home. */
export function forceLogout(): void {
  const hadSession = getAccessToken() !== null || getRefreshToken() !== null;
  closeAllDialogs();
  clearTokens();
  // Without a session there is nothing to leave; navigating again could loop on a failing page.
  if (hadSession) {
    navigateTo('/', { replace: true });
  }
}

/** Reacts to an error answer as spec §8 says (snackbars for 501/523/524/534; others only logged). */
export function reportApiFailure(error: ApiError, label: string): void {
  switch (error.status) {
    case 501:
      notify({ title: 'ERROR', message: error.message, severity: 'error' });
      return;
    case 523:
      notify({ title: 'ERROR', message: error.message, severity: 'error', autoHideMs: null });
      return;
    case 524:
      notify({ title: 'SEGURIDAD', message: error.message, severity: 'warning' });
      return;
    case 534:
      notify({ title: 'ERROR', message: error.message, severity: 'error', autoHideMs: limits.snackbarMs });
      setTimeout(forceLogout, limits.snackbarMs);
      return;
    default:
      console.warn(`[api] ${label} → ${error.status} ${error.code}`);
  }
}

function storeTokenPair(pair: TokenPairResponse): TokenPairResponse {
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
  return pair;
}

/** `POST /api/auth/publico` (skip header): a public token for this hostname; stores both tokens. */
export async function requestPublicToken(): Promise<TokenPairResponse> {
  const pair = await apiRequest('/api/auth/publico', {
    method: 'POST',
    body: { url: globalThis.location.hostname, idaplicacion: applicationId },
    schema: tokenPairResponseSchema,
    skipAuth: true,
  });
  return storeTokenPair(pair);
}

/** `GET /api/auth/refresh` with the refresh token as Bearer; stores the rotated pair. */
async function refreshTokens(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!refreshToken || isTokenExpired(refreshToken)) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'La sesión ha caducado');
  }
  const response = await send('/api/auth/refresh', { method: 'GET' }, refreshToken);
  if (!response.ok) {
    throw await readError(response);
  }
  storeTokenPair(await parseBody(response, tokenPairResponseSchema, 'GET /api/auth/refresh'));
}

/** Spec §7: a public token if the current token is still valid and has a username, otherwise refresh. */
async function runRefresh(): Promise<boolean> {
  try {
    const accessToken = getAccessToken();
    const claims = decodeClaims(accessToken);
    if (!isTokenExpired(accessToken) && claims?.unique_name) {
      await requestPublicToken();
    } else {
      await refreshTokens();
    }
    return true;
  } catch {
    return false;
  }
}

/** Concurrent 401s share one refresh; a request sent with a token already replaced just retries. */
function refreshAfterAuthFailure(sentToken: string | null): Promise<boolean> {
  const current = getAccessToken();
  if (current && current !== sentToken && !isTokenExpired(current)) {
    return Promise.resolve(true);
  }
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * After a 401/403: runs the shared refresh (spec §7). Answers true when the request may be sent
 * again with the new token; otherwise logs out (spec §7: a failed refresh ends the session).
 * Exported for the XMLHttpRequest upload, which cannot go through `fetch`.
 */
export async function recoverFromAuthFailure(
  sentToken: string | null,
  error: ApiError,
  label: string,
): Promise<boolean> {
  if (await refreshAfterAuthFailure(sentToken)) {
    return true;
  }
  console.warn(`[api] ${label} → ${error.status} ${error.code}; session refresh failed`);
  forceLogout();
  return false;
}

/**
 * Sends a request with the Bearer token (or the skip header), refreshes once on 401/403 and
 * retries, and throws an `ApiError` for an error answer (reacting to it as spec §8 says).
 * Answers the successful `Response` unread.
 */
async function fetchWithSession(path: string, sendOptions: SendOptions): Promise<Response> {
  const label = describeRequest(sendOptions.method, path);
  const sentToken = sendOptions.skipAuth ? null : getAccessToken();
  let response = await send(path, sendOptions, sentToken);
  if (!sendOptions.skipAuth && (response.status === 401 || response.status === 403)) {
    const error = await readError(response);
    if (!(await recoverFromAuthFailure(sentToken, error, label))) {
      throw error;
    }
    response = await send(path, sendOptions, getAccessToken());
  }
  if (!response.ok) {
    const error = await readError(response);
    reportApiFailure(error, label);
    throw error;
  }
  return response;
}

/**
 * The one way the app talks to the API. Adds the Bearer token (or the skip header), refreshes once
 * on 401/403 and retries, parses the answer with the contract schema, and throws an `ApiError`.
 * @example const info = await apiRequest('/api/publico/cliente/info', { schema: clienteInfoResponseSchema });
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const sendOptions: SendOptions = {
    method: options.method ?? 'GET',
    body: options.body,
    skipAuth: options.skipAuth,
    signal: options.signal,
  };
  const response = await fetchWithSession(path, sendOptions);
  return parseBody(response, options.schema, describeRequest(sendOptions.method, path));
}

/** The file name of a `Content-Disposition: attachment` header (RFC 5987 `filename*` first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1]?.trim();
  return name ? name : null;
}

export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * `GET` of a file answered as a blob (e.g. `/api/gdoc/documento/{id}/download`), with the same
 * token, refresh and error handling as `apiRequest`.
 */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await fetchWithSession(path, { method: 'GET', signal });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiError(response.status, 'NETWORK_ERROR', 'No se ha podido descargar el archivo');
  }
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}
