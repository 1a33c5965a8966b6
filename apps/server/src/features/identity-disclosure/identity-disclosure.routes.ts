import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  disclosureBodySchema,
  identityDisclosureListResponseSchema,
  identityDisclosureParamsSchema,
  identityDisclosureResponseSchema,
} from '@atalaya/contract/people/identity-disclosure.schemas';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { listDisclosures, recordDisclosure } from './identity-disclosure.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.responsable } as const;
const tags = ['den_denuncias'];

/**
 * Disclosures of the reporter's identity (issue 17 §3, Ley 2/2023 art 33.3), under `/api/denuncias`:
 * a Responsable of the case's tenant lists them and records one, with the reporter's prior notice
 * or the reason it is omitted. Every step is audited.
 */
export const identityDisclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/den_denuncias/:id/revelaciones',
    {
      config,
      schema: {
        tags,
        summary: "The disclosures of the reporter's identity recorded on the case, newest first",
        params: identityDisclosureParamsSchema,
        response: { 200: identityDisclosureListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDisclosures(app, claimsOf(request), request.params.id),
    }),
  );

  app.post(
    '/den_denuncias/:id/revelaciones',
    {
      config,
      schema: {
        tags,
        summary:
          "Records a disclosure of the reporter's identity, notifying the reporter first unless omitted with a reason",
        params: identityDisclosureParamsSchema,
        body: disclosureBodySchema,
        response: { 201: identityDisclosureResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await recordDisclosure(app, claimsOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
