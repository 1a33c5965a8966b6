import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { receiptLoginBodySchema } from '@atalaya/contract/complaints/complaint.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { AppError } from '../../lib/errors.ts';
import { loginWithReceipt, receiptLoginMessages } from './receipt-login.service.ts';
import { createReceiptThrottle } from './receipt-throttle.policy.ts';

/** `POST /api/auth/informante` (registered under `/api/auth`): a reporter signs in with its receipt. */
export const receiptLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counters in the shared store (decision 025): they hold across server processes.
  const throttle = createReceiptThrottle(app.counters);

  app.post(
    '/informante',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'Token pair of a reporter, bound to the complaint of a receipt (tenant from `url` or the Host header)',
        body: receiptLoginBodySchema,
        response: {
          200: tokenPairResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await loginWithReceipt(app, throttle, {
        receipt: request.body.receipt,
        host: request.body.url ?? request.host,
        source: request.ip,
      });
      if (result.kind === 'blocked') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', receiptLoginMessages.rateLimited);
      }
      return result.pair;
    },
  );
};
