import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '@/testing/tokens.ts';
import { isTokenExpired } from './jwt.ts';
import { recordServerTime, resetServerClock, serverClockOffsetMs, serverNow } from './server-clock.ts';
import { setTokens } from './tokens.ts';

const minute = 60_000;

/** A token issued by a server whose clock reads `serverMs`, valid for `ttlSeconds`. */
function tokenIssuedAt(serverMs: number, ttlSeconds: number): string {
  vi.setSystemTime(serverMs);
  return makeToken({ tipoacceso: 'Privado', expiresIn: ttlSeconds });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('server clock', () => {
  it('records the offset from the iat of a stored token and keeps it across a reload', () => {
    vi.useFakeTimers();
    const server = Date.parse('2025-03-01T10:00:00Z');
    const access = tokenIssuedAt(server, 900);
    const refresh = tokenIssuedAt(server, 43_200);
    // The browser's clock is 10 minutes behind the server's.
    vi.setSystemTime(server - 10 * minute);
    setTokens(access, refresh);
    expect(serverClockOffsetMs()).toBe(10 * minute);
    expect(serverNow()).toBe(server);
    resetServerClock();
    expect(serverClockOffsetMs()).toBe(10 * minute);
  });

  it.each([
    ['30 s behind', -30_000],
    ['30 s ahead', 30_000],
    ['10 min behind', -10 * minute],
    ['10 min ahead', 10 * minute],
  ])('judges exp with the server clock when the browser clock is %s', (_name, browserSkewMs) => {
    vi.useFakeTimers();
    const server = Date.parse('2025-03-01T10:00:00Z');
    const access = tokenIssuedAt(server, 900);
    const refresh = tokenIssuedAt(server, 43_200);
    vi.setSystemTime(server + browserSkewMs);
    setTokens(access, refresh);

    // 899 s later by the server's clock the token is still valid; at 900 s it has expired.
    vi.setSystemTime(server + browserSkewMs + 899_000);
    expect(isTokenExpired(access)).toBe(false);
    vi.setSystemTime(server + browserSkewMs + 900_000);
    expect(isTokenExpired(access)).toBe(true);
  });

  it('ignores a missing iat and an absurd offset', () => {
    recordServerTime(undefined);
    expect(serverClockOffsetMs()).toBe(0);
    recordServerTime(Date.now() / 1000 + 10 * 24 * 3600);
    expect(serverClockOffsetMs()).toBe(0);
  });
});
