import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  forgotPasswordBodySchema,
  invitationResponseSchema,
  linkTokenParamsSchema,
  resetPasswordBodySchema,
} from '@atalaya/contract/auth/account.schemas';
import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { loginResponseSchema } from '@atalaya/contract/auth/two-factor.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { createAccountThrottle, withRetryAfter } from '../../domain/session/account-throttle.policy.ts';
import { acceptInvitation, readInvitation } from './invitation-acceptance.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

const tags = ['auth'];
const linkErrors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/**
 * A person's own account (issue 15 §2, decision 036): the invitation link's page and its
 * acceptance, "forgot password" and the reset link. Public routes (`auth: 'none'`), throttled per
 * source address in the shared counter store.
 */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createAccountThrottle(app.counters);
  // Work that runs after its answer (a reset link's mail); closing the app waits for it.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  function schedule(work: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        // Only the error's kind: a database error's detail could quote the person's e-mail.
        app.log.error(
          { errorName: error instanceof Error ? error.name : typeof error },
          'password reset mail not queued',
        );
      })
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  app.get(
    '/invitacion/:token',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'The address, channel and role of an open invitation',
        params: linkTokenParamsSchema,
        response: { 200: invitationResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => readInvitation(app, throttle, request.params.token, request.ip)),
  );

  app.post(
    '/invitacion/:token',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Accepts an invitation: creates the person with its role and signs them in',
        params: linkTokenParamsSchema,
        body: acceptInvitationBodySchema,
        response: { 200: loginResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        acceptInvitation(app, throttle, {
          token: request.params.token,
          body: request.body,
          source: request.ip,
          agent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    '/olvido',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Sends a one-hour reset link if the address is a person of the tenant; same answer either way',
        body: forgotPasswordBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        requestPasswordReset(
          app,
          throttle,
          { body: request.body, host: request.body.url ?? request.host, source: request.ip },
          schedule,
        ),
      ),
  );

  app.post(
    '/restablecer/:token',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "Sets a new password with a reset link (once) and revokes the person's sessions",
        params: linkTokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        resetPassword(app, throttle, {
          token: request.params.token,
          password: request.body.password,
          source: request.ip,
        }),
      ),
  );
};
