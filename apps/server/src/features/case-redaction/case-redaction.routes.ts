import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  redactionBodySchema,
  redactionListResponseSchema,
  redactionOriginalParamsSchema,
  redactionOriginalResponseSchema,
  redactionParamsSchema,
  redactionResponseSchema,
} from '@atalaya/contract/complaints/redaction.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, roleOf, routeRoles } from '../../plugins/auth.ts';
import { listRedactions, readRedactionOriginal, redactPassage } from './case-redaction.service.ts';
import { registerDocumentRedactionRoutes } from './document-redaction.routes.ts';

const errors = { '4xx': errorResponseSchema };
/** The case's handlers; which cases a gestor reaches is case-access.policy's (a case not theirs answers 404). */
const config = { auth: ['Privado'], roles: routeRoles.caseHandlers } as const;
const tags = ['den_denuncias'];

/**
 * Redaction of a case's text (issue 17 §7, art 32.2 Ley 2/2023), under `/api/denuncias`: the
 * case's handlers strike a passage of a text answer, the transcript or a chat message and list
 * the redactions; the Responsable reads the text as it was before one (audited). The redaction of
 * documents' regions is document-redaction.routes.ts (decision 065).
 */
export const caseRedactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/den_denuncias/:id/tachados',
    {
      config,
      schema: {
        tags,
        summary: "The case's redactions, newest first: where, why, who and when, never the passage",
        params: redactionParamsSchema,
        response: { 200: redactionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listRedactions(app, claimsOf(request), request.params.id),
    }),
  );

  app.post(
    '/den_denuncias/:id/tachados',
    {
      config,
      schema: {
        tags,
        summary:
          'Strikes a passage out of a text answer, the transcript or a chat message; the text as it was is kept sealed',
        params: redactionParamsSchema,
        body: redactionBodySchema,
        response: { 201: redactionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await redactPassage(app, claimsOf(request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/den_denuncias/:id/tachados/:idtachado/original',
    {
      // Admits the gestores too, so that their refusal (403) is audited with the rest.
      config,
      schema: {
        tags,
        summary: 'The Responsable reads the text as it was before one redaction and the passage struck (audited)',
        params: redactionOriginalParamsSchema,
        response: { 200: redactionOriginalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readRedactionOriginal(app, claimsOf(request), roleOf(request), {
        iddenuncia: request.params.id,
        idtachado: request.params.idtachado,
      }),
    }),
  );

  registerDocumentRedactionRoutes(app);
};
