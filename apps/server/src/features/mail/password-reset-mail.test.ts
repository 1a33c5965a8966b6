import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@atalaya/contract/auth/account.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, demoTenantAndAdmin } from '../../test/factories.ts';
import { startSmtp } from '../../test/smtp-server.ts';
import { dispatchOutbox } from './mail-dispatch.job.ts';

/** The decoded text of a received message (quoted-printable soft breaks and =XX undone). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

for (const dialect of DIALECTS) {
  describe(`the password reset mail: sent by SMTP with its one-time link [${dialect}]`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;

    beforeAll(async () => {
      smtp = await startSmtp();
      t = await buildTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('the link read from the received mail sets the password once and revokes the other sessions (534)', async () => {
      const { idcliente } = await demoTenantAndAdmin(t.app);
      const person = await buildAdmin(t.app, idcliente, { email: 'smtp.reset@example.test' });
      function post(url: string, payload: Record<string, unknown>) {
        return t.app.inject({ method: 'POST', url, payload });
      }
      const signedIn = tokenPairResponseSchema.parse(
        (await post('/api/auth/login', { email: person.email, password: person.password, url: 'localhost' })).json(),
      );
      expect((await post('/api/auth/olvido', { email: person.email, url: 'localhost' })).statusCode).toBe(200);

      let text = '';
      for (let attempt = 0; attempt < 50 && !text.includes('/auth/restablecer/'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await dispatchOutbox(
          {
            db: t.app.db,
            dialect,
            tenantKeys: t.app.tenantKeys,
            smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
            from: 'Atalaya <no-reply@atalaya.invalid>',
            retryBaseSeconds: 30,
          },
          new Date(Date.now() + 1_000),
        );
        text = decoded(smtp.received.find((m) => m.to.includes(person.email))?.raw ?? '');
      }
      const token = /\/auth\/restablecer\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
      expect(token).toHaveLength(43);

      const done = await post(`/api/auth/restablecer/${token}`, { password: 'cinco gaviotas sobre el muelle' });
      expect(done.json()).toEqual({ success: true, message: accountMessages.passwordChanged });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: bearer(signedIn.accesstoken.token) });
      expect(me.statusCode).toBe(534);
      const again = await post(`/api/auth/restablecer/${token}`, { password: 'otra frase que no vale ya' });
      expect(again.statusCode).toBe(404);
    });
  });
}
