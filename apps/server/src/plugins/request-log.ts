import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** One line per API request: method, route pattern (never the URL), status and duration. */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    if (!route.startsWith('/api')) {
      return;
    }
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

export const requestLog = fp(requestLogPlugin, { name: 'request-log' });
