import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` `firstMs` after the app is ready and then every `everyMs`, logging a failed round
 * as `failure` (never its content); the timers never keep the process alive and stop at close.
 * The background jobs' one schedule (deadline alerts, retention, pending filing alerts).
 */
export function scheduleRounds(
  app: FastifyInstance,
  schedule: { firstMs: number; everyMs: number; failure: string },
  round: () => Promise<unknown>,
): void {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  function runRound(): void {
    round().catch((error: unknown) => {
      app.log.error({ err: error }, schedule.failure);
    });
  }
  app.addHook('onReady', async () => {
    first = setTimeout(runRound, schedule.firstMs).unref();
    timer = setInterval(runRound, schedule.everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
