import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetingRecordSchema } from '@atalaya/contract/complaints/meeting-record.schemas';
import {
  meetingParamsSchema,
  meetingProposalBodySchema,
  meetingRequestBodySchema,
} from '@atalaya/contract/complaints/meeting-request.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { proposeMeeting, requestMeeting } from './meeting-request.service.ts';

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };
const answer = z.object({ success: z.literal(true), message: z.string(), data: meetingRecordSchema });

/** A meeting the reporter asks for and the date its handlers propose (issue 17 §2), under `/api/denuncias`. */
export const meetingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['den_denuncias'];

  app.put(
    '/den_denuncias/informante/reunion',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: 'The reporter asks for a meeting (in person or by video call); a date is due within 7 days',
        body: meetingRequestBodySchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => requestMeeting(app, claimsOf(request), request.body),
  );

  app.put(
    '/den_denuncias/:id/reunion',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary:
          'A handler proposes the date and place of the meeting the reporter asked for; it reaches them as a notification',
        params: meetingParamsSchema,
        body: meetingProposalBodySchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => proposeMeeting(app, claimsOf(request), request.params.id, request.body),
  );
};
