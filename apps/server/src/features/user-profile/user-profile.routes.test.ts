import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';

const url = '/api/common/user';

for (const dialect of DIALECTS) {
  describe(`common user [${dialect}]`, () => {
    let t: TestApp;
    let adminId: number;
    let adminToken: string;
    let publicToken: string;
    let otherTenantToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const { idcliente, admin } = await demoTenantAndAdmin(t.app);
      adminId = admin.idusuario;
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      const tenantB = await buildTenant(t.app);
      const adminB = await buildAdmin(t.app, tenantB.idcliente, { email: testAdmin.email });
      otherTenantToken = await issueAccessToken(t.app, tenantB.idcliente, 'Privado', adminB);
    });
    afterAll(async () => t.close());

    function patch(token: string, payload: object) {
      return t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
    }

    it('200: an administrator gets their own account (from the session), without any other column', async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: String(adminId),
        name: 'Responsable del Sistema',
        email: testAdmin.email,
        avatar: null,
        status: 'online',
        rol: 'responsable',
      });
    });

    it('200: a public visitor gets the synthetic Visitante keyed by the unique_name', async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(publicToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.stringMatching(/^publico:/),
        name: 'Visitante',
        email: '',
        avatar: null,
        status: 'online',
        rol: null,
      });
    });

    it('401: no token, no user', async () => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    it('200: PATCH updates name, avatar and status and answers the user; other tenants are untouched', async () => {
      const res = await patch(adminToken, {
        user: { name: 'Responsable SII', avatar: '/images/avatar.png', status: 'busy' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: String(adminId),
        name: 'Responsable SII',
        email: testAdmin.email,
        avatar: '/images/avatar.png',
        status: 'busy',
        rol: 'responsable',
      });
      const again = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(again.json()).toEqual(res.json());
      const other = await t.app.inject({ method: 'GET', url, headers: bearer(otherTenantToken) });
      expect(other.json()).toMatchObject({ name: 'Admin de prueba', status: 'online', avatar: null });
      const partial = await patch(adminToken, { user: { avatar: null } });
      expect(partial.json()).toMatchObject({ name: 'Responsable SII', avatar: null, status: 'busy' });
    });

    it('400: PATCH refuses unknown fields, an email change, a bad status or a javascript: avatar', async () => {
      expect((await patch(adminToken, { user: { email: 'x@example.test' } })).statusCode).toBe(400);
      expect((await patch(adminToken, { user: { status: 'asleep' } })).statusCode).toBe(400);
      expect((await patch(adminToken, { name: 'flat' })).statusCode).toBe(400);
      const script = await patch(adminToken, { user: { avatar: 'javascript:alert(1)' } });
      expect(script.statusCode).toBe(400);
      expect(script.json().errors).toEqual([expect.objectContaining({ path: 'body.user.avatar' })]);
    });

    it('403: a public token cannot PATCH the user', async () => {
      expect((await patch(publicToken, { user: { name: 'Yo' } })).statusCode).toBe(403);
    });
  });
}
