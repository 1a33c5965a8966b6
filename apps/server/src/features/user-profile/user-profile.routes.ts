import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patchUserBodySchema, userSchema } from '@atalaya/contract/common/user.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { getCurrentUser, patchCurrentUser } from './user-profile.service.ts';

const errors = { '4xx': errorResponseSchema };

/** `GET api/common/user` (any token) and `PATCH api/common/user` with body `{user}` (administrators). */
export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: { tags: ['user'], response: { 200: userSchema, ...errors } },
    },
    async (request) => getCurrentUser(app.db, claimsOf(request), request.role),
  );

  app.patch(
    '/',
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: { tags: ['user'], body: patchUserBodySchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => patchCurrentUser(app.db, claimsOf(request), request.body.user, request.role),
  );
};
