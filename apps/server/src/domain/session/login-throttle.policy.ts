import type { CounterStore } from '../../lib/counter-store.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';

const windowMs = 15 * 60 * 1000;

/**
 * Sign-in attempts per 15 minutes: failures per (account, source) and per source lock that pair or
 * that source; an account never locks, it slows down: after `perAccount` attempts, one attempt
 * every `slowDownMs` from any source, so the real person from a new place still gets in.
 */
export const loginLimits = { perAccountSource: 5, perSource: 20, perAccount: 5, slowDownMs: 10_000, windowMs } as const;

/** An attempt the throttle let through counts as a failure unless it reports `succeeded()`. */
export type LoginReservation = { succeeded: () => Promise<void> };

export type LoginThrottle = {
  /**
   * Reserves the attempt BEFORE the password is hashed (each counter taken in one atomic step of
   * the store, so a burst of concurrent guesses cannot all pass); `blocked` with the seconds to wait.
   */
  reserve: (
    accountKey: string,
    sourceKey: string,
  ) => Promise<{ kind: 'reserved'; reservation: LoginReservation } | { kind: 'blocked'; retryAfterSeconds: number }>;
};

/**
 * Sign-in counters for `POST /api/auth/login`, kept in the shared counter store (decision 025), so
 * they hold across server processes. The account key does not depend on whether the account
 * exists, so a blocked answer tells an attacker nothing about registered e-mails. A success clears
 * the account's and the pair's counts (never the source's) and gives back the source's reservation.
 */
export function createLoginThrottle(store: CounterStore, now: () => number = Date.now): LoginThrottle {
  const pairs = new RateLimiter(store, 'login-par', loginLimits.perAccountSource, loginLimits.windowMs, now);
  const sources = new RateLimiter(store, 'login-origen', loginLimits.perSource, loginLimits.windowMs, now);
  const accounts = new RateLimiter(store, 'login-cuenta', loginLimits.perAccount, loginLimits.windowMs, now);
  /** Past its free attempts, an account gets one attempt per `slowDownMs` window. */
  const slowTurns = new RateLimiter(store, 'login-pausa', 1, loginLimits.slowDownMs, now);

  /** The account's part: a free attempt, else one slowed-down attempt per `slowDownMs`. */
  async function takeAccountTurn(accountKey: string): Promise<number> {
    if ((await accounts.tryTake(accountKey)).ok) {
      return 0;
    }
    const turn = await slowTurns.tryTake(accountKey);
    return turn.ok ? 0 : turn.retryAfterSeconds;
  }

  return {
    async reserve(accountKey, sourceKey) {
      const pairKey = `${accountKey}|${sourceKey}`;
      const pair = await pairs.tryTake(pairKey);
      if (!pair.ok) {
        return { kind: 'blocked', retryAfterSeconds: pair.retryAfterSeconds };
      }
      const source = await sources.tryTake(sourceKey);
      if (!source.ok) {
        await pairs.giveBack(pairKey);
        return { kind: 'blocked', retryAfterSeconds: source.retryAfterSeconds };
      }
      const accountWait = await takeAccountTurn(accountKey);
      if (accountWait > 0) {
        await Promise.all([pairs.giveBack(pairKey), sources.giveBack(sourceKey)]);
        return { kind: 'blocked', retryAfterSeconds: accountWait };
      }
      return {
        kind: 'reserved',
        reservation: {
          async succeeded() {
            await Promise.all([
              pairs.reset(pairKey),
              accounts.reset(accountKey),
              slowTurns.reset(accountKey),
              sources.giveBack(sourceKey),
            ]);
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
