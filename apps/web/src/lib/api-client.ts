import type { z } from 'zod';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import type { AccessKind, TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { limits } from '@atalaya/contract/limits';
import { paths } from '@/config/paths.ts';
import { closeAllDialogs, navigateTo } from './app-events.ts';
import { ApiError, parseBody, readError } from './api-error.ts';
import { takeFirstScreenAnswer } from './first-screen.ts';
import { interfaceLanguageTag } from './i18n.ts';
import { decodeClaims, isTokenExpired } from './jwt.ts';
import { notify } from './notices.ts';
import { describeRequest, send } from './send-request.ts';
import type { HttpMethod, SendOptions } from './send-request.ts';
import { clearSession, clearTokens, forgetSignedInUser, getAccessToken, getRefreshToken, setTokens } from './tokens.ts';

export { ApiError, apiErrorFromText } from './api-error.ts';
export type { ApiErrorCode } from './api-error.ts';
export { describeRequest, requestsInFlight } from './send-request.ts';
export type { HttpMethod } from './send-request.ts';

/** `idaplicacion` of this web app in the token requests. */
export const applicationId = 1;

export type ApiRequestOptions<S extends z.ZodType> = {
  method?: HttpMethod;
  body?: unknown;
  /** The contract schema the answer is parsed with. */
  schema: S;
  /** Sends the `skip` header instead of a Bearer token; never triggers a refresh. */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** Sends `x-atalaya-exportacion: 1`: this read builds an export (recorded as one). */
  export?: boolean;
};

/** `?reason=` of the sign-in page after an administrator's session ended by itself (it shows why). */
export const sessionEndedReason = 'session-ended';

/** Kinds of token that belong to a person: never replaced by a public token (spec §4, §7). */
const personalKinds: readonly (AccessKind | undefined)[] = ['Privado', 'Informante', 'Ciudadano'];

/** The one renewal running now; concurrent failures share it. */
type Renewal = 'renewed' | 'refused' | 'unreachable';
let refreshInFlight: Promise<Renewal> | null = null;
/** The access token the last renewal stored: a 401/403 to it is never answered by renewing again. */
let lastRenewedToken: string | null = null;
/** Set between a 534 and the logout 2 s later: requests with a token meanwhile fail without being sent. */
let pendingSessionEnd: { error: ApiError; timer: ReturnType<typeof setTimeout> } | null = null;

function kindOf(token: string | null): AccessKind | undefined {
  return decodeClaims(token)?.tipoacceso;
}

/**
 * Ends a session that can no longer be used (failed renewal, 534), by the kind of its token:
 * an administrator goes to the sign-in page, which says why; a reporter to the follow-up entry;
 * anyone else home (spec §7), where the session gate fetches one public token. Dialogs close first.
 * A no-op once another kind of session is current (it already ended; ending it again could loop).
 */
export function endSession(kind: AccessKind | undefined): void {
  if (pendingSessionEnd) {
    clearTimeout(pendingSessionEnd.timer);
    pendingSessionEnd = null;
  }
  const current = getAccessToken();
  const hadSession = current !== null || getRefreshToken() !== null;
  if (!hadSession || (current !== null && kindOf(current) !== kind)) {
    return;
  }
  closeAllDialogs();
  refreshInFlight = null;
  lastRenewedToken = null;
  // Navigate first: the page being left must not render once more without its session.
  if (kind === 'Privado') {
    navigateTo(`${paths.signIn.getHref()}?reason=${sessionEndedReason}`, { replace: true });
    clearSession();
    return;
  }
  navigateTo(kind === 'Informante' ? paths.reportFollowUp.getHref() : paths.home.getHref(), { replace: true });
  clearTokens();
}

/** Ends the current session (see `endSession`). */
export function forceLogout(): void {
  endSession(kindOf(getAccessToken()));
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
    case 534: {
      // Once per session, however many requests were refused meanwhile.
      if (pendingSessionEnd) {
        return;
      }
      notify({ title: 'ERROR', message: error.message, severity: 'error', autoHideMs: limits.snackbarMs });
      const kind = kindOf(getAccessToken());
      const timer = setTimeout(() => {
        endSession(kind);
        // A 534 is a logout (spec §8): whoever was signed in is forgotten too, whatever the token.
        forgetSignedInUser();
      }, limits.snackbarMs);
      pendingSessionEnd = { error, timer };
      return;
    }
    default:
      console.warn(`[api] ${label} → ${error.status} ${error.code}`);
  }
}

/**
 * Stores the pair that answers a token request sent while `sentWith` was the stored access token.
 * When a person signed in meanwhile (the stored token changed and is a person's), the answer is
 * stale and is dropped: a public token fetched by the page being left must never overwrite the
 * session just opened.
 */
function storeTokenPair(pair: TokenPairResponse, sentWith: string | null): TokenPairResponse {
  const current = getAccessToken();
  if (current !== sentWith && current !== null && personalKinds.includes(kindOf(current))) {
    return pair;
  }
  setTokens(pair.accesstoken.token, pair.refreshtoken.token);
  return pair;
}

/** `POST /api/auth/publico` (skip header): a public token for this hostname; stores both tokens. */
export async function requestPublicToken(): Promise<TokenPairResponse> {
  const sentWith = getAccessToken();
  const pair = await apiRequest('/api/auth/publico', {
    method: 'POST',
    body: { url: globalThis.location.hostname, idaplicacion: applicationId },
    schema: tokenPairResponseSchema,
    skipAuth: true,
  });
  return storeTokenPair(pair, sentWith);
}

/** `GET /api/auth/refresh` with the refresh token as Bearer; stores the rotated pair. */
async function refreshTokens(): Promise<TokenPairResponse> {
  const refreshToken = getRefreshToken();
  if (!refreshToken || isTokenExpired(refreshToken)) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'La sesión ha caducado');
  }
  const sentWith = getAccessToken();
  const response = await send('/api/auth/refresh', { method: 'GET' }, refreshToken);
  if (!response.ok) {
    throw await readError(response);
  }
  return storeTokenPair(await parseBody(response, tokenPairResponseSchema, 'GET /api/auth/refresh'), sentWith);
}

/**
 * Spec §7 renewal. A person's token (administrator, reporter, citizen) is renewed only with the
 * refresh call, never swapped for a public token. A public visitor's: a new public token if the
 * current one is still valid (server clock) and has a username, otherwise the refresh call.
 */
/**
 * The renewal's outcome: `refused` only when the server answered no (4xx) — the session is over;
 * `unreachable` when no answer came (offline, the page unloading, a 5xx): the session is kept, as
 * the server may well have rotated the refresh token the browser never stored.
 */
async function renew(kind: AccessKind | undefined): Promise<Renewal> {
  try {
    const accessToken = getAccessToken();
    const publicRenewal =
      !personalKinds.includes(kind) && !isTokenExpired(accessToken) && Boolean(decodeClaims(accessToken)?.unique_name);
    const pair = publicRenewal ? await requestPublicToken() : await refreshTokens();
    // Only a token this renewal stored is never renewed again (a sign-in meanwhile keeps its own).
    if (getAccessToken() === pair.accesstoken.token) {
      lastRenewedToken = pair.accesstoken.token;
    }
    return 'renewed';
  } catch (error) {
    return error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'refused' : 'unreachable';
  }
}

/** One renewal at a time: concurrent callers share its promise. */
function renewShared(kind: AccessKind | undefined): Promise<Renewal> {
  refreshInFlight ??= renew(kind).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * True when `token` is the one a renewal just stored and the server refused it (401/403): it is
 * never renewed again; a 401 to a person's renewed token ends the session (it cannot go on).
 */
function refusedRenewedToken(token: string | null, error: ApiError, label: string): boolean {
  if (token === null || token !== lastRenewedToken || (error.status !== 401 && error.status !== 403)) {
    return false;
  }
  console.warn(`[api] ${label} → ${error.status} ${error.code} with a renewed token; not renewing again`);
  const kind = kindOf(token);
  if (error.status === 401 && personalKinds.includes(kind)) {
    endSession(kind);
  }
  return true;
}

/**
 * After a 401/403 to a request sent with `sentToken`: answers true when the request may be sent
 * once more with the (new) current token. At most one renewal per failing request, shared by
 * concurrent failures; a request sent with a token already replaced just retries, if the new one
 * is the same person's; a token that a renewal produced is never renewed again (a 401 to it ends a
 * person's session). A failed renewal ends the session (`endSession`), never minting a public
 * token for a person. Exported for the XMLHttpRequest upload, which cannot go through `fetch`.
 */
export async function recoverFromAuthFailure(
  sentToken: string | null,
  error: ApiError,
  label: string,
): Promise<boolean> {
  const kind = kindOf(sentToken);
  const current = getAccessToken();
  if (current !== sentToken) {
    return current !== null && kindOf(current) === kind && !isTokenExpired(current);
  }
  if (refusedRenewedToken(sentToken, error, label)) {
    return false;
  }
  const renewal = await renewShared(kind);
  if (renewal === 'renewed') {
    return true;
  }
  if (renewal === 'unreachable') {
    console.warn(`[api] ${label} → ${error.status} ${error.code}; the session could not be renewed now`);
    return false;
  }
  console.warn(`[api] ${label} → ${error.status} ${error.code}; session refresh failed`);
  endSession(kind);
  return false;
}

/**
 * Before sending with a person's access token that has expired by the server's clock: renews it
 * first (shared), so the request does not go out to be refused. Throws when the session is over.
 */
async function renewIfExpired(label: string): Promise<void> {
  if (pendingSessionEnd) {
    throw pendingSessionEnd.error;
  }
  const token = getAccessToken();
  const kind = kindOf(token);
  if (token === null || !personalKinds.includes(kind) || !isTokenExpired(token)) {
    return;
  }
  const renewal = await renewShared(kind);
  if (renewal === 'unreachable') {
    throw new ApiError(0, 'NETWORK_ERROR', 'No se ha podido conectar con el servidor');
  }
  if (renewal === 'refused') {
    console.warn(`[api] ${label} → session refresh failed`);
    endSession(kind);
    throw new ApiError(401, 'UNAUTHENTICATED', 'La sesión ha caducado');
  }
}

/**
 * Sends a request with the Bearer token (or the skip header), renews at most once on 401/403 and
 * retries once, and throws an `ApiError` for an error answer (reacting to it as spec §8 says).
 * Answers the successful `Response` unread.
 */
async function fetchWithSession(path: string, sendOptions: SendOptions): Promise<Response> {
  const label = describeRequest(sendOptions.method, path);
  if (!sendOptions.skipAuth) {
    await renewIfExpired(label);
  }
  const sentToken = sendOptions.skipAuth ? null : getAccessToken();
  let response = await send(path, sendOptions, sentToken);
  let retryToken: string | null = null;
  if (!sendOptions.skipAuth && (response.status === 401 || response.status === 403)) {
    const error = await readError(response);
    if (!(await recoverFromAuthFailure(sentToken, error, label))) {
      throw error;
    }
    retryToken = getAccessToken();
    response = await send(path, sendOptions, retryToken);
  }
  if (!response.ok) {
    const error = await readError(response);
    if (!refusedRenewedToken(retryToken, error, label)) {
      reportApiFailure(error, label);
    }
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
    export: options.export,
  };
  if (!sendOptions.skipAuth && !pendingSessionEnd) {
    // The first screen's answers came with the HTML (decision 033): used once, never re-fetched.
    const carried = takeFirstScreenAnswer(
      sendOptions.method,
      path,
      options.body,
      getAccessToken(),
      interfaceLanguageTag(),
    );
    const parsed = carried === undefined ? undefined : options.schema.safeParse(carried);
    if (parsed?.success) {
      return parsed.data;
    }
  }
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
