import { RateLimiter } from '../../lib/rate-limiter.ts';

const windowMs = 15 * 60 * 1000;

/**
 * Sign-in attempts per 15 minutes: failures per (account, source) and per source lock that pair or
 * that source; an account never locks, it slows down: after `perAccount` attempts, one attempt
 * every `slowDownMs` from any source, so the real person from a new place still gets in.
 */
export const loginLimits = { perAccountSource: 5, perSource: 20, perAccount: 5, slowDownMs: 10_000, windowMs } as const;

/** An attempt the throttle let through counts as a failure unless it reports `succeeded()`. */
export type LoginReservation = { succeeded: () => void };

export type LoginThrottle = {
  /**
   * Reserves the attempt BEFORE the password is hashed (one synchronous step: a burst of
   * concurrent guesses cannot all pass); `blocked` with the seconds to wait otherwise.
   */
  reserve: (
    accountKey: string,
    sourceKey: string,
  ) => { kind: 'reserved'; reservation: LoginReservation } | { kind: 'blocked'; retryAfterSeconds: number };
};

/**
 * In-memory sign-in counters for `POST /api/auth/login` (architecture §2: in-process by default).
 * The account key does not depend on whether the account exists, so a blocked answer tells an
 * attacker nothing about registered e-mails. A success clears the account's and the pair's counts
 * (never the source's) and gives back the source's reservation.
 */
export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const pairs = new RateLimiter(loginLimits.perAccountSource, loginLimits.windowMs, now);
  const sources = new RateLimiter(loginLimits.perSource, loginLimits.windowMs, now);
  const accounts = new RateLimiter(loginLimits.perAccount, loginLimits.windowMs, now);
  /** Per account past its free attempts: when the next slowed-down attempt may start. */
  const nextSlowAttempt = new Map<string, number>();

  function waitOf(limiter: RateLimiter, key: string): number {
    return limiter.isBlocked(key) ? Math.max(1, limiter.retryAfterSeconds(key)) : 0;
  }

  /** The account's part: a free attempt, else one slowed-down attempt per `slowDownMs`. */
  function takeAccountTurn(accountKey: string): number {
    if (accounts.tryTake(accountKey)) {
      return 0;
    }
    const at = nextSlowAttempt.get(accountKey) ?? 0;
    if (at > now()) {
      return Math.max(1, Math.ceil((at - now()) / 1000));
    }
    nextSlowAttempt.set(accountKey, now() + loginLimits.slowDownMs);
    if (nextSlowAttempt.size > 100_000) {
      for (const [key, time] of nextSlowAttempt) {
        if (time <= now()) {
          nextSlowAttempt.delete(key);
        }
      }
    }
    return 0;
  }

  return {
    reserve(accountKey, sourceKey) {
      const pairKey = `${accountKey}|${sourceKey}`;
      const locked = Math.max(waitOf(pairs, pairKey), waitOf(sources, sourceKey));
      if (locked > 0) {
        return { kind: 'blocked', retryAfterSeconds: locked };
      }
      const accountWait = takeAccountTurn(accountKey);
      if (accountWait > 0) {
        return { kind: 'blocked', retryAfterSeconds: accountWait };
      }
      pairs.hit(pairKey);
      sources.hit(sourceKey);
      return {
        kind: 'reserved',
        reservation: {
          succeeded() {
            pairs.reset(pairKey);
            accounts.reset(accountKey);
            nextSlowAttempt.delete(accountKey);
            sources.giveBack(sourceKey);
          },
        },
      };
    },
  };
}

/** The account key: tenant and lowercase e-mail. */
export function accountKeyOf(idcliente: number, email: string): string {
  return `${idcliente}:${email.toLowerCase()}`;
}
