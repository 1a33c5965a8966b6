// `npm run bench`: req/s and p99 of the public token and a content GetList, on SQLite and PostgreSQL.
// Client and server share the machine's cores: compare numbers within one run, not across runs.
import autocannon from 'autocannon';
import { createPostgresDatabase, startServer } from './server-process.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Row = { dialect: string; scenario: string; reqPerSec: number; p50: number; p99: number; errors: number };

async function measure(
  url: string,
  options: Omit<autocannon.Options, 'url'>,
): Promise<Omit<Row, 'dialect' | 'scenario'>> {
  const result = await autocannon({ ...options, url, connections, duration: durationSeconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function publicToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/publico`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', skip: 'true' },
    body: JSON.stringify({ url: 'localhost', idaplicacion: 1 }),
  });
  const body = (await res.json()) as { accesstoken: { token: string } };
  return body.accesstoken.token;
}

async function benchDialect(dialect: string, port: number, databaseUrl?: string): Promise<Row[]> {
  const server = await startServer(port, databaseUrl);
  try {
    const rows: Row[] = [];
    const publico = await measure(`${server.url}/api/auth/publico`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', skip: 'true' },
      body: JSON.stringify({ url: 'localhost', idaplicacion: 1 }),
    });
    rows.push({ dialect, scenario: 'POST /api/auth/publico', ...publico });
    const token = await publicToken(server.url);
    const list = await measure(`${server.url}/api/denuncias/den_denuncia_content/GetList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        start: 0,
        length: 10,
        columns: [
          { name: 'codigo', data: 'inicio' },
          { name: 'ididioma', data: 1 },
        ],
      }),
    });
    rows.push({ dialect, scenario: 'POST den_denuncia_content/GetList', ...list });
    return rows;
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
rows.push(...(await benchDialect('sqlite', 18_301)));
const database = await createPostgresDatabase(pgAdminUrl);
if (database) {
  try {
    rows.push(...(await benchDialect('postgres', 18_302, database.url)));
  } finally {
    await database.drop();
  }
} else {
  console.warn(`PostgreSQL not reachable at ${pgAdminUrl}: PostgreSQL benchmark skipped`);
}
console.log(`\n${connections} connections, ${durationSeconds} s per scenario`);
console.table(rows.map((r) => ({ ...r, p50: `${r.p50} ms`, p99: `${r.p99} ms` })));
