// Sign-in time for an unknown e-mail vs a known one (issue 15 "Done means"): p50 of 50 each, on
// SQLite and PostgreSQL, through the real app in process. Each attempt uses its own account and
// its own source address, so no throttle answers early (a 429 would not be a sign-in). Prints
// numbers; asserts nothing. `npm run bench:sign-in`.
import { performance } from 'node:perf_hooks';
import { buildTestApp } from '../apps/server/src/test/build-test-app.ts';
import { DIALECTS } from '../apps/server/src/test/dialects.ts';
import { buildAdmin } from '../apps/server/src/test/factories.ts';

const rounds = Number(process.env.BENCH_SIGN_IN_ROUNDS ?? 50);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Kind = 'unknown' | 'knownWrong' | 'knownRight';

for (const dialect of DIALECTS) {
  const t = await buildTestApp(dialect);
  const demo = await t.app.db
    .selectFrom('clientes')
    .select('idcliente')
    .where('codigo', '=', 'demo')
    .executeTakeFirstOrThrow();
  const people: { email: string; password: string }[] = [];
  for (let i = 0; i < rounds * 2; i += 1) {
    people.push(await buildAdmin(t.app, demo.idcliente));
  }
  const timings: Record<Kind, number[]> = { unknown: [], knownWrong: [], knownRight: [] };
  const statuses: Record<Kind, Map<number, number>> = {
    unknown: new Map(),
    knownWrong: new Map(),
    knownRight: new Map(),
  };
  let source = 0;
  async function attempt(kind: Kind, i: number): Promise<void> {
    const person = kind === 'knownRight' ? people[rounds + i] : people[i];
    const email = kind === 'unknown' ? `nadie-${i}@example.test` : (person?.email ?? '');
    const password = kind === 'knownRight' ? (person?.password ?? '') : 'una contraseña equivocada';
    source += 1;
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, url: 'localhost' },
      remoteAddress: `10.${(source >> 16) & 255}.${(source >> 8) & 255}.${source & 255}`,
    });
    timings[kind].push(performance.now() - started);
    statuses[kind].set(res.statusCode, (statuses[kind].get(res.statusCode) ?? 0) + 1);
  }
  // Warm-up (first hashes, prepared statements), then the three kinds interleaved.
  await attempt('unknown', rounds + 1);
  timings.unknown.length = 0;
  statuses.unknown.clear();
  for (let i = 0; i < rounds; i += 1) {
    const order: Kind[] =
      i % 2 === 0 ? ['unknown', 'knownWrong', 'knownRight'] : ['knownWrong', 'unknown', 'knownRight'];
    for (const kind of order) {
      await attempt(kind, i);
    }
  }
  const unknown = median(timings.unknown);
  const knownWrong = median(timings.knownWrong);
  function show(kind: Kind): string {
    return [...statuses[kind]].map(([status, n]) => `${n}× ${status}`).join(', ');
  }
  console.log(
    `[${dialect}] POST /api/auth/login p50 of ${rounds}: unknown e-mail ${unknown.toFixed(1)} ms (${show('unknown')}), ` +
      `known e-mail + wrong password ${knownWrong.toFixed(1)} ms (${show('knownWrong')}), ` +
      `known + right password ${median(timings.knownRight).toFixed(1)} ms (${show('knownRight')}); ` +
      `unknown vs known differ by ${((Math.abs(unknown - knownWrong) / knownWrong) * 100).toFixed(1)} %`,
  );
  await t.close();
}
