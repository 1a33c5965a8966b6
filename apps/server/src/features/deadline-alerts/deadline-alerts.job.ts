import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { raiseDeadlineAlerts } from './deadline-alerts.service.ts';

const hourMs = 60 * 60 * 1000;
/** The first round waits this long after start, so a restart loop never sends a round per start. */
const firstRoundMs = 10 * 60 * 1000;
/** An arbitrary, fixed key of PostgreSQL's advisory locks: "Atalaya deadline alerts". */
const lockKey = 7_146_391_117;

/**
 * Runs `work` in one process at a time: on PostgreSQL under a session advisory lock taken without
 * waiting (a process that finds it taken skips this round: another is doing it); SQLite has one
 * process. Answers whether it ran.
 */
async function alone(app: FastifyInstance, work: () => Promise<unknown>): Promise<boolean> {
  if (app.dialect !== 'postgres') {
    await work();
    return true;
  }
  return app.db.connection().execute(async (connection) => {
    const taken = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${lockKey}) as ok`.execute(connection);
    if (taken.rows[0]?.ok !== true) {
      return false;
    }
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(connection);
    }
  });
}

/** One round of deadline alerts, alone among the server processes. Answers whether this process ran it. */
export function runDeadlineAlerts(app: FastifyInstance, now: Date = new Date()): Promise<boolean> {
  return alone(app, () => raiseDeadlineAlerts(app, now));
}

/** Runs a round 10 minutes after start and then hourly (the timers never keep the process alive). */
export function scheduleDeadlineAlerts(app: FastifyInstance): void {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  function round(): void {
    runDeadlineAlerts(app).catch((error: unknown) => {
      app.log.error({ err: error }, 'deadline alerts failed');
    });
  }
  app.addHook('onReady', async () => {
    first = setTimeout(round, firstRoundMs).unref();
    timer = setInterval(round, hourMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
