import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  orgAuditExportQuerySchema,
  orgAuditListRequestSchema,
  orgAuditListResponseSchema,
  orgAuditVerificationResponseSchema,
} from '@atalaya/contract/people/org-audit.schemas';
import { claimsOf } from '../../plugins/auth.ts';
import { exportOrgAudit, listOrgAudit, orgAuditExportFileName, verifyOrgAudit } from './org-audit.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: ['responsable', 'auditor'] } as const;
const tags = ['auditoria'];

/** `/api/admin/auditoria`: the organisation's audit trail (issue 15 §5), Responsables and auditors only. */
export const orgAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/GetList',
    {
      config,
      schema: {
        tags,
        summary: "A page of the tenant's audit trail (organisation and case events), newest first",
        body: orgAuditListRequestSchema,
        response: { 200: orgAuditListResponseSchema, ...errors },
      },
    },
    async (request) => listOrgAudit(app, claimsOf(request), request.body),
  );

  app.get(
    '/verificacion',
    {
      config,
      schema: {
        tags,
        summary: "Recomputes the tenant's hash chain from the genesis hash",
        response: { 200: orgAuditVerificationResponseSchema, ...errors },
      },
    },
    async (request) => verifyOrgAudit(app, claimsOf(request).idcliente),
  );

  app.get(
    '/exportacion',
    {
      config,
      // No response schema: the body is an .xlsx file (errors still answer errorResponseSchema).
      schema: {
        tags,
        summary: 'The trail with the same filters as an Excel file (the export is itself recorded)',
        querystring: orgAuditExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportOrgAudit(app, claimsOf(request), request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${orgAuditExportFileName}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
