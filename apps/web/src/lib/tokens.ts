import { useMemo, useSyncExternalStore } from 'react';
import { storageKeys } from '@atalaya/contract/http/headers';
import { decodeClaims, isTokenExpired } from './jwt.ts';
import type { ClientClaims } from './jwt.ts';
import { recordServerTime } from './server-clock.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function getAccessToken(): string | null {
  return readStorage(storageKeys.accessToken);
}

/** Whether an access token is stored (a session to revoke on sign-out). */
export function hasSession(): boolean {
  return Boolean(getAccessToken());
}

export function getRefreshToken(): string | null {
  return readStorage(storageKeys.refreshToken);
}

/**
 * Stores both tokens (the refresh token rotates on every refresh), and records the server's clock
 * from the new access token's `iat`, so expiry is judged with the server's time.
 */
export function setTokens(accessToken: string, refreshToken: string): void {
  recordServerTime(decodeClaims(accessToken)?.iat);
  writeStorage(storageKeys.accessToken, accessToken);
  writeStorage(storageKeys.refreshToken, refreshToken);
  emit();
}

export function clearTokens(): void {
  removeStorage(storageKeys.accessToken);
  removeStorage(storageKeys.refreshToken);
  emit();
}

/** Forgets who was signed in: the stored e-mail, username and routes (spec §4). */
export function forgetSignedInUser(): void {
  removeStorage(storageKeys.email);
  removeStorage(storageKeys.username);
  removeStorage(storageKeys.routes);
}

/** Sign-out also forgets the stored e-mail, username and routes (spec §4). */
export function clearSession(): void {
  forgetSignedInUser();
  clearTokens();
}

export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getAccessClaims(): ClientClaims | null {
  return decodeClaims(getAccessToken());
}

/** An administrator whose session can still be used (access valid, or refresh still valid). */
export function isAdministrator(): boolean {
  const claims = getAccessClaims();
  if (claims?.tipoacceso !== 'Privado') {
    return false;
  }
  return !isTokenExpired(getAccessToken()) || !isTokenExpired(getRefreshToken());
}

/** Spec §4: a public token is needed without a valid access token nor an unexpired administrator token. */
export function needsPublicToken(): boolean {
  if (!isTokenExpired(getAccessToken())) {
    return false;
  }
  const refreshClaims = decodeClaims(getRefreshToken());
  const adminRefreshValid = refreshClaims?.tipoacceso === 'Privado' && !isTokenExpired(getRefreshToken());
  return !adminRefreshValid;
}

/** Spec §6 route guard: refresh token unexpired and the token has idtercero, or an administrator. */
export function canEnterProtectedArea(): boolean {
  const claims = getAccessClaims();
  const hasTercero = claims?.idtercero !== undefined && claims.idtercero !== null;
  return (hasTercero && !isTokenExpired(getRefreshToken())) || isAdministrator();
}

/** Re-renders when tokens change; returns the access token claims. */
export function useAccessClaims(): ClientClaims | null {
  const token = useSyncExternalStore(subscribeTokens, getAccessToken, () => null);
  return useMemo(() => decodeClaims(token), [token]);
}

/**
 * Re-renders when tokens change; answers a value that changes with the session (the access token),
 * meant only as an effect dependency, never to be sent.
 */
export function useSessionKey(): string | null {
  return useSyncExternalStore(subscribeTokens, getAccessToken, () => null);
}

/**
 * Re-renders when tokens change; true while someone is signed in (an administrator, reporter or
 * citizen token; not a public visitor's, nor none). Polling runs only then.
 */
export function useSignedIn(): boolean {
  const kind = useAccessClaims()?.tipoacceso;
  return kind !== undefined && kind !== 'Publico';
}
