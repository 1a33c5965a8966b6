import type { FastifyInstance } from 'fastify';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';

const hourMs = 60 * 60 * 1000;
/** Expired sessions are kept one day (so a late refresh still gets a clear 401), then deleted. */
const graceSeconds = 24 * 60 * 60;

/**
 * Deletes expired refresh tokens, sessions expired for more than a day (revoked sessions go the
 * same way once expired) and limit counters whose window ended. Returns how many rows went.
 */
export async function purgeExpiredSessions(app: FastifyInstance, now: Date = new Date()) {
  const tokens = await app.db
    .deleteFrom('refresh_tokens')
    .where('fec_expira', '<', now.toISOString())
    .executeTakeFirst();
  const sessions = await app.db
    .deleteFrom('sesiones')
    .where('fec_expira', '<', isoAfterSeconds(-graceSeconds, now))
    .executeTakeFirst();
  const counters = await app.counters.sweep(now.getTime());
  return { refreshTokens: Number(tokens.numDeletedRows), sessions: Number(sessions.numDeletedRows), counters };
}

/** Runs the purge hourly while the app is up (the timer never keeps the process alive). */
export function scheduleSessionCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredSessions(app).catch((error: unknown) => {
        app.log.error({ err: error, at: nowIso() }, 'session cleanup failed');
      });
    }, hourMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
