import { RateLimiter } from '../../lib/rate-limiter.ts';

/** Failed receipt logins allowed per source address, and per tenant from all sources, in 15 minutes. */
export const receiptLimits = { perSource: 10, perTenant: 200, windowMs: 15 * 60 * 1000 } as const;

export type ReceiptThrottle = {
  /** Seconds to wait when the source or the tenant is blocked; 0 when the attempt may proceed. */
  retryAfterSeconds: (source: string, idcliente: number) => number;
  recordFailure: (source: string, idcliente: number) => void;
};

/**
 * In-memory failure counters for `POST /api/auth/informante` (architecture §2: in-process by
 * default). A blocked caller is answered before any lookup, so the answer is the same whether the
 * code it sends is right or wrong. Success clears nothing: a prober holding one valid receipt
 * cannot reset its counter with it. The per-tenant cap bounds guessing spread over many sources.
 */
export function createReceiptThrottle(
  limits: { perSource: number; perTenant: number; windowMs: number } = receiptLimits,
  now: () => number = Date.now,
): ReceiptThrottle {
  const sources = new RateLimiter(limits.perSource, limits.windowMs, now);
  const tenants = new RateLimiter(limits.perTenant, limits.windowMs, now);
  function tenantKey(idcliente: number): string {
    return String(idcliente);
  }
  return {
    retryAfterSeconds(source, idcliente) {
      const waits = [
        sources.isBlocked(source) ? sources.retryAfterSeconds(source) : 0,
        tenants.isBlocked(tenantKey(idcliente)) ? tenants.retryAfterSeconds(tenantKey(idcliente)) : 0,
      ];
      return Math.max(...waits);
    },
    recordFailure(source, idcliente) {
      sources.hit(source);
      tenants.hit(tenantKey(idcliente));
    },
  };
}
