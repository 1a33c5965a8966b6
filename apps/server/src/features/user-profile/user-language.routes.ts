import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeLanguageBodySchema, changeLanguageResponseSchema } from '@atalaya/contract/common/user.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { changeLanguage } from './user-language.service.ts';

/** `PUT /api/common/idioma`: the language-change call of spec §7 (any token; stored for administrators). */
export const userLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: {
        tags: ['user'],
        summary: "Changes the caller's language: stored for an administrator (their mails), success for anybody else",
        body: changeLanguageBodySchema,
        response: { 200: changeLanguageResponseSchema, '4xx': errorResponseSchema },
      },
    },
    async (request) => changeLanguage(app.db, claimsOf(request), request.body.ididioma),
  );
};
