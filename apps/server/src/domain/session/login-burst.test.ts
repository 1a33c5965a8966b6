import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin } from '../../test/factories.ts';
import { memoryCounterStore } from '../../lib/counter-store.ts';
import { createLoginThrottle, loginLimits } from './login-throttle.policy.ts';

/** Status codes of a burst of concurrent sign-ins (401: the password was checked; 429: refused before). */
function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) {
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

describe('login throttle: an account slows down, never locks', () => {
  it('after its free attempts an account allows one attempt per slow-down period, from any source', async () => {
    let now = 0;
    const throttle = createLoginThrottle(memoryCounterStore(), () => now);
    for (let i = 0; i < loginLimits.perAccount; i += 1) {
      expect((await throttle.reserve('1:a@b.es', `10.0.0.${i}`)).kind).toBe('reserved');
    }
    expect((await throttle.reserve('1:a@b.es', '10.1.0.1')).kind).toBe('reserved');
    expect(await throttle.reserve('1:a@b.es', '10.1.0.2')).toEqual({ kind: 'blocked', retryAfterSeconds: 10 });
    now += loginLimits.slowDownMs;
    const real = await throttle.reserve('1:a@b.es', '10.1.0.3');
    expect(real.kind).toBe('reserved');
    if (real.kind === 'reserved') {
      await real.reservation.succeeded();
    }
    // A success clears the account: the next attempts are free again.
    expect((await throttle.reserve('1:a@b.es', '10.1.0.3')).kind).toBe('reserved');
    expect((await throttle.reserve('1:a@b.es', '10.1.0.4')).kind).toBe('reserved');
  });
});

for (const dialect of DIALECTS) {
  describe(`POST /api/auth/login under bursts of concurrent guesses [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (
        await t.app.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').executeTakeFirstOrThrow()
      ).idcliente;
    });
    afterAll(async () => t.close());

    function guess(email: string, password: string, source: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, url: 'localhost' },
        remoteAddress: source,
      });
    }

    it('100 concurrent guesses from one source check at most 5 passwords (the pair limit); the rest 429', async () => {
      const admin = await buildAdmin(t.app, idcliente);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => guess(admin.email, `wrong-${i}`, '10.20.0.1')),
      );
      const counts = tally(answers.map((a) => a.statusCode));
      expect(counts[401]).toBe(loginLimits.perAccountSource);
      expect(counts[429]).toBe(100 - loginLimits.perAccountSource);
    });

    it('1,000 concurrent guesses from rotating sources check at most 6 passwords; the rest wait at most the slow-down', async () => {
      const admin = await buildAdmin(t.app, idcliente);
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          guess(admin.email, `wrong-${i}`, `10.30.${Math.floor(i / 250)}.${i % 250}`),
        ),
      );
      const counts = tally(answers.map((a) => a.statusCode));
      // The account's free attempts, then one slowed-down attempt for the whole burst.
      expect(counts[401]).toBe(loginLimits.perAccount + 1);
      expect(counts[429]).toBe(1000 - loginLimits.perAccount - 1);
      const retry = Number(answers.find((a) => a.statusCode === 429)?.headers['retry-after']);
      expect(retry).toBeLessThanOrEqual(loginLimits.slowDownMs / 1000);
    });
  });
}
