import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fromMenuBodySchema,
  fromMenuResponseSchema,
  fromRoleBodySchema,
  getMenuRolParamsSchema,
  menuRolResponseSchema,
  navigationResponseSchema,
} from '@atalaya/contract/common/navigation.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { AppError } from '../../lib/errors.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { menuOf, navigationFor, normalizeLink, roleById, roleOf, rolesAllowedTo } from './navigation.service.ts';

const errors = { '4xx': errorResponseSchema };

/**
 * Navigation and role menus (registered under `/api`):
 * `GET common/navigation`, `GET publico/menurol/GetMenu`, `GET publico/menurol/GetMenuRol/:id`,
 * `POST publico/menurol/fromRole`, `POST publico/menurol/fromMenu`.
 */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/navigation',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: { tags: ['navigation'], response: { 200: navigationResponseSchema, ...errors } },
    },
    async (request) => {
      // The back-office role the auth plugin read with the session (null for anybody else).
      return navigationFor(roleOf(claimsOf(request)), request.role, { demoAreas: app.config.demoAreas });
    },
  );

  app.get(
    '/publico/menurol/GetMenu',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: { tags: ['navigation'], response: { 200: menuRolResponseSchema, ...errors } },
    },
    async (request) => {
      const rol = roleOf(claimsOf(request));
      return { success: true as const, rol, menu: menuOf(rol) };
    },
  );

  app.get(
    '/publico/menurol/GetMenuRol/:id',
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: {
        tags: ['navigation'],
        params: getMenuRolParamsSchema,
        response: { 200: menuRolResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rol = roleById(request.params.id);
      if (!rol) {
        throw new AppError('NOT_FOUND', 'No existe ese rol');
      }
      return { success: true as const, rol, menu: menuOf(rol) };
    },
  );

  app.post(
    '/publico/menurol/fromRole',
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: { tags: ['navigation'], body: fromRoleBodySchema, response: { 200: menuRolResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, rol: request.body.rol, menu: menuOf(request.body.rol) }),
  );

  app.post(
    '/publico/menurol/fromMenu',
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: { tags: ['navigation'], body: fromMenuBodySchema, response: { 200: fromMenuResponseSchema, ...errors } },
    },
    async (request) => {
      const roles = rolesAllowedTo(request.body.link);
      return {
        success: true as const,
        link: normalizeLink(request.body.link),
        allowed: roles.includes(roleOf(claimsOf(request))),
        roles,
      };
    },
  );
};
