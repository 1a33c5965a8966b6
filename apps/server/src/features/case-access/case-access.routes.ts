import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  caseAccessCaseParamsSchema,
  caseAccessParamsSchema,
  caseAccessResponseSchema,
  excludeBodySchema,
} from '@atalaya/contract/people/case-access.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { assignCase, excludeFromCase, getCaseAccess, readmitToCase, unassignCase } from './case-access.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.responsable } as const;
const tags = ['den_denuncias'];

/**
 * Who sees which case (issue 15 §4, decision 039), under `/api/denuncias`: a Responsable of the
 * case's tenant reads the case's access panel, assigns and unassigns gestores, excludes people for
 * a conflict of interest and lifts exclusions. Each change is audited and answers the panel after it.
 */
export const caseAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/den_denuncias/:id/acceso',
    {
      config,
      schema: {
        tags,
        summary: 'The gestores assigned to the case, the people excluded from it and the gestores that can be assigned',
        params: caseAccessCaseParamsSchema,
        response: { 200: caseAccessResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCaseAccess(app, claimsOf(request), request.params.id),
    }),
  );

  app.put(
    '/den_denuncias/:id/asignaciones/:idusuario',
    {
      config,
      schema: {
        tags,
        summary: 'Assigns an active gestor (not excluded) to the case',
        params: caseAccessParamsSchema,
        response: { 200: caseAccessResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignCase(app, claimsOf(request), {
        iddenuncia: request.params.id,
        idusuario: request.params.idusuario,
      }),
    }),
  );

  app.delete(
    '/den_denuncias/:id/asignaciones/:idusuario',
    {
      config,
      schema: {
        tags,
        summary: 'Unassigns a person from the case',
        params: caseAccessParamsSchema,
        response: { 200: caseAccessResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await unassignCase(app, claimsOf(request), {
        iddenuncia: request.params.id,
        idusuario: request.params.idusuario,
      }),
    }),
  );

  app.put(
    '/den_denuncias/:id/exclusiones/:idusuario',
    {
      config,
      schema: {
        tags,
        summary: 'Excludes a gestor or an auditor from the case (conflict of interest); also unassigns them',
        params: caseAccessParamsSchema,
        body: excludeBodySchema,
        response: { 200: caseAccessResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await excludeFromCase(app, claimsOf(request), {
        iddenuncia: request.params.id,
        idusuario: request.params.idusuario,
        motivo: request.body.motivo,
      }),
    }),
  );

  app.delete(
    '/den_denuncias/:id/exclusiones/:idusuario',
    {
      config,
      schema: {
        tags,
        summary: 'Lifts an exclusion from the case',
        params: caseAccessParamsSchema,
        response: { 200: caseAccessResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readmitToCase(app, claimsOf(request), {
        iddenuncia: request.params.id,
        idusuario: request.params.idusuario,
      }),
    }),
  );
};
