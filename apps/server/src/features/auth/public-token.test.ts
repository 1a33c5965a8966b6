import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`POST /api/auth/publico [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let otherId: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (
        await t.app.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').executeTakeFirstOrThrow()
      ).idcliente;
      otherId = (await buildTenant(t.app, { hostnames: ['canal.otra.example'] })).idcliente;
      const inactive = await buildTenant(t.app, { hostnames: ['cerrado.example'] });
      await t.app.db.updateTable('clientes').set({ activo: 0 }).where('idcliente', '=', inactive.idcliente).execute();
    });
    afterAll(async () => t.close());

    async function publicToken(url: string) {
      return t.app.inject({ method: 'POST', url: '/api/auth/publico', payload: { url, idaplicacion: 1 } });
    }

    it('answers 200 with a Publico token of the demo tenant for localhost', async () => {
      const res = await publicToken('localhost');
      expect(res.statusCode).toBe(200);
      const body = tokenPairResponseSchema.parse(res.json());
      expect(body.message).toBe('');
      const claims = await t.app.tokens.verify(body.accesstoken.token, 'access');
      expect(claims).toMatchObject({
        name: 'Publico',
        email: '',
        role: 'publico',
        tipoacceso: 'Publico',
        idcliente: demoId,
        idapoderado: null,
        idtercero: null,
        parametros: '{}',
        unique_name: `publico:${claims.sid}`,
      });
      await t.app.tokens.verify(body.refreshtoken.token, 'refresh');
    });

    it('answers 200 for the tenant mapped to the hostname, ignoring case, port and scheme', async () => {
      for (const url of ['canal.otra.example', 'Canal.OTRA.example:8443', 'https://canal.otra.example/denuncias']) {
        const res = await publicToken(url);
        expect(res.statusCode).toBe(200);
        const claims = await t.app.tokens.verify(
          res.json<{ accesstoken: { token: string } }>().accesstoken.token,
          'access',
        );
        expect(claims.idcliente).toBe(otherId);
      }
    });

    it('answers 200 with the default tenant (DEFAULT_TENANT) for an unknown hostname', async () => {
      const res = await publicToken('desconocido.example');
      expect(res.statusCode).toBe(200);
      const claims = await t.app.tokens.verify(
        res.json<{ accesstoken: { token: string } }>().accesstoken.token,
        'access',
      );
      expect(claims.idcliente).toBe(demoId);
    });

    it('answers 404 for the hostname of an inactive tenant instead of falling back to another tenant', async () => {
      const res = await publicToken('cerrado.example');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('writes nothing to the database: no session, no refresh token (a page view is not a write)', async () => {
      async function rows(): Promise<number[]> {
        const counts = await Promise.all(
          (['sesiones', 'refresh_tokens'] as const).map((table) =>
            t.app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow(),
          ),
        );
        return counts.map((c) => Number(c.n));
      }
      const before = await rows();
      const body = tokenPairResponseSchema.parse((await publicToken('localhost')).json());
      const claims = await t.app.tokens.verify(body.accesstoken.token, 'access');
      expect(claims).toMatchObject({ tipoacceso: 'Publico', idcliente: demoId, unique_name: `publico:${claims.sid}` });
      const refreshed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${body.refreshtoken.token}` },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(await rows()).toEqual(before);
    });

    it('answers 400 with field errors when url is missing, empty, too long or an unknown key is sent', async () => {
      for (const payload of [{}, { url: '' }, { url: 'a'.repeat(254) }, { url: 'localhost', extra: 1 }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/publico', payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    });

    it('answers 400 to a malformed JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/publico',
        headers: { 'content-type': 'application/json' },
        payload: '{"url": "localhost"',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('answers 413 to a body over the JSON limit', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/publico',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ url: 'x'.repeat(1_100_000) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    });
  });
}
