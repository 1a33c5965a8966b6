// `npm run bench:landing`: what the server pays for the public channel under load, on SQLite and
// PostgreSQL (issue 14).
//  1. Landing views per second: Debian Chromium opens `/` once and records the page's HTML
//     request and every API call the page makes; autocannon (10 connections) then replays that
//     sequence, each landing with a fresh public token (from the HTML's first screen, decision
//     033, or from `POST /api/auth/publico` on a server without it), and the table gives
//     landings/s (= requests/s ÷ calls per landing; the HTML counts as a call).
//  2. Filing under load: 100 reporters at once, each from its own address (X-Forwarded-For behind
//     TRUST_PROXY=127.0.0.1, so the per-source limits stay on and each source files once): public
//     token → upload a small attachment → file; p50/p99 from the first request to the receipt.
// BENCH_SERVER_ROOT runs another checkout's server (e.g. an older commit) with this script, so
// two versions are measured the same way.
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { answerFor } from './form-answers.ts';
import { multipartFile, reporterClient } from './lean-client.ts';
import { cpuMsBetween, sampleCpu } from './process-cpu.ts';
import { createPostgresDatabase, startServer, type RunningServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const reporters = Number(process.env.BENCH_REPORTERS ?? 100);
// Bursts per dialect, one after the other on the same server. The first meets a cold server (its
// code not yet optimised by V8, its statements not yet prepared); the table gives each burst and
// the median of the warm ones (#2 on), so neither a cold start nor one slow moment of the machine
// makes the figure alone (decision 067).
const bursts = Math.max(2, Number(process.env.BENCH_BURSTS ?? 4));
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverRoot = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : undefined;
// BENCH_ONLY=filing: only part 2 (filing under load), e.g. to iterate on it; BENCH_ONLY=landing:
// only part 1; default: both parts.
const filingOnly = process.env.BENCH_ONLY === 'filing';
const landingOnly = process.env.BENCH_ONLY === 'landing';

/** `publicToken`: the answer carries the session's token (the HTML's first screen, or the token call). */
type ApiCall = { method: string; path: string; body?: string; publicToken: boolean; document?: boolean };

const carriedToken = /"accesstoken":\{"token":"([^"]+)"/;

/** The API calls a new visitor's browser makes when it opens `/`, in order (the built app). */
async function recordLanding(base: string): Promise<ApiCall[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'es-ES' });
    const page = await context.newPage();
    const calls: ApiCall[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document') {
        calls.push({ method: 'GET', path: url.pathname + url.search, publicToken: true, document: true });
      } else if (url.pathname.startsWith('/api/')) {
        calls.push({
          method: request.method(),
          path: url.pathname + url.search,
          body: request.postData() ?? undefined,
          publicToken: url.pathname === '/api/auth/publico',
        });
      }
    });
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await context.close();
    // Only the last token source counts: an HTML without a first screen is followed by the token call.
    const sources = calls.filter((call) => call.publicToken);
    if (sources.length > 1 && calls.some((call) => !call.document && call.publicToken)) {
      for (const call of calls) {
        if (call.document) {
          call.publicToken = false;
        }
      }
    }
    return calls;
  } finally {
    await browser.close();
  }
}

type LandingRow = {
  dialect: string;
  'calls/landing': number;
  'landings/s': number;
  'req/s': number;
  'p99 ms': number;
  errors: number;
};

/** Replays the landing under autocannon: each pass through the sequence is one visitor. */
async function landingsPerSecond(dialect: string, base: string, calls: ApiCall[]): Promise<LandingRow> {
  type Context = { token?: string };
  const requests: autocannon.Request[] = calls.map((call) => ({
    method: call.method as autocannon.Request['method'],
    path: call.path,
    body: call.body,
    headers: call.document
      ? { accept: 'text/html' }
      : { 'content-type': 'application/json', ...(call.publicToken ? { skip: 'true' } : {}) },
    setupRequest: (request: autocannon.Request, context: object) => {
      const token = (context as Context).token;
      return call.publicToken || call.document || !token
        ? request
        : { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
    },
    onResponse: (status: number, body: string, context: object) => {
      if (call.publicToken && status === 200) {
        (context as Context).token = carriedToken.exec(body)?.[1];
      }
    },
  }));
  const result = await autocannon({ url: base, connections, duration: seconds, requests });
  const perLanding = calls.length;
  return {
    dialect,
    'calls/landing': perLanding,
    'landings/s': Math.round((result.requests.average / perLanding) * 10) / 10,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Json = Record<string, unknown>;

async function json(res: Response, what: string): Promise<Json> {
  const body = (await res.json()) as Json;
  if (!res.ok) {
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body;
}

/** Raises the demo tenant's hourly ceilings of filings and uploads (last resorts, decision 023) above the bursts measured. */
async function allowBurst(base: string): Promise<void> {
  const login = await json(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', skip: 'true' },
      body: JSON.stringify({ email: 'admin@atalaya.demo', password: 'bench-admin-password' }),
    }),
    'login',
  );
  const token = (login.accesstoken as { token: string }).token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await json(await fetch(`${base}/api/admin/cliente/ajustes`, { headers: auth }), 'ajustes');
  const { idcliente: _id, logo: _logo, ...ajustes } = current.data as Json;
  await json(
    await fetch(`${base}/api/admin/cliente/ajustes`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        ajustes: {
          ...ajustes,
          max_denuncias_hora: Math.max(1000, reporters * bursts * 2),
          max_subidas_hora: Math.max(1000, reporters * bursts * 2),
        },
      }),
    }),
    'ajustes PUT',
  );
}

/** A TEST-NET address per reporter (RFC 5737): only a header value, no traffic goes there. */
function sourceOf(index: number): string {
  return `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

type FilingRow = {
  dialect: string;
  reporters: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  errors: number;
  /** CPU used during the burst, per reporter: the server's processes, this client, PostgreSQL. */
  'server cpu ms/rep': number;
  'client cpu ms/rep': number;
  'db cpu ms/rep': number;
};

async function fileAtOnce(dialect: string, base: string, serverPid: number, burst: number): Promise<FilingRow> {
  const setup = await json(
    await fetch(`${base}/api/auth/publico`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', skip: 'true', 'x-forwarded-for': '198.51.99.1' },
      body: JSON.stringify({ url: 'localhost' }),
    }),
    'publico',
  );
  const setupToken = (setup.accesstoken as { token: string }).token;
  const types = await json(
    await fetch(`${base}/api/denuncias/den_tipos_denuncia/GetList`, {
      method: 'POST',
      headers: { authorization: `Bearer ${setupToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ start: 0, length: -1 }),
    }),
    'types',
  );
  const type = (types.data as { idtipodenuncia: number; idformulario: number }[])[0];
  if (!type) {
    throw new Error('no complaint type seeded');
  }
  const form = await json(
    await fetch(`${base}/api/denuncias/den_formularios/${type.idformulario}`, {
      headers: { authorization: `Bearer ${setupToken}` },
    }),
    'form',
  );
  const fields = (form.data as { campos: FormField[] }).campos;
  const answers = Object.fromEntries(fields.filter((f) => f.obligatorio).map((f) => [f.id, answerFor(f)]));
  const upload = multipartFile('file', 'informe.txt', 'text/plain', Buffer.alloc(20 * 1024, 'Informe de prueba. '));
  const tokenBody = Buffer.from(JSON.stringify({ url: 'localhost' }));

  async function oneReporter(index: number): Promise<number> {
    // Every burst from addresses of its own: the per-source limits stay on and are not spent.
    const client = reporterClient(base, sourceOf(burst * reporters + index));
    try {
      const started = performance.now();
      const pair = await client.post('/api/auth/publico', tokenBody, {
        'content-type': 'application/json',
        skip: 'true',
      });
      const token = (pair.accesstoken as { token: string }).token;
      const uploaded = await client.post('/api/gdoc/documento/postupload?descripcion=bench', upload.body, {
        authorization: `Bearer ${token}`,
        'content-type': upload.contentType,
      });
      const filing = Buffer.from(
        JSON.stringify({
          den_denuncias: {
            idtipodenuncia: type?.idtipodenuncia,
            answers,
            anonima: true,
            documentos: [uploaded.iddocumento],
            ididioma: 1,
            aceptaPrivacidad: true,
          },
        }),
      );
      const filed = await client.post('/api/denuncias/den_denuncias/', filing, {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      });
      if (typeof filed.receipt !== 'string') {
        throw new Error('no receipt');
      }
      return performance.now() - started;
    } finally {
      client.close();
    }
  }

  const cpuBefore = sampleCpu(serverPid);
  const settled = await Promise.allSettled(Array.from({ length: reporters }, (_, i) => oneReporter(i)));
  const cpu = cpuMsBetween(cpuBefore, sampleCpu(serverPid));
  if (dialect === 'postgres') {
    const backends = cpu.databaseByKind.backend ?? 0;
    console.log(
      `[${dialect} #${burst + 1}] PostgreSQL CPU during the burst: backends ${backends} ms, its other processes ${cpu.database - backends} ms`,
    );
  }
  const times = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])).sort((a, b) => a - b);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  for (const failure of new Set(failures)) {
    console.warn(`[${dialect}] ${failure}`);
  }
  function at(p: number): number {
    return Math.round(times[Math.min(times.length - 1, Math.max(0, Math.ceil(p * times.length) - 1))] ?? 0);
  }
  return {
    dialect: `${dialect} #${burst + 1}${burst === 0 ? ' (cold)' : ''}`,
    reporters,
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    'max ms': at(1),
    errors: failures.length,
    'server cpu ms/rep': Math.round((cpu.server / reporters) * 10) / 10,
    'client cpu ms/rep': Math.round((cpu.client / reporters) * 10) / 10,
    'db cpu ms/rep': Math.round((cpu.database / reporters) * 10) / 10,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** `bursts` bursts one after the other, then a row of the warm ones' medians, column by column. */
async function fileInBursts(dialect: string, base: string, serverPid: number): Promise<FilingRow[]> {
  const rows: FilingRow[] = [];
  for (let burst = 0; burst < bursts; burst += 1) {
    rows.push(await fileAtOnce(dialect, base, serverPid, burst));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const numeric = ['p50 ms', 'p99 ms', 'max ms', 'server cpu ms/rep', 'client cpu ms/rep', 'db cpu ms/rep'] as const;
  const warm = rows.slice(1);
  const summary: FilingRow = {
    ...(rows[0] as FilingRow),
    dialect: `${dialect} warm median`,
    errors: warm.reduce((sum, row) => sum + row.errors, 0),
  };
  for (const column of numeric) {
    summary[column] = median(warm.map((row) => row[column]));
  }
  return [...rows, summary];
}

async function benchDialect(
  dialect: string,
  port: number,
  databaseUrl: string | undefined,
  calls: ApiCall[] | undefined,
): Promise<{ calls: ApiCall[]; landing?: LandingRow; filing: FilingRow[] }> {
  const server: RunningServer = await startServer(port, databaseUrl, undefined, {
    root: serverRoot,
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  try {
    if (filingOnly) {
      await allowBurst(server.url);
      return { calls: [], filing: await fileInBursts(dialect, server.url, server.pid) };
    }
    const recorded = calls ?? (await recordLanding(server.url));
    const landing = await landingsPerSecond(dialect, server.url, recorded);
    if (landingOnly) {
      return { calls: recorded, landing, filing: [] };
    }
    await allowBurst(server.url);
    const filing = await fileInBursts(dialect, server.url, server.pid);
    return { calls: recorded, landing, filing };
  } finally {
    await server.stop();
  }
}

const sqlite = await benchDialect('sqlite', 18_411, undefined, undefined);
const results = [sqlite];
const database = await createPostgresDatabase(pgAdminUrl);
if (database) {
  try {
    results.push(await benchDialect('postgres', 18_412, database.url, sqlite.calls));
  } finally {
    await database.drop();
  }
} else {
  console.warn(`PostgreSQL not reachable at ${pgAdminUrl}: PostgreSQL benchmark skipped`);
}

console.log(`\nServer: ${serverRoot ?? 'this checkout'}`);
if (!filingOnly) {
  console.log(`The landing of / (${sqlite.calls.length} API calls, recorded in Chromium):`);
  for (const call of sqlite.calls) {
    console.log(`  ${call.method} ${call.path}`);
  }
  console.log(
    `\nLanding views per second (autocannon, ${connections} connections, ${seconds} s, a fresh public token each)`,
  );
  console.table(results.map((r) => r.landing));
}
console.log(
  `\nFiling under load: ${bursts} bursts of ${reporters} reporters at once, distinct sources, 20 KiB attachment each`,
);
console.table(results.flatMap((r) => r.filing));
