import type { FastifyInstance } from 'fastify';
import { scheduleRounds } from '../../lib/rounds.ts';
import { runAlone } from '../../lib/single-runner.ts';
import { raiseDeadlineAlerts } from './deadline-alerts.service.ts';

const hourMs = 60 * 60 * 1000;
/** The first round waits this long after start, so a restart loop never sends a round per start. */
const firstRoundMs = 10 * 60 * 1000;
/** An arbitrary, fixed key of PostgreSQL's advisory locks: "Atalaya deadline alerts". */
const lockKey = 7_146_391_117;

/** One round of deadline alerts, alone among the server processes. Answers whether this process ran it. */
export function runDeadlineAlerts(app: FastifyInstance, now: Date = new Date()): Promise<boolean> {
  return runAlone(app, lockKey, () => raiseDeadlineAlerts(app, now));
}

/** Runs a round 10 minutes after start and then hourly (the timers never keep the process alive). */
export function scheduleDeadlineAlerts(app: FastifyInstance): void {
  scheduleRounds(app, { firstMs: firstRoundMs, everyMs: hourMs, failure: 'deadline alerts failed' }, () =>
    runDeadlineAlerts(app),
  );
}
