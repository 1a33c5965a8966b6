import type { FastifyInstance } from 'fastify';
import { scheduleRounds } from '../../lib/rounds.ts';
import { runAlone } from '../../lib/single-runner.ts';
import { runRetentionRound, type RetentionRoundReport } from './case-retention.service.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The first round waits this long after start, so a restart loop never runs a round per start. */
const firstRoundMs = 15 * 60 * 1000;
/** An arbitrary, fixed key of PostgreSQL's advisory locks: "Atalaya retention". */
const lockKey = 7_146_391_211;

/**
 * One retention round at `now`, alone among the server processes. Answers the round's counts, or
 * null when another process holds the lock (it is doing the round).
 */
export async function runRetention(app: FastifyInstance, now: Date = new Date()): Promise<RetentionRoundReport | null> {
  let report: RetentionRoundReport | null = null;
  await runAlone(app, lockKey, async () => {
    report = await runRetentionRound(app, now);
  });
  return report;
}

/** Runs a round 15 minutes after start and then daily (the timers never keep the process alive). */
export function scheduleRetention(app: FastifyInstance): void {
  scheduleRounds(app, { firstMs: firstRoundMs, everyMs: dayMs, failure: 'retention round failed' }, () =>
    runRetention(app),
  );
}
