import type { CounterStore } from './counter-store.ts';
import { RateLimiter } from './rate-limiter.ts';

/**
 * What one source may do, sized for a real person: a few filings an hour, a chat message every
 * few seconds, a handful of uploads. A source is both the token's session and the client address
 * (as seen through TRUST_PROXY); a shared address (an office behind one NAT) gets more room.
 */
export const sourceLimits = {
  filing: { perSession: 3, perAddress: 10, windowMs: 60 * 60 * 1000 },
  chat: { perSession: 20, perAddress: 60, windowMs: 60 * 1000 },
  upload: { perSession: 30, perAddress: 90, windowMs: 60 * 60 * 1000 },
} as const;

export type SourceAction = keyof typeof sourceLimits;

export type SourceLimits = {
  /** Takes one unit for the session and the address; the seconds to wait when either is spent (0 = go). */
  take: (action: SourceAction, source: { sid: string; address: string }) => Promise<number>;
};

/**
 * Per-source limits, counted in the shared counter store (decision 025) so that they hold across
 * server processes. They come first, so one visitor cannot spend a tenant's ceiling and close the
 * channel to others.
 */
export function createSourceLimits(store: CounterStore, scale = 1, now: () => number = Date.now): SourceLimits {
  const limiters = Object.fromEntries(
    Object.entries(sourceLimits).map(([action, l]) => [
      action,
      {
        sessions: new RateLimiter(store, `${action}-sesion`, l.perSession * scale, l.windowMs, now),
        addresses: new RateLimiter(store, `${action}-origen`, l.perAddress * scale, l.windowMs, now),
      },
    ]),
  ) as Record<SourceAction, { sessions: RateLimiter; addresses: RateLimiter }>;
  return {
    async take(action, source) {
      const { sessions, addresses } = limiters[action];
      // The session first; the address only when the session passed (given back if the address is spent).
      const taken = await RateLimiter.tryTakeBoth(sessions, source.sid, addresses, source.address);
      return taken.ok ? 0 : taken.retryAfterSeconds;
    },
  };
}
