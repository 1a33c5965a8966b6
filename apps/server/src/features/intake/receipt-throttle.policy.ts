import type { CounterStore } from '../../lib/counter-store.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * Receipt sign-ins per 15 minutes: failures per source address lock that source; failures of a
 * whole tenant above `anomalyPerTenant` never lock the tenant (that would let one attacker behind
 * rotating addresses shut every reporter out) but raise one anomaly alert per window.
 */
export const receiptLimits = { perSource: 10, anomalyPerTenant: 200, windowMs: 15 * 60 * 1000 } as const;

export type ReceiptTurn =
  | { kind: 'reserved'; succeeded: () => Promise<void>; failed: () => Promise<{ anomaly: boolean }> }
  | { kind: 'blocked'; retryAfterSeconds: number };

export type ReceiptThrottle = {
  /**
   * Reserves the attempt BEFORE the receipt is hashed, in one atomic step of the store, so a burst
   * of concurrent guesses from one source cannot all pass; `blocked` with the seconds to wait.
   */
  reserve: (source: string, idcliente: number) => Promise<ReceiptTurn>;
};

/**
 * Counters for `POST /api/auth/informante`, kept in the shared counter store (decision 025). A
 * blocked caller is answered before any lookup, so the answer is the same whether the code it
 * sends is right or wrong. A success gives back only its own reservation: a prober holding one
 * valid receipt cannot reset its failures with it.
 */
export function createReceiptThrottle(
  store: CounterStore,
  limits: { perSource: number; anomalyPerTenant: number; windowMs: number } = receiptLimits,
  now: () => number = Date.now,
): ReceiptThrottle {
  const sources = new RateLimiter(store, 'recibo-origen', limits.perSource, limits.windowMs, now);
  const tenants = new RateLimiter(store, 'recibo-cliente', limits.anomalyPerTenant, limits.windowMs, now);
  return {
    async reserve(source, idcliente) {
      const turn = await sources.tryTake(source);
      if (!turn.ok) {
        return { kind: 'blocked', retryAfterSeconds: turn.retryAfterSeconds };
      }
      return {
        kind: 'reserved',
        succeeded: () => sources.giveBack(source),
        async failed() {
          // The one failure that reaches the threshold in this window raises the alert.
          return { anomaly: (await tenants.hit(String(idcliente))) === limits.anomalyPerTenant };
        },
      };
    },
  };
}
