import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`auth logging [${dialect}]`, () => {
    let t: TestApp;
    const lines: string[] = [];

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { logStream: { write: (line) => void lines.push(line) } });
    });
    afterAll(async () => t.close());

    it('writes request lines but never a password, token, e-mail, address or user agent, even at trace level', async () => {
      const userAgent = 'Mozilla/5.0 (AtalayaLogProbe)';
      const address = '192.0.2.77';
      const headers = { 'user-agent': userAgent, 'x-forwarded-for': '198.51.100.99' };
      function inject(options: InjectOptions) {
        return t.app.inject({ remoteAddress: address, ...options, headers: { ...headers, ...options.headers } });
      }

      const login = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: testAdmin.email, password: testAdmin.password, url: 'localhost' },
      });
      expect(login.statusCode).toBe(200);
      const pair = tokenPairResponseSchema.parse(login.json());
      const wrong = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: testAdmin.email, password: 'a-wrong-secret-password', url: 'localhost' },
      });
      expect(wrong.statusCode).toBe(401);
      const pub = tokenPairResponseSchema.parse(
        (await inject({ method: 'POST', url: '/api/auth/publico', payload: { url: 'localhost' } })).json(),
      );
      const rotated = await inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: bearer(pair.refreshtoken.token),
      });
      expect(rotated.statusCode).toBe(200);
      const newPair = tokenPairResponseSchema.parse(rotated.json());
      expect(
        (await inject({ method: 'GET', url: '/api/auth/refresh', headers: bearer(pair.refreshtoken.token) }))
          .statusCode,
      ).toBe(401);
      expect(
        (await inject({ method: 'GET', url: '/api/auth/?secret=query', headers: bearer(newPair.accesstoken.token) }))
          .statusCode,
      ).toBe(534);
      expect(
        (await inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(pub.accesstoken.token) })).statusCode,
      ).toBe(200);
      expect(
        (
          await inject({
            method: 'POST',
            url: '/api/auth/publico',
            headers: { 'content-type': 'application/json' },
            payload: '{"url":',
          })
        ).statusCode,
      ).toBe(400);

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).toContain('/api/auth/login');
      for (const secret of [
        testAdmin.password,
        'a-wrong-secret-password',
        testAdmin.email,
        pair.accesstoken.token,
        pair.refreshtoken.token,
        newPair.accesstoken.token,
        newPair.refreshtoken.token,
        pub.accesstoken.token,
        pub.refreshtoken.token,
        address,
        '198.51.100.99',
        '127.0.0.1',
        userAgent,
        'secret=query',
        'Bearer',
      ]) {
        expect(log).not.toContain(secret);
      }
    });
  });
}
