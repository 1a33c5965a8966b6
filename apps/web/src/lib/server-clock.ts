import { readStorage, writeStorage } from './storage.ts';

/** Local storage key of the offset between the server's clock and this browser's, in ms. */
export const clockOffsetKey = 'serverClockOffsetMs';

/** Beyond this, an offset is a broken clock or a forged token: ignore it (a day). */
const maxOffsetMs = 24 * 3600 * 1000;

let cachedOffset: number | null = null;

function readOffset(): number {
  if (cachedOffset !== null) {
    return cachedOffset;
  }
  const stored = Number(readStorage(clockOffsetKey));
  cachedOffset = Number.isFinite(stored) && Math.abs(stored) <= maxOffsetMs ? stored : 0;
  return cachedOffset;
}

/**
 * Records how far the server's clock is from the browser's, from the `iat` (seconds, set by the
 * server) of a token received just now. Kept in local storage, so a reload still knows it.
 */
export function recordServerTime(issuedAtSeconds: number | undefined, browserNowMs = Date.now()): void {
  if (issuedAtSeconds === undefined || !Number.isFinite(issuedAtSeconds)) {
    return;
  }
  const offset = issuedAtSeconds * 1000 - browserNowMs;
  if (Math.abs(offset) > maxOffsetMs) {
    return;
  }
  cachedOffset = offset;
  writeStorage(clockOffsetKey, String(offset));
}

/** The offset recorded last (server minus browser, ms); 0 before any token was received. */
export function serverClockOffsetMs(): number {
  return readOffset();
}

/** The server's current time as this browser estimates it (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + readOffset();
}

/** Forgets the cached offset (tests; a new page reads it from storage again). */
export function resetServerClock(): void {
  cachedOffset = null;
}
