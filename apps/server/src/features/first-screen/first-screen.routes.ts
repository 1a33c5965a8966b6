import type { FastifyInstance } from 'fastify';
import type { FirstScreenBuilder } from './first-screen.service.ts';

/** Lists and counts are POSTed but change nothing. */
const readOnlyPost = /\/(GetList|resumen)$/;

/**
 * Drops a tenant's kept first screens after any change an administrator makes (a content block,
 * a menu, the tenant's settings, a logo…): the next page view is built from the database again.
 * Registered on the root before the routes, so it sees every route's answer.
 */
export function forgetFirstScreenOnChange(app: FastifyInstance, builder: FirstScreenBuilder): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) {
      return;
    }
    const claims = request.auth;
    if (claims?.tipoacceso !== 'Privado' || readOnlyPost.test(request.routeOptions.url ?? '')) {
      return;
    }
    builder.forgetTenant(claims.idcliente);
  });
}
