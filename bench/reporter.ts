// `npm run bench`: the reporter's journey — filing with a 2 MB attachment (upload + filing),
// and the receipt login cost — on SQLite and PostgreSQL. Sequential requests: latency, not load.
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { answerFor } from './form-answers.ts';
import { createPostgresDatabase, startServer } from './server-process.ts';

const filings = Number(process.env.BENCH_FILINGS ?? 25);
const logins = Number(process.env.BENCH_LOGINS ?? 25);
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Json = Record<string, unknown>;

async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; skip?: boolean },
) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  if (init.token) {
    headers.authorization = `Bearer ${init.token}`;
  }
  if (init.skip) {
    headers.skip = 'true';
  }
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as Json;
  if (!res.ok) {
    throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

async function benchDialect(dialect: string, port: number, databaseUrl?: string) {
  // The demo tenant caps filings at 30 an hour: keep BENCH_FILINGS below that.
  const server = await startServer(port, databaseUrl);
  try {
    const base = server.url;
    const attachment = new Blob([Buffer.alloc(2 * 1024 * 1024, 'Informe de prueba. ')], { type: 'text/plain' });
    const fileTimes: number[] = [];
    const receipts: string[] = [];
    for (let i = 0; i < filings; i += 1) {
      const pair = await call(base, '/api/auth/publico', { method: 'POST', body: { url: 'localhost' }, skip: true });
      const token = (pair.accesstoken as { token: string }).token;
      const types = await call(base, '/api/denuncias/den_tipos_denuncia/GetList', {
        method: 'POST',
        token,
        body: { start: 0, length: -1, sort: 'orden' },
      });
      const type = (types.data as { idtipodenuncia: number; idformulario: number }[])[0];
      if (!type) {
        throw new Error('no complaint type seeded');
      }
      const form = await call(base, `/api/denuncias/den_formularios/${type.idformulario}`, { token });
      const fields = (form.data as { campos: FormField[] }).campos;
      const answers = Object.fromEntries(fields.filter((f) => f.obligatorio).map((f) => [f.id, answerFor(f)]));

      const started = performance.now();
      const upload = new FormData();
      upload.append('file', attachment, 'informe.txt');
      const uploaded = await fetch(`${base}/api/gdoc/documento/postupload?descripcion=bench`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: upload,
      });
      const uploadBody = (await uploaded.json()) as { iddocumento?: number };
      if (!uploaded.ok || !uploadBody.iddocumento) {
        throw new Error(`upload answered ${uploaded.status}`);
      }
      const filed = await call(base, '/api/denuncias/den_denuncias/', {
        method: 'POST',
        token,
        body: {
          den_denuncias: {
            idtipodenuncia: type.idtipodenuncia,
            answers,
            anonima: true,
            documentos: [uploadBody.iddocumento],
            ididioma: 1,
            aceptaPrivacidad: true,
          },
        },
      });
      fileTimes.push(performance.now() - started);
      receipts.push(String(filed.receipt));
    }

    const loginTimes: number[] = [];
    for (let i = 0; i < logins; i += 1) {
      const receipt = receipts[i % receipts.length] ?? '';
      const started = performance.now();
      await call(base, '/api/auth/informante', { method: 'POST', body: { receipt, url: 'localhost' }, skip: true });
      loginTimes.push(performance.now() - started);
    }
    return [
      { dialect, scenario: 'upload 2 MB + file complaint (ms)', ...summary(fileTimes) },
      { dialect, scenario: 'receipt login (ms)', ...summary(loginTimes) },
    ];
  } finally {
    await server.stop();
  }
}

const rows = await benchDialect('sqlite', 18_311);
const database = await createPostgresDatabase(pgAdminUrl);
if (database) {
  try {
    rows.push(...(await benchDialect('postgres', 18_312, database.url)));
  } finally {
    await database.drop();
  }
} else {
  console.warn(`PostgreSQL not reachable at ${pgAdminUrl}: PostgreSQL benchmark skipped`);
}
console.log(`\nReporter journey, sequential requests (${filings} filings, ${logins} receipt logins per dialect)`);
console.table(rows);
