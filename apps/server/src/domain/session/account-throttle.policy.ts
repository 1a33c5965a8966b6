import type { FastifyReply } from 'fastify';
import type { CounterStore } from '../../lib/counter-store.ts';
import { AppError } from '../../lib/errors.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';

const windowMs = 15 * 60 * 1000;

/**
 * Limits of the account links (decision 036, same shape as the sign-in's of decision 022): per
 * source address, unknown/used/expired invitation and reset tokens lock the source after
 * `linkFailuresPerSource` in 15 min; "forgot password" requests lock a source after
 * `forgotPerSource`, and past `forgotPerAccount` requests for one address in the window the answer
 * stays the same but no further mail is queued (nobody can flood a mailbox through the channel).
 */
export const accountLimits = { linkFailuresPerSource: 20, forgotPerSource: 10, forgotPerAccount: 3, windowMs } as const;

/** A reserved link attempt: a valid token gives its reservation back; anything else keeps it. */
export type LinkTurn =
  { kind: 'reserved'; succeeded: () => Promise<void> } | { kind: 'blocked'; retryAfterSeconds: number };

/** A reserved "forgot password" request: `mailAllowed` is false past the account's limit. */
export type ForgotTurn = { kind: 'reserved'; mailAllowed: boolean } | { kind: 'blocked'; retryAfterSeconds: number };

export type AccountThrottle = {
  /** Reserves a token check BEFORE the lookup (one atomic step of the shared store). */
  reserveLink: (source: string) => Promise<LinkTurn>;
  /** Counts a "forgot password" request; the account key never depends on whether the account exists. */
  reserveForgot: (accountKey: string, source: string) => Promise<ForgotTurn>;
};

/** The account-link counters, in the shared counter store (decision 025). */
export function createAccountThrottle(store: CounterStore, now: () => number = Date.now): AccountThrottle {
  const linkSources = new RateLimiter(store, 'enlace-origen', accountLimits.linkFailuresPerSource, windowMs, now);
  const forgotSources = new RateLimiter(store, 'olvido-origen', accountLimits.forgotPerSource, windowMs, now);
  const forgotAccounts = new RateLimiter(store, 'olvido-cuenta', accountLimits.forgotPerAccount, windowMs, now);
  return {
    async reserveLink(source) {
      const turn = await linkSources.tryTake(source);
      if (!turn.ok) {
        return { kind: 'blocked', retryAfterSeconds: turn.retryAfterSeconds };
      }
      return { kind: 'reserved', succeeded: () => linkSources.giveBack(source) };
    },
    async reserveForgot(accountKey, source) {
      const turn = await forgotSources.tryTake(source);
      if (!turn.ok) {
        return { kind: 'blocked', retryAfterSeconds: turn.retryAfterSeconds };
      }
      return { kind: 'reserved', mailAllowed: (await forgotAccounts.tryTake(accountKey)).ok };
    },
  };
}

/** A 429 that says when to come back: its route answers the seconds in `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** Runs a route's work; a RetryLaterError it throws gets its `Retry-After` header on the way out. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    throw error;
  }
}
