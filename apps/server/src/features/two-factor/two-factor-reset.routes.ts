import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { resetTwoFactorParamsSchema } from '@atalaya/contract/auth/two-factor.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { resetMessage, resetTwoFactor } from './two-factor-reset.service.ts';

/** A Responsable's reset of another person's second factor (issue 15 §3, decision 038). */
export const twoFactorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/segundo-factor',
    {
      config: { auth: ['Privado'], roles: routeRoles.responsable },
      schema: {
        tags: ['people'],
        summary: "Removes a person's second factor (secret, recovery codes, counters); audited",
        params: resetTwoFactorParamsSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await resetTwoFactor(app, claimsOf(request), request.params.id);
      return { success: true, message: resetMessage };
    },
  );
};
