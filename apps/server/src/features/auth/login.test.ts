import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant } from '../../test/factories.ts';

const badCredentials = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: 'Correo electrónico o contraseña incorrectos',
};
const rateLimited = {
  success: false,
  code: 'RATE_LIMITED',
  message: 'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
};

for (const dialect of DIALECTS) {
  describe(`POST /api/auth/login [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let tenantB: { idcliente: number };
    let adminB: { email: string; password: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (
        await t.app.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').executeTakeFirstOrThrow()
      ).idcliente;
      tenantB = await buildTenant(t.app, { hostnames: ['b.example.test'] });
      adminB = await buildAdmin(t.app, tenantB.idcliente);
    });
    afterAll(async () => t.close());

    /** Each test signs in from its own address so the per-source counter of one never blocks another. */
    function login(payload: Record<string, unknown>, source: string, headers: Record<string, string> = {}) {
      return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: source, headers });
    }

    it('answers 200 with a Privado token pair and the administrator claims', async () => {
      const res = await login(
        { email: testAdmin.email, password: testAdmin.password, idaplicacion: 1, url: 'localhost' },
        '10.0.1.1',
      );
      expect(res.statusCode).toBe(200);
      const body = tokenPairResponseSchema.parse(res.json());
      expect(body.message).toBe('Sesión iniciada');
      const claims = await t.app.tokens.verify(body.accesstoken.token, 'access');
      expect(claims).toMatchObject({
        tipoacceso: 'Privado',
        role: 'administrador',
        idcliente: demoId,
        email: testAdmin.email,
        unique_name: testAdmin.email,
        name: 'Responsable del Sistema',
        parametros: '{}',
        idapoderado: null,
        idtercero: null,
      });
      const session = await t.app.db
        .selectFrom('sesiones')
        .selectAll()
        .where('sid', '=', claims.sid)
        .executeTakeFirstOrThrow();
      expect(session.tipoacceso).toBe('Privado');
      expect(session.idusuario).not.toBeNull();
    });

    it('answers 200 with the e-mail in another case, and takes the tenant from the Host header without url', async () => {
      const res = await login({ email: testAdmin.email.toUpperCase(), password: testAdmin.password }, '10.0.1.2', {
        host: 'localhost:8080',
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers the same 401 body for a wrong password, an unknown e-mail and an inactive administrator', async () => {
      const inactive = await buildAdmin(t.app, demoId, { activo: false });
      const wrongPassword = await login(
        { email: testAdmin.email, password: 'not-the-password', url: 'localhost' },
        '10.0.2.1',
      );
      const unknownEmail = await login(
        { email: 'nadie@atalaya.demo', password: 'not-the-password', url: 'localhost' },
        '10.0.2.1',
      );
      const inactiveAdmin = await login(
        { email: inactive.email, password: inactive.password, url: 'localhost' },
        '10.0.2.1',
      );
      for (const res of [wrongPassword, unknownEmail, inactiveAdmin]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(badCredentials);
      }
      expect(wrongPassword.body).toBe(unknownEmail.body);
      expect(inactiveAdmin.body).toBe(unknownEmail.body);
    });

    it("answers 401 to tenant B's administrator signing in through tenant A's hostname, 200 through B's", async () => {
      const throughA = await login({ email: adminB.email, password: adminB.password, url: 'localhost' }, '10.0.3.1');
      expect(throughA.statusCode).toBe(401);
      expect(throughA.json()).toEqual(badCredentials);
      const throughHostA = await login({ email: adminB.email, password: adminB.password }, '10.0.3.1', {
        host: 'localhost',
      });
      expect(throughHostA.statusCode).toBe(401);
      const throughB = await login(
        { email: adminB.email, password: adminB.password, url: 'b.example.test' },
        '10.0.3.1',
      );
      expect(throughB.statusCode).toBe(200);
      const claims = await t.app.tokens.verify(
        throughB.json<{ accesstoken: { token: string } }>().accesstoken.token,
        'access',
      );
      expect(claims.idcliente).toBe(tenantB.idcliente);
    });

    it('answers 400 to an invalid e-mail or an empty password without counting a failure', async () => {
      const res = await login({ email: 'no-es-correo', password: '' }, '10.0.4.1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('answers 429 with Retry-After to the source after 5 failures on an account, even with the right password; the person from another source still signs in', async () => {
      const admin = await buildAdmin(t.app, demoId);
      for (let i = 0; i < 5; i += 1) {
        const res = await login({ email: admin.email, password: 'wrong-password', url: 'localhost' }, '10.0.5.1');
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login({ email: admin.email, password: admin.password, url: 'localhost' }, '10.0.5.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(rateLimited);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The account is slowed down, not locked: the real person from a new address gets in.
      const elsewhere = await login({ email: admin.email, password: admin.password, url: 'localhost' }, '10.0.5.2');
      expect(elsewhere.statusCode).toBe(200);
      // The same account in another tenant is another account.
      const otherTenant = await login(
        { email: adminB.email, password: adminB.password, url: 'b.example.test' },
        '10.0.5.2',
      );
      expect(otherTenant.statusCode).toBe(200);
    });

    it('answers the same 429 for an unknown e-mail as for an existing account once blocked', async () => {
      const known = await buildAdmin(t.app, demoId);
      const unknown = 'no-existe@atalaya.demo';
      for (const email of [known.email, unknown]) {
        for (let i = 0; i < 5; i += 1) {
          await login({ email, password: 'wrong-password', url: 'localhost' }, '10.0.6.1');
        }
      }
      const blockedKnown = await login({ email: known.email, password: 'x', url: 'localhost' }, '10.0.6.1');
      const blockedUnknown = await login({ email: unknown, password: 'x', url: 'localhost' }, '10.0.6.1');
      expect(blockedKnown.statusCode).toBe(429);
      expect(blockedUnknown.statusCode).toBe(429);
      expect(blockedUnknown.body).toBe(blockedKnown.body);
      expect(Object.keys(blockedUnknown.headers).sort()).toEqual(Object.keys(blockedKnown.headers).sort());
    });

    it('answers 200 after 4 failures and resets the account counter on success', async () => {
      const admin = await buildAdmin(t.app, demoId);
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 4; i += 1) {
          expect(
            (await login({ email: admin.email, password: 'wrong-password', url: 'localhost' }, '10.0.7.1')).statusCode,
          ).toBe(401);
        }
        expect(
          (await login({ email: admin.email, password: admin.password, url: 'localhost' }, '10.0.7.1')).statusCode,
        ).toBe(200);
      }
    });

    it('answers 429 to a source after 20 failures over different accounts, while another source still signs in', async () => {
      for (let i = 0; i < 20; i += 1) {
        const res = await login(
          { email: `probe-${i}@atalaya.demo`, password: 'wrong-password', url: 'localhost' },
          '10.0.8.1',
        );
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login(
        { email: testAdmin.email, password: testAdmin.password, url: 'localhost' },
        '10.0.8.1',
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(rateLimited);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const otherSource = await login(
        { email: testAdmin.email, password: testAdmin.password, url: 'localhost' },
        '10.0.8.2',
      );
      expect(otherSource.statusCode).toBe(200);
    });

    it('answers 429 to a source that varies X-Forwarded-For when TRUST_PROXY is not set (the header is not believed)', async () => {
      for (let i = 0; i < 20; i += 1) {
        await login({ email: `xff-${i}@atalaya.demo`, password: 'wrong-password', url: 'localhost' }, '10.0.9.1', {
          'x-forwarded-for': `203.0.113.${i}`,
        });
      }
      const res = await login(
        { email: 'xff-last@atalaya.demo', password: 'wrong-password', url: 'localhost' },
        '10.0.9.1',
        {
          'x-forwarded-for': '203.0.113.200',
        },
      );
      expect(res.statusCode).toBe(429);
    });
  });

  describe(`POST /api/auth/login behind a trusted proxy [${dialect}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(dialect, { TRUST_PROXY: '10.1.0.1' });
    });
    afterAll(async () => t.close());

    it('answers 429 per client address from X-Forwarded-For, not per proxy, when TRUST_PROXY names the proxy', async () => {
      function attempt(client: string, password: string) {
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.1.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: `p-${Math.random()}@atalaya.demo`, password, url: 'localhost' },
        });
      }
      for (let i = 0; i < 20; i += 1) {
        expect((await attempt('198.51.100.7', 'wrong-password')).statusCode).toBe(401);
      }
      expect((await attempt('198.51.100.7', 'wrong-password')).statusCode).toBe(429);
      expect((await attempt('198.51.100.8', 'wrong-password')).statusCode).toBe(401);
    });
  });
}
