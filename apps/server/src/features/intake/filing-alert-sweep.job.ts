import type { FastifyInstance } from 'fastify';
import { alertFiledCase } from '../../domain/complaint/handler-alerts.service.ts';
import { pendingAlertsBefore } from '../../domain/complaint/pending-alert.repository.ts';
import { scheduleRounds } from '../../lib/rounds.ts';
import { isoAfterSeconds } from '../../lib/time.ts';

/** A case's alert is left to its filing's process this long before a sweep sends it. */
export const pendingAlertGraceSeconds = 60;
const sweepEveryMs = 60 * 1000;
/** The first sweep after a start: soon, so what a stopped process left is not late by much. */
const firstSweepMs = 5 * 1000;
const perSweep = 200;

/**
 * Queues, on this process's after-reply lane, the alert of every case filed over a minute ago
 * whose alert no process took (decision 073); the alert takes the mark first, so two processes
 * sweeping at once still send each alert once. Answers how many it queued.
 */
export async function sweepPendingAlerts(app: FastifyInstance): Promise<number> {
  const pending = await pendingAlertsBefore(app.db, isoAfterSeconds(-pendingAlertGraceSeconds), perSweep);
  for (const filed of pending) {
    app.afterReply.run('pending filing alert', () => alertFiledCase(app, filed));
  }
  return pending.length;
}

/** Sweeps 5 s after start and then every minute (the timers never keep the process alive). */
export function schedulePendingAlertSweep(app: FastifyInstance): void {
  scheduleRounds(app, { firstMs: firstSweepMs, everyMs: sweepEveryMs, failure: 'pending alert sweep failed' }, () =>
    sweepPendingAlerts(app),
  );
}
