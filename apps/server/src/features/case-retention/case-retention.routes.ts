import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  caseRetentionParamsSchema,
  caseRetentionResponseSchema,
  immediatePurgeBodySchema,
  legalHoldBodySchema,
} from '@atalaya/contract/complaints/case-retention.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { getCaseRetention, holdCase, purgeNow, releaseCase } from './case-retention-admin.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.responsable } as const;
const tags = ['den_denuncias'];

/**
 * A case's retention (issue 17 §6; decision 050), under `/api/denuncias`, for a Responsable of the
 * case's tenant: its state, a legal hold that stops the purge while judicial proceedings last,
 * and the immediate purge of "información veraz no acreditada" (art 32.3).
 */
export const caseRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/den_denuncias/:id/retencion',
    {
      config,
      schema: {
        tags,
        summary: "The case's retention state: purge date and cause, legal hold, register removal date",
        params: caseRetentionParamsSchema,
        response: { 200: caseRetentionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCaseRetention(app, claimsOf(request), request.params.id),
    }),
  );

  app.put(
    '/den_denuncias/:id/retencion/bloqueo',
    {
      config,
      schema: {
        tags,
        summary: 'Puts the case on legal hold (its purge waits while judicial proceedings last)',
        params: caseRetentionParamsSchema,
        body: legalHoldBodySchema,
        response: { 200: caseRetentionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await holdCase(app, claimsOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/den_denuncias/:id/retencion/bloqueo',
    {
      config,
      schema: {
        tags,
        summary: 'Lifts the legal hold (a due purge is announced again 7 days ahead)',
        params: caseRetentionParamsSchema,
        response: { 200: caseRetentionResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await releaseCase(app, claimsOf(request), request.params.id) }),
  );

  app.post(
    '/den_denuncias/:id/retencion/purga',
    {
      config,
      schema: {
        tags,
        summary: 'Marks the case "información veraz no acreditada" and purges its personal data now (art 32.3)',
        params: caseRetentionParamsSchema,
        body: immediatePurgeBodySchema,
        response: { 200: caseRetentionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await purgeNow(app, claimsOf(request), request.params.id, request.body),
    }),
  );
};
