// `npm run bench:cases`: the administrator's complaint list (GetList) and the Resumen with 100 000
// complaints of one tenant, on SQLite and PostgreSQL. Sequential requests (latency, not load):
// p50/p99 per scenario, and the CPU the server spent per request (the Node process, plus the
// PostgreSQL backends serving it): on a shared machine latency includes waiting for a core, CPU
// time mostly does not. With BENCH_CASES_COMPARE=1 every scenario is measured again
// without the indexes of migration 006, to show what they buy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { caseIndexNames, replacedIndexes } from '../apps/server/src/db/migrations/006-case-indexes.ts';
import { seedCases } from './seed-cases.ts';
import { createPostgresDatabase, startServer } from './server-process.ts';

const complaints = Number(process.env.BENCH_CASES ?? 100_000);
// 1 000 requests: a p99 is then the 10th slowest, not the 2nd (200 gave p99s that moved by a third
// between runs on this machine).
const requests = Number(process.env.BENCH_CASE_REQUESTS ?? 1_000);
const secondsCap = Number(process.env.BENCH_CASE_SECONDS ?? 12);
const compare = (process.env.BENCH_CASES_COMPARE ?? '0') === '1';
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = { email: 'admin@atalaya.demo', password: 'bench-admin-password' };

type Scenario = { name: string; path: string; body: (i: number) => unknown };
type Row = {
  dialect: string;
  indexes: string;
  scenario: string;
  n: number;
  p50: number;
  p99: number;
  max: number;
  cpuPerRequest: number;
};

/** Linux clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat times. */
const ticksPerSecond = 100;

/** CPU milliseconds (user + system) used so far by these processes; vanished ones count 0. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // not Linux, or the process is gone
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The server's process, and on PostgreSQL the backends connected to its database. */
async function serverPids(serverPid: number, databaseUrl?: string): Promise<number[]> {
  if (!databaseUrl) {
    return [serverPid];
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return [serverPid, ...rows.map((r) => r.pid)];
  } finally {
    await client.end();
  }
}

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function scenarios(sampleGuids: string[]): Scenario[] {
  const list = '/api/denuncias/den_denuncias/GetList';
  const resumen = '/api/denuncias/den_denuncias/resumen';
  return [
    { name: 'GetList first page', path: list, body: () => ({ start: 0, length: 10 }) },
    { name: 'GetList first page, no total', path: list, body: () => ({ start: 0, length: 10, gettotal: false }) },
    { name: 'GetList page at 50 000', path: list, body: () => ({ start: 50_000, length: 10 }) },
    {
      name: 'GetList status+dates+vencidas',
      path: list,
      body: () => ({
        start: 0,
        length: 10,
        filtros: { idestadodenuncia: 3, desde: day(-730), hasta: day(-30), vencidas: true },
      }),
    },
    {
      name: 'GetList sort estado desc',
      path: list,
      body: () => ({ start: 0, length: 10, sort: 'idestadodenuncia', order: 'desc' }),
    },
    { name: 'GetList sort tipo', path: list, body: () => ({ start: 0, length: 10, sort: 'idtipodenuncia' }) },
    {
      name: 'GetList guid prefix (4 chars)',
      path: list,
      body: (i) => ({
        start: 0,
        length: 10,
        filtros: { texto: (sampleGuids[i % sampleGuids.length] ?? '').slice(0, 4) },
      }),
    },
    { name: 'Resumen (12 months)', path: resumen, body: () => ({}) },
    { name: 'Resumen (3 years)', path: resumen, body: () => ({ desde: day(-1097), hasta: day(0) }) },
  ];
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function post(base: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) {
    throw new Error(`${route} answered ${res.status}: ${JSON.stringify(json)}`);
  }
  return json;
}

/** Runs a scenario sequentially: 10 warm-up calls, then `requests` timed calls or `secondsCap` seconds. */
async function measure(
  server: { url: string; pid: number; databaseUrl?: string },
  token: string,
  scenario: Scenario,
): Promise<Omit<Row, 'dialect' | 'indexes' | 'scenario'>> {
  const base = server.url;
  for (let i = 0; i < 10; i += 1) {
    await post(base, scenario.path, scenario.body(i), token);
  }
  const pids = await serverPids(server.pid, server.databaseUrl);
  const cpuBefore = cpuMs(pids);
  const samples: number[] = [];
  const until = performance.now() + secondsCap * 1000;
  for (let i = 0; i < requests && performance.now() < until; i += 1) {
    const started = performance.now();
    await post(base, scenario.path, scenario.body(i), token);
    samples.push(performance.now() - started);
  }
  const cpuPerRequest = Math.round(((cpuMs(pids) - cpuBefore) / samples.length) * 10) / 10;
  const sorted = samples.sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    cpuPerRequest,
  };
}

/**
 * Back to the indexes before migration 006 (the "before" numbers): its indexes dropped, the ones
 * it replaced recreated; PostgreSQL's statistics refreshed.
 */
async function dropCaseIndexes(dataDir: string, databaseUrl?: string): Promise<void> {
  const handle = openDatabase({ databaseUrl, dataDir });
  try {
    for (const name of caseIndexNames) {
      await sql`drop index if exists ${sql.id(name)}`.execute(handle.db);
    }
    for (const [name, columns] of Object.entries(replacedIndexes)) {
      await sql`create index if not exists ${sql.id(name)} on den_denuncias ${sql.raw(columns)}`.execute(handle.db);
    }
    if (handle.dialect === 'postgres') {
      await sql`analyze den_denuncias`.execute(handle.db);
    }
  } finally {
    await handle.destroy();
  }
}

async function benchDialect(dialect: string, port: number, databaseUrl?: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-bench-cases-'));
  try {
    const seeded = await seedCases({
      databaseUrl,
      dataDir,
      admin,
      complaints,
      otherTenantComplaints: Math.round(complaints / 20),
    });
    console.log(
      `${dialect}: seeded ${complaints} + ${Math.round(complaints / 20)} complaints in ${seeded.seconds.toFixed(1)} s`,
    );
    const rows: Row[] = [];
    for (const indexes of compare ? ['with 006', 'without 006'] : ['with 006']) {
      if (indexes === 'without 006') {
        await dropCaseIndexes(dataDir, databaseUrl);
      }
      const server = await startServer(port, databaseUrl, dataDir);
      try {
        const login = await post(server.url, '/api/auth/login', { ...admin, url: 'localhost' });
        const token = (login.accesstoken as { token: string }).token;
        for (const scenario of scenarios(seeded.sampleGuids)) {
          rows.push({
            dialect,
            indexes,
            scenario: scenario.name,
            ...(await measure({ ...server, databaseUrl }, token, scenario)),
          });
        }
      } finally {
        await server.stop();
      }
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await benchDialect('sqlite', 18_321);
const database = await createPostgresDatabase(pgAdminUrl);
if (database) {
  try {
    rows.push(...(await benchDialect('postgres', 18_322, database.url)));
  } finally {
    await database.drop();
  }
} else {
  console.warn(`PostgreSQL not reachable at ${pgAdminUrl}: PostgreSQL benchmark skipped`);
}
console.log(
  `\nCase list and Resumen, ${complaints} complaints of one tenant; sequential requests ` +
    `(${requests} per scenario or ${secondsCap} s); latency in ms as the client sees it, ` +
    `cpuPerRequest = server CPU ms per request (Node + PostgreSQL backends, 10 ms clock ticks averaged)`,
);
console.table(rows);
