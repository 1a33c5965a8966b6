import { RateLimiter } from '../../lib/rate-limiter.ts';

const windowMs = 15 * 60 * 1000;

/** Failed sign-ins allowed per account (tenant + e-mail) and per source address in 15 minutes. */
export const loginLimits = { perAccount: 5, perSource: 20, windowMs } as const;

export type LoginThrottle = {
  /** Seconds to wait when the account or the source is blocked; 0 when the attempt may proceed. */
  retryAfterSeconds: (accountKey: string, sourceKey: string) => number;
  recordFailure: (accountKey: string, sourceKey: string) => void;
  /** A successful sign-in clears the account's counter (not the source's). */
  recordSuccess: (accountKey: string) => void;
};

/**
 * In-memory failure counters for `POST /api/auth/login` (architecture §2: in-process by default).
 * The account key does not depend on whether the account exists, so a blocked answer tells an
 * attacker nothing about registered e-mails.
 */
export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const accounts = new RateLimiter(loginLimits.perAccount, loginLimits.windowMs, now);
  const sources = new RateLimiter(loginLimits.perSource, loginLimits.windowMs, now);
  return {
    retryAfterSeconds(accountKey, sourceKey) {
      const waits = [
        accounts.isBlocked(accountKey) ? accounts.retryAfterSeconds(accountKey) : 0,
        sources.isBlocked(sourceKey) ? sources.retryAfterSeconds(sourceKey) : 0,
      ];
      return Math.max(...waits);
    },
    recordFailure(accountKey, sourceKey) {
      accounts.hit(accountKey);
      sources.hit(sourceKey);
    },
    recordSuccess(accountKey) {
      accounts.reset(accountKey);
    },
  };
}

/** The account key: tenant and lowercase e-mail. */
export function accountKeyOf(idcliente: number, email: string): string {
  return `${idcliente}:${email.toLowerCase()}`;
}
