import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  changePasswordBodySchema,
  myAccountResponseSchema,
  mySessionParamsSchema,
  mySessionsResponseSchema,
} from '@atalaya/contract/people/my-account.schemas';
import { claimsOf } from '../../plugins/auth.ts';
import { changeMyPassword, getMyAccount, listMySessions, revokeMySession } from './my-account.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: ['responsable', 'gestor', 'auditor'] } as const;
const tags = ['mi-cuenta'];
const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `/api/admin/mi-cuenta`: the caller's own account, sessions and password (every back-office role). */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: "The caller's facts, the tenant's idle lock and their last sign-ins",
        response: { 200: myAccountResponseSchema, ...errors },
      },
    },
    async (request) => getMyAccount(app, claimsOf(request)),
  );

  app.get(
    '/sesiones',
    {
      config,
      schema: {
        tags,
        summary: "The caller's open sessions, newest first (the current one marked)",
        response: { 200: mySessionsResponseSchema, ...errors },
      },
    },
    async (request) => listMySessions(app, claimsOf(request)),
  );

  app.delete(
    '/sesiones/:sid',
    {
      config,
      schema: {
        tags,
        summary: 'Ends one of the caller’s own sessions (534 on its next call); another’s → 404',
        params: mySessionParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => revokeMySession(app, claimsOf(request), request.params.sid),
  );

  app.put(
    '/contrasena',
    {
      config,
      schema: {
        tags,
        summary: 'Changes the caller’s password (the current one required); their other sessions end',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => changeMyPassword(app, claimsOf(request), request.body),
  );
};
