import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRequestSchema, dashboardResponseSchema } from '@atalaya/contract/complaints/dashboard.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { languageOfRequest } from '../../lib/request-language.ts';
import { claimsOf, roleOf, routeRoles } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard.service.ts';

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/** `den_denuncias/resumen`: the Resumen dashboard (counters, charts, medians, urgent cases). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/den_denuncias/resumen',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseReaders },
      schema: {
        tags: ['den_denuncias'],
        summary:
          'Resumen of the complaints filed from desde to hasta (default: the 12 calendar months up to today): ' +
          'counters, per month/type/status, median days to acknowledge and resolve, the 10 most urgent open cases; ' +
          'type and status names in the Accept-Language of the interface (es, ca, eu, gl, en; Spanish by default)',
        body: dashboardRequestSchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDashboard(
        app,
        claimsOf(request),
        request.body,
        languageOfRequest(request.headers['accept-language']),
        roleOf(request),
      ),
    }),
  );
};
