import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { purgeExpiredSessions } from './session-cleanup.job.ts';

for (const dialect of DIALECTS) {
  describe(`session cleanup [${dialect}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('deletes expired refresh tokens and long-expired sessions, keeps live ones', async () => {
      // A sign-in opens a session (a public token no longer stores one).
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: testAdmin.email, password: testAdmin.password, url: 'localhost' },
      });
      expect(res.statusCode).toBe(200);
      const before = await t.app.db.selectFrom('sesiones').select('sid').execute();
      expect(before.length).toBeGreaterThan(0);

      // Nothing is expired now.
      expect(await purgeExpiredSessions(t.app)).toEqual({ refreshTokens: 0, sessions: 0, counters: 0 });
      // The sign-in counted in the limits' store (an HMAC of the source, never the address).
      expect(await t.app.db.selectFrom('contadores_limite').select('clave').execute()).not.toEqual([]);

      // Three days later everything issued now is expired beyond the one-day grace.
      const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      const purged = await purgeExpiredSessions(t.app, later);
      expect(purged.sessions).toBe(before.length);
      expect(purged.refreshTokens).toBeGreaterThan(0);
      expect(await t.app.db.selectFrom('sesiones').select('sid').execute()).toEqual([]);
      expect(await t.app.db.selectFrom('refresh_tokens').select('sid').execute()).toEqual([]);
      expect(purged.counters).toBeGreaterThan(0);
      expect(await t.app.db.selectFrom('contadores_limite').select('clave').execute()).toEqual([]);
    });
  });
}
