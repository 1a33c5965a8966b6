import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  retentionSettingsBodySchema,
  retentionSettingsResponseSchema,
} from '@atalaya/contract/complaints/case-retention.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { changeRetentionSettings, getRetentionSettings } from './case-retention-admin.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.responsable } as const;
const tags = ['cliente'];

/** The tenant's retention periods (issue 17 §6), under `/api/admin/cliente`: a Responsable reads and changes them. */
export const retentionSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/retencion',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's retention periods (months without investigation, months after closing, register years)",
        response: { 200: retentionSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getRetentionSettings(app, claimsOf(request)) }),
  );

  app.put(
    '/retencion',
    {
      config,
      schema: {
        tags,
        summary:
          "Changes the tenant's retention periods within the law's bounds (recorded in the organisation's trail)",
        body: retentionSettingsBodySchema,
        response: { 200: retentionSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeRetentionSettings(app, claimsOf(request), request.body),
    }),
  );
};
