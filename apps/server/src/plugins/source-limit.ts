import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { SourceAction } from '../lib/source-limits.ts';
import { claimsOf } from './auth.ts';

export const sourceLimitMessage = 'Ha hecho demasiadas solicitudes seguidas. Espere un momento y vuelva a intentarlo.';

/**
 * A route's `preHandler` that spends one unit of the caller's per-source budget for `action`
 * (lib/source-limits.ts): 429 with Retry-After when its session or its address is spent.
 * Administrators are never limited by it: what reporters do must not stop the handlers.
 */
export function sourceLimit(action: SourceAction) {
  return async function limitSource(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const claims = claimsOf(request);
    if (claims.tipoacceso === 'Privado') {
      return;
    }
    const wait = await request.server.sourceLimits.take(action, { sid: claims.sid, address: request.ip });
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('RATE_LIMITED', sourceLimitMessage);
    }
  };
}
