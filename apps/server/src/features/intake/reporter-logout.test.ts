import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, fileComplaint, reporterToken, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken } from '../../test/factories.ts';

/** A reporter who signs out must not leave a token that still reads the complaint or writes. */
for (const dialect of DIALECTS) {
  describe(`reporter logout [${dialect}]`, () => {
    let t: TestApp;
    let host: string;
    let channel: Channel;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const tenant = await buildTenant(t.app);
      host = `${tenant.codigo}.example.test`;
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    it('534 on every call after GET /api/auth/logout: the access token stops at once, not at its expiry', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const token = await reporterToken(t.app, filed.receipt, host);
      function read() {
        return t.app.inject({ method: 'GET', url: '/api/denuncias/den_denuncias/informante', headers: bearer(token) });
      }
      function chat() {
        return t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_chat_mensajes/',
          headers: bearer(token),
          payload: { den_chat_mensajes: { guid: filed.guid, mensaje: 'Sigo aquí' } },
        });
      }
      expect((await read()).statusCode).toBe(200);

      const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);

      const afterRead = await read();
      expect(afterRead.statusCode).toBe(534);
      expect(afterRead.json().code).toBe('SESSION_INVALID');
      expect((await chat()).statusCode).toBe(534);
      const messages = await t.app.db
        .selectFrom('den_chat_mensajes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      expect(Number(messages.n)).toBe(0);
    });
  });
}
