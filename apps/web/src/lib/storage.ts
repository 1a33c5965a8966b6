import type { storageKeys } from '@atalaya/contract/http/headers';

/** The contract's keys, plus the web app's own (the server clock offset of `server-clock.ts`). */
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys] | 'serverClockOffsetMs';

/** Reads a local storage value; `null` when missing or when storage is unavailable. */
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    globalThis.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
