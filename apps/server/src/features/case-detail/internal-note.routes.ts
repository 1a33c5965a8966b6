import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  internalNoteBodySchema,
  internalNoteListResponseSchema,
  internalNoteResponseSchema,
} from '@atalaya/contract/complaints/case-detail.schemas';
import { listRequestSchema } from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { createInternalNote, findInternalNotePage } from './internal-note.service.ts';
import { requiredCaseFilter } from '../../lib/list-request.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * `den_notas_internas`: the handlers' internal notes of a case, never reachable by the reporter.
 * Append-only: list and create, no update or delete.
 */
export function registerInternalNoteRoutes(app: ZodApp): void {
  const tags = ['den_notas_internas'];

  app.post(
    '/den_notas_internas/GetList',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: "A case's internal notes (filter iddenuncia required), oldest first",
        body: listRequestSchema,
        response: { 200: internalNoteListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const iddenuncia = requiredCaseFilter(request.body);
      const page = await auditedCase(
        app,
        claims,
        'leer_notas',
        iddenuncia,
        () => findInternalNotePage(app, claims, request.body, iddenuncia),
        (found) => `iddenuncia=${iddenuncia} notas=${found.data.length}`,
      );
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.post(
    '/den_notas_internas/',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary: 'Appends an internal note to a case (encrypted; handlers only)',
        body: internalNoteBodySchema,
        response: { 200: internalNoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const input = request.body.den_notas_internas;
      const data = await auditedCase(
        app,
        claims,
        'crear_nota',
        input.iddenuncia,
        () => createInternalNote(app, claims, input),
        (note) => `idnota=${note.idnota}`,
      );
      return { success: true as const, data };
    },
  );
}
