import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  messageResponseSchema,
  publicTokenBodySchema,
  tokenPairResponseSchema,
} from '@atalaya/contract/auth/auth.schemas';
import { loginResponseSchema } from '@atalaya/contract/auth/two-factor.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { AppError, messages } from '../../lib/errors.ts';
import { bearerToken, claimsOf, routeRoles } from '../../plugins/auth.ts';
import { authMessages, logout, refreshSession } from '../../domain/session/session.service.ts';
import { login } from './sign-in.service.ts';
import { issuePublicToken } from '../../domain/session/public-session.service.ts';
import { createLoginThrottle } from '../../domain/session/login-throttle.policy.ts';
import { scheduleSessionCleanup } from './session-cleanup.job.ts';

const tags = ['auth'];

/**
 * `/api/auth`: public token, administrator sign-in, refresh-token rotation and logout (spec §7
 * "Authentication"). Who the token is (`GET /`), acceso, changeCliente, thirdparty/clave and the
 * certificate sign-in are features/auth-calls (decision 053). Under the same prefix, the account
 * links are features/account-links and the second step features/two-factor (app.ts registers them).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counters in the shared store (decision 025): they hold across server processes.
  const throttle = createLoginThrottle(app.counters);
  scheduleSessionCleanup(app);

  app.post(
    '/publico',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Token pair of an anonymous visitor for the tenant of a hostname',
        body: publicTokenBodySchema,
        response: { 200: tokenPairResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => issuePublicToken(app, request.body.url),
  );

  app.post(
    '/login',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Administrator sign-in (tenant from `url` or the Host header)',
        body: loginBodySchema,
        description:
          'Answers the token pair, or (decision 038) a second-step challenge `segundo_factor` for a person ' +
          'with a second factor (`paso: codigo`) or of a tenant that requires one (`paso: alta`).',
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await login(app, throttle, {
        email: request.body.email,
        password: request.body.password,
        host: request.body.url ?? request.host,
        source: request.ip,
        agent: request.headers['user-agent'],
      });
      if (result.kind === 'blocked') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', authMessages.rateLimited);
      }
      return result.kind === 'second-step' ? result.challenge : result.pair;
    },
  );

  app.get(
    '/refresh',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Rotates the refresh token sent as Bearer; a reused token revokes its session',
        security: [{ bearerAuth: [] }],
        response: { 200: tokenPairResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) {
        throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
      }
      return refreshSession(app, token);
    },
  );

  app.get(
    '/logout',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: {
        tags,
        summary: "Revokes the caller's session",
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await logout(app, claimsOf(request));
      return { success: true, message: authMessages.signedOut };
    },
  );
};
