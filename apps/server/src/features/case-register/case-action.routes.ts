import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  caseActionBodySchema,
  caseActionListResponseSchema,
  caseActionParamsSchema,
  caseActionResponseSchema,
} from '@atalaya/contract/complaints/case-register.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { addCaseAction, listCaseActions } from './case-action.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.caseHandlers } as const;
const tags = ['den_denuncias'];

/**
 * A case's libro-registro log under `/api/denuncias` (issue 17 §5): the actions taken and measures
 * adopted, read and added by those who handle the case (a gestor on their assigned cases).
 */
export const caseActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/den_denuncias/:id/actuaciones',
    {
      config,
      schema: {
        tags,
        summary: 'The actions taken and measures adopted in the case, in the order they happened',
        params: caseActionParamsSchema,
        response: { 200: caseActionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listCaseActions(app, claimsOf(request), request.params.id),
    }),
  );

  app.post(
    '/den_denuncias/:id/actuaciones',
    {
      config,
      schema: {
        tags,
        summary: 'Adds an action taken or a measure adopted to the case (for the libro-registro)',
        params: caseActionParamsSchema,
        body: caseActionBodySchema,
        response: { 201: caseActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await addCaseAction(app, claimsOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
