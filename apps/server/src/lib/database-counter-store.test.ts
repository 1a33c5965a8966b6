import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { RateLimiter } from './rate-limiter.ts';

for (const dialect of DIALECTS) {
  describe(`limit counters in the database [${dialect}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('a burst of 1,000 concurrent takes passes exactly the limit, and the count ends at the limit', async () => {
      const limiter = new RateLimiter(t.app.counters, 'prueba-rafaga', 10, 60_000);
      const turns = await Promise.all(Array.from({ length: 1000 }, () => limiter.tryTake('10.9.9.9')));
      expect(turns.filter((turn) => turn.ok)).toHaveLength(10);
      expect(await limiter.isBlocked('10.9.9.9')).toBe(true);
      await limiter.giveBack('10.9.9.9');
      expect(await limiter.isBlocked('10.9.9.9')).toBe(false);
      expect((await limiter.tryTake('10.9.9.9')).ok).toBe(true);
      expect((await limiter.tryTake('10.9.9.9')).ok).toBe(false);
    });

    it('tryTakeBoth: the second counted only after the first passed; exact counts under a burst', async () => {
      const sessions = new RateLimiter(t.app.counters, 'prueba-par-sesion', 3, 60_000);
      const addresses = new RateLimiter(t.app.counters, 'prueba-par-origen', 5, 60_000);
      const now = Date.now();
      async function countOf(key: string): Promise<number> {
        return (await t.app.counters.read(key, now))?.count ?? 0;
      }
      // One session, one address: the session's 3 pass, and only they count for the address.
      const same = await Promise.all(
        Array.from({ length: 200 }, () => RateLimiter.tryTakeBoth(sessions, 's1', addresses, '10.1.1.1')),
      );
      expect(same.filter((turn) => turn.ok)).toHaveLength(3);
      expect(same.find((turn) => !turn.ok)).toEqual({ ok: false, retryAfterSeconds: 60 });
      expect(await countOf('prueba-par-sesion:s1')).toBe(3);
      expect(await countOf('prueba-par-origen:10.1.1.1')).toBe(3);
      // Many sessions, one address: the address's 5 pass; the refused sessions get their unit back.
      const many = await Promise.all(
        Array.from({ length: 200 }, (_, i) => RateLimiter.tryTakeBoth(sessions, `m${i}`, addresses, '10.2.2.2')),
      );
      expect(many.filter((turn) => turn.ok)).toHaveLength(5);
      expect(await countOf('prueba-par-origen:10.2.2.2')).toBe(5);
      const sessionCounts = await Promise.all(many.map((_, i) => countOf(`prueba-par-sesion:m${i}`)));
      expect(sessionCounts.filter((count) => count === 1)).toHaveLength(5);
      expect(sessionCounts.filter((count) => count === 0)).toHaveLength(195);
      expect(many.map((turn, i) => (turn.ok ? 1 : 0) === sessionCounts[i])).not.toContain(false);
    });

    it('a window ends: the key starts afresh; a give-back after the end does not go below zero', async () => {
      let now = 1_000_000;
      const limiter = new RateLimiter(t.app.counters, 'prueba-ventana', 2, 1_000, () => now);
      expect((await limiter.tryTake('k')).ok).toBe(true);
      expect((await limiter.tryTake('k')).ok).toBe(true);
      expect(await limiter.tryTake('k')).toEqual({ ok: false, retryAfterSeconds: 1 });
      now += 1_000;
      await limiter.giveBack('k');
      expect(await limiter.isBlocked('k')).toBe(false);
      expect(await limiter.hit('k')).toBe(1);
      expect(await t.app.counters.sweep(now + 1_000)).toBeGreaterThan(0);
      expect(await limiter.retryAfterSeconds('k')).toBe(0);
    });

    it('stores no address nor e-mail: keys are the limiter name and an HMAC', async () => {
      const limiter = new RateLimiter(t.app.counters, 'prueba-clave', 5, 60_000);
      await limiter.hit('203.0.113.77|persona@example.es');
      const rows = await t.app.db.selectFrom('contadores_limite').select('clave').execute();
      const keys = rows.map((row) => row.clave).filter((clave) => clave.startsWith('prueba-clave:'));
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain('203.0.113.77');
      expect(keys[0]).not.toContain('persona');
      expect(keys[0]).toMatch(/^prueba-clave:[A-Za-z0-9_-]{32}$/);
    });
  });
}
