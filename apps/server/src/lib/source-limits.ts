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
  take: (action: SourceAction, source: { sid: string; address: string }) => number;
};

/**
 * Per-source limits kept in this process's memory (architecture §2: in-process by default). They
 * come first, so one visitor cannot spend a tenant's ceiling and close the channel to others.
 */
export function createSourceLimits(scale = 1, now: () => number = Date.now): SourceLimits {
  const limiters = Object.fromEntries(
    Object.entries(sourceLimits).map(([action, l]) => [
      action,
      {
        sessions: new RateLimiter(l.perSession * scale, l.windowMs, now),
        addresses: new RateLimiter(l.perAddress * scale, l.windowMs, now),
      },
    ]),
  ) as Record<SourceAction, { sessions: RateLimiter; addresses: RateLimiter }>;
  return {
    take(action, source) {
      const { sessions, addresses } = limiters[action];
      if (!sessions.tryTake(source.sid)) {
        return Math.max(1, sessions.retryAfterSeconds(source.sid));
      }
      if (!addresses.tryTake(source.address)) {
        sessions.giveBack(source.sid);
        return Math.max(1, addresses.retryAfterSeconds(source.address));
      }
      return 0;
    },
  };
}
