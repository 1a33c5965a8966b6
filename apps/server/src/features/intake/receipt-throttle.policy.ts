import { RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * Receipt sign-ins per 15 minutes: failures per source address lock that source; failures of a
 * whole tenant above `anomalyPerTenant` never lock the tenant (that would let one attacker behind
 * rotating addresses shut every reporter out) but raise one anomaly alert per window.
 */
export const receiptLimits = { perSource: 10, anomalyPerTenant: 200, windowMs: 15 * 60 * 1000 } as const;

export type ReceiptTurn =
  | { kind: 'reserved'; succeeded: () => void; failed: () => { anomaly: boolean } }
  | { kind: 'blocked'; retryAfterSeconds: number };

export type ReceiptThrottle = {
  /**
   * Reserves the attempt BEFORE the receipt is hashed, in one synchronous step, so a burst of
   * concurrent guesses from one source cannot all pass; `blocked` with the seconds to wait.
   */
  reserve: (source: string, idcliente: number) => ReceiptTurn;
};

/**
 * In-memory counters for `POST /api/auth/informante` (architecture §2: in-process by default). A
 * blocked caller is answered before any lookup, so the answer is the same whether the code it
 * sends is right or wrong. A success gives back only its own reservation: a prober holding one
 * valid receipt cannot reset its failures with it.
 */
export function createReceiptThrottle(
  limits: { perSource: number; anomalyPerTenant: number; windowMs: number } = receiptLimits,
  now: () => number = Date.now,
): ReceiptThrottle {
  const sources = new RateLimiter(limits.perSource, limits.windowMs, now);
  const tenants = new RateLimiter(limits.anomalyPerTenant, limits.windowMs, now);
  return {
    reserve(source, idcliente) {
      if (!sources.tryTake(source)) {
        return { kind: 'blocked', retryAfterSeconds: Math.max(1, sources.retryAfterSeconds(source)) };
      }
      return {
        kind: 'reserved',
        succeeded: () => sources.giveBack(source),
        failed() {
          const tenantKey = String(idcliente);
          const wasBelow = !tenants.isBlocked(tenantKey);
          tenants.hit(tenantKey);
          // The one failure that reaches the threshold in this window raises the alert.
          return { anomaly: wasBelow && tenants.isBlocked(tenantKey) };
        },
      };
    },
  };
}
