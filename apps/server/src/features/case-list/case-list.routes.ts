import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseListRequestSchema, caseListResponseSchema } from '@atalaya/contract/complaints/case-list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, roleOf, routeRoles } from '../../plugins/auth.ts';
import { listCases } from './case-list.service.ts';

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/** `den_denuncias/GetList`: the administrator's complaint list (metadata and deadlines only). */
export const caseListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/den_denuncias/GetList',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseReaders },
      schema: {
        tags: ['den_denuncias'],
        summary: "The tenant's complaints with their Ley 2/2023 deadlines (newest first by default)",
        body: caseListRequestSchema,
        response: { 200: caseListResponseSchema, ...errors },
      },
    },
    async (request) => listCases(app, claimsOf(request), roleOf(request), request.body),
  );
};
