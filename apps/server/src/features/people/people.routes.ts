import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  invitationParamsSchema,
  invitationResponseSchema,
  inviteBodySchema,
  peopleListResponseSchema,
  personParamsSchema,
  personResponseSchema,
  revokeInvitationResponseSchema,
  updatePersonBodySchema,
} from '@atalaya/contract/people/people.schemas';
import { claimsOf } from '../../plugins/auth.ts';
import { invitePerson, listPeople, resendInvitation, revokeInvitation, updatePerson } from './people.service.ts';

const errors = { '4xx': errorResponseSchema };
const auth = { auth: ['Privado'], roles: ['responsable'] } as const;

/** The options of a route on one pending invitation (`:id`), answering `response` with 200. */
function invitationAction<Response extends z.ZodType>(summary: string, response: Response) {
  return {
    config: auth,
    schema: {
      tags: ['people'],
      summary,
      params: invitationParamsSchema,
      response: { 200: response, ...errors },
    },
  };
}

/**
 * `/api/admin/usuarios`: the "Usuarios" screen (issue 15 §2), for a Responsable of the caller's
 * own tenant only. The role is read from the person's row on every call (the token does not
 * carry it), before the body is parsed: anyone else gets 403 whatever they send.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: auth,
      schema: {
        tags: ['people'],
        summary: "The tenant's people and pending invitations",
        response: { 200: peopleListResponseSchema, ...errors },
      },
    },
    async (request) => listPeople(app, claimsOf(request).idcliente),
  );

  app.post(
    '/invitaciones',
    {
      config: auth,
      schema: {
        tags: ['people'],
        summary: 'Invites an address with a role (one-time link by mail, valid 72 h)',
        body: inviteBodySchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => invitePerson(app, claimsOf(request).idcliente, request.body, claimsOf(request)),
  );

  app.post(
    '/invitaciones/:id/reenviar',
    invitationAction(
      'Sends a pending invitation again with a new link (the old one stops working)',
      invitationResponseSchema,
    ),
    async (request) => resendInvitation(app, claimsOf(request).idcliente, request.params.id, claimsOf(request)),
  );

  app.delete(
    '/invitaciones/:id',
    invitationAction('Revokes a pending invitation', revokeInvitationResponseSchema),
    async (request) => revokeInvitation(app, claimsOf(request).idcliente, request.params.id, claimsOf(request)),
  );

  app.patch(
    '/:id',
    {
      config: auth,
      schema: {
        tags: ['people'],
        summary: "Changes a person's role, or deactivates (sessions revoked) or reactivates them",
        params: personParamsSchema,
        body: updatePersonBodySchema,
        response: { 200: personResponseSchema, ...errors },
      },
    },
    async (request) =>
      updatePerson(app, claimsOf(request).idcliente, request.params.id, request.body, claimsOf(request)),
  );
};
