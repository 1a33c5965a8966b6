// Retention rounds (issue 17 §6, decision 050) over 100 000 complaints of one tenant on SQLite:
// seeds the cases in bulk (bench/seed-cases.ts), opens the app in process on that data dir and
// times two rounds of the daily job: today (the warnings of every case due within 7 days) and 7 days
// later (the purges of the cases warned). Prints the time and the peak memory of each round
// (rss and heapUsed, sampled every 20 ms). BENCH_RETENTION_CASES overrides the count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { runRetention } from '../apps/server/src/features/case-retention/case-retention.job.ts';
import { seedCases } from './seed-cases.ts';

const complaints = Number(process.env.BENCH_RETENTION_CASES ?? 100_000);
function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Runs `work`, sampling the process's memory meanwhile: the time and the peaks. */
async function measured<T>(work: () => Promise<T>) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    const end = process.memoryUsage();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      rss: Math.max(rss, end.rss),
      heap: Math.max(heap, end.heapUsed),
    };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-bench-retention-'));
  try {
    const admin = { email: 'admin@atalaya.demo', password: 'correct-horse-battery-staple' };
    const seeded = await seedCases({ dataDir, admin, complaints, otherTenantComplaints: 0 });
    console.log(`seeded ${complaints} complaints on SQLite in ${seeded.seconds.toFixed(1)} s`);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    const app = await buildApp(config);
    await app.ready();
    try {
      const base = process.memoryUsage();
      console.log(`before the rounds: rss ${mb(base.rss)}, heapUsed ${mb(base.heapUsed)}`);
      const today = new Date();
      const later = new Date(today.getTime() + 7 * 86_400_000);
      for (const [name, at] of [
        ['round 1 (today: warnings)', today],
        ['round 2 (+7 days: purges)', later],
        ['round 3 (+7 days again: nothing left to do)', later],
      ] as const) {
        const m = await measured(() => runRetention(app, at));
        console.log(
          `${name}: ${m.seconds.toFixed(2)} s, ${JSON.stringify(m.result)}, peak rss ${mb(m.rss)}, peak heapUsed ${mb(m.heap)}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
