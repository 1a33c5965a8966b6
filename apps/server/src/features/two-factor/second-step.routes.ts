import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import {
  challengeEnrolmentBodySchema,
  challengeEnrolmentConfirmedResponseSchema,
  confirmChallengeEnrolmentBodySchema,
  confirmEnrolmentBodySchema,
  enrolmentConfirmedResponseSchema,
  enrolmentResponseSchema,
  secondStepBodySchema,
  twoFactorMessages,
  twoFactorStatusResponseSchema,
} from '@atalaya/contract/auth/two-factor.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { withRetryAfter } from '../../domain/session/account-throttle.policy.ts';
import {
  confirmChallengeEnrolment,
  confirmEnrolment,
  startChallengeEnrolment,
  startEnrolment,
  twoFactorStatus,
} from './two-factor-enrolment.service.ts';
import { completeSecondStep } from './second-step.service.ts';

const tags = ['auth'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/**
 * Second factors (issue 15 §3, decision 038), under `/api/auth`: the sign-in's second step, the
 * enrolment of a person who holds an enrolment challenge (a tenant that requires a factor), and a
 * signed-in person's own enrolment (`/cuenta/segundo-factor`).
 */
export const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/segundo-factor',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Second step of the sign-in: the challenge and a TOTP or recovery code; answers the token pair',
        body: secondStepBodySchema,
        response: { 200: tokenPairResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        completeSecondStep(app, {
          reto: request.body.reto,
          codigo: request.body.codigo,
          agent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    '/segundo-factor/alta',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'A new TOTP secret (URI, Base32, QR) for the holder of an enrolment challenge',
        body: challengeEnrolmentBodySchema,
        response: { 200: enrolmentResponseSchema, ...errors },
      },
    },
    async (request) => startChallengeEnrolment(app, request.body.reto),
  );

  app.post(
    '/segundo-factor/alta/confirmar',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Confirms the enrolment with one code: the token pair and ten recovery codes (shown once)',
        body: confirmChallengeEnrolmentBodySchema,
        response: { 200: challengeEnrolmentConfirmedResponseSchema, ...errors },
      },
    },
    async (request) =>
      confirmChallengeEnrolment(app, {
        reto: request.body.reto,
        alta: request.body.alta,
        codigo: request.body.codigo,
        agent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/cuenta/segundo-factor',
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: {
        tags,
        summary: 'Whether the signed-in person has a second factor, and recovery codes left',
        response: { 200: twoFactorStatusResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => twoFactorStatus(app, claimsOf(request)),
  );

  app.post(
    '/cuenta/segundo-factor',
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: {
        tags,
        summary: 'A new TOTP secret for the signed-in person (the current one works until it is confirmed)',
        response: { 200: enrolmentResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => startEnrolment(app, claimsOf(request)),
  );

  app.post(
    '/cuenta/segundo-factor/confirmar',
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: {
        tags,
        summary: "Confirms the signed-in person's new secret with one code; answers ten recovery codes",
        body: confirmEnrolmentBodySchema,
        response: { 200: enrolmentConfirmedResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: twoFactorMessages.enrolled,
      codigos: await confirmEnrolment(app, claimsOf(request), request.body),
    }),
  );
};
