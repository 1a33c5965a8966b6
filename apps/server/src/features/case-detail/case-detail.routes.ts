import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseDetailResponseSchema,
  caseUpdateResponseSchema,
  changeStatusBodySchema,
  extendBodySchema,
  resolveBodySchema,
} from '@atalaya/contract/complaints/case-detail.schemas';
import { idParamsSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { registerInternalNoteRoutes } from './internal-note.routes.ts';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { changeCaseStatus, extendHandledCase, getCaseDetail, resolveHandledCase } from './case-detail.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * Case handling of one complaint (administrators): its detail (`GET den_denuncias/:id`), status
 * change, resolution and the one deadline extension. Every call leaves an audit row. The static
 * paths `den_denuncias/informante`, `/GetList`, `/ampliar` and `/resumen` win over `:id`.
 */
function registerCaseDetailRoutes(app: ZodApp): void {
  const tags = ['den_denuncias'];

  app.get(
    '/den_denuncias/:id',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'One case with everything the reporter wrote, decrypted, and its deadlines',
        params: idParamsSchema,
        response: { 200: caseDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { id } = request.params;
      // A case filed by an identified citizen shows their verified name: the trail says so (decision 052).
      const data = await auditedCase(
        app,
        claims,
        'leer_denuncia',
        id,
        () => getCaseDetail(app, claims, id),
        (detail) => `iddenuncia=${id}${detail.identidad_verificada ? ' identidad_verificada' : ''}`,
      );
      return { success: true as const, data };
    },
  );

  app.put(
    '/den_denuncias/:id/estado',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Moves an unresolved case to another of the tenant’s statuses (501 once resolved)',
        params: idParamsSchema,
        body: changeStatusBodySchema,
        response: { 200: caseUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { id } = request.params;
      const changed = await auditedCase(
        app,
        claims,
        'cambiar_estado',
        id,
        () => changeCaseStatus(app, claims, id, request.body),
        ({ detail, from }) => `de ${from} a ${detail.idestadodenuncia}`,
      );
      return { success: true as const, data: changed.detail };
    },
  );

  app.post(
    '/den_denuncias/:id/resolver',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Resolves a case: status 1, resolution date and text (the reporter sees it; 501 once resolved)',
        params: idParamsSchema,
        body: resolveBodySchema,
        response: { 200: caseUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { id } = request.params;
      const data = await auditedCase(app, claims, 'resolver', id, () =>
        resolveHandledCase(app, claims, id, request.body),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/den_denuncias/:id/prorroga',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Extends the answer deadline once by up to 3 months (409 the second time, 501 once resolved)',
        params: idParamsSchema,
        body: extendBodySchema,
        response: { 200: caseUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const { id } = request.params;
      const data = await auditedCase(
        app,
        claims,
        'prorrogar',
        id,
        () => extendHandledCase(app, claims, id, request.body),
        (detail) => `meses=${detail.prorroga?.meses ?? 0}`,
      );
      return { success: true as const, data };
    },
  );
}

/**
 * Case handling under `/api/denuncias`: the case detail, its status, resolution and extension
 * (this file) and its internal notes (internal-note.routes.ts).
 */
export const caseDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCaseDetailRoutes(app);
  registerInternalNoteRoutes(app);
};
