import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { sourceLimitMessage } from '../../plugins/source-limit.ts';

/** AuthnRequests one address may ask for a minute (each is a stored row and an RSA signature). */
export const requestsPerAddressPerMinute = 30;

/**
 * The `preHandler` of `POST /api/auth/clave/request`: no token to count by, so per address
 * (the shared counters, decision 025; scaled like the source limits). 429 with Retry-After.
 */
export function signInRequestLimit(app: FastifyInstance) {
  const limiter = new RateLimiter(
    app.counters,
    'clave-peticion-origen',
    requestsPerAddressPerMinute * app.config.sourceLimitsScale,
    60_000,
  );
  return async function limitSignInRequests(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const taken = await limiter.tryTake(request.ip);
    if (!taken.ok) {
      reply.header('retry-after', String(taken.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', sourceLimitMessage);
    }
  };
}
