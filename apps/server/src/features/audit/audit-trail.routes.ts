import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema } from '@atalaya/contract/complaints/case-detail.schemas';
import { listRequestSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { findAuditPage } from './audit-trail.service.ts';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { requiredCaseFilter } from '../../lib/list-request.ts';

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/** `den_auditoria/GetList`: a case's append-only audit trail (administrators). */
export const auditTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/den_auditoria/GetList',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseReaders },
      schema: {
        tags: ['den_auditoria'],
        summary: "A case's audit trail (filter iddenuncia required), newest first",
        body: listRequestSchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const iddenuncia = requiredCaseFilter(request.body);
      const page = await auditedCase(app, claims, 'leer_auditoria', iddenuncia, () =>
        findAuditPage(app, claims, request.body, iddenuncia),
      );
      return { success: true as const, total: page.total, data: page.data };
    },
  );
};
