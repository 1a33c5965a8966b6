import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts the app's requests between their arrival and their answer (or their client's leaving),
 * each counted off once whichever hook sees its end first. For the after-reply lane (decision 073).
 */
export function countRequestsInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  const open = new WeakSet<FastifyRequest>();

  function settle(request: FastifyRequest): void {
    if (open.delete(request)) {
      inFlight -= 1;
    }
  }

  app.addHook('onRequest', (request, _reply, done) => {
    open.add(request);
    inFlight += 1;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
  return () => inFlight;
}
