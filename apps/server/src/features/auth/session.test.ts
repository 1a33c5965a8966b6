import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema, type TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`auth sessions: refresh, logout, current session [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (
        await t.app.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').executeTakeFirstOrThrow()
      ).idcliente;
    });
    afterAll(async () => t.close());

    async function signIn(credentials: { email: string; password: string } = testAdmin): Promise<TokenPairResponse> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: credentials.email, password: credentials.password, url: 'localhost' },
      });
      expect(res.statusCode).toBe(200);
      return tokenPairResponseSchema.parse(res.json());
    }

    function refresh(token: string) {
      return t.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: bearer(token) });
    }

    function session(token: string) {
      return t.app.inject({ method: 'GET', url: '/api/auth/', headers: bearer(token) });
    }

    it('answers 200 on GET /api/auth/ with the caller claims (without typ)', async () => {
      const pair = await signIn();
      const res = await session(pair.accesstoken.token);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ success: boolean; claims: Record<string, unknown> }>();
      expect(body.success).toBe(true);
      expect(body.claims).toMatchObject({ tipoacceso: 'Privado', email: testAdmin.email, idcliente: demoId });
      expect(body.claims).not.toHaveProperty('typ');
    });

    it('answers 401 on GET /api/auth/ without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    });

    it('answers 200 with a rotated pair for the same session; the new tokens work', async () => {
      const first = await signIn();
      const res = await refresh(first.refreshtoken.token);
      expect(res.statusCode).toBe(200);
      const second = tokenPairResponseSchema.parse(res.json());
      expect(second.refreshtoken.token).not.toBe(first.refreshtoken.token);
      expect(second.accesstoken.token).not.toBe(first.accesstoken.token);
      const before = await t.app.tokens.verify(first.accesstoken.token, 'access');
      const after = await t.app.tokens.verify(second.accesstoken.token, 'access');
      expect(after.sid).toBe(before.sid);
      expect(after).toMatchObject({
        tipoacceso: 'Privado',
        email: testAdmin.email,
        unique_name: testAdmin.email,
        idcliente: demoId,
      });
      expect((await session(second.accesstoken.token)).statusCode).toBe(200);
      expect((await refresh(second.refreshtoken.token)).statusCode).toBe(200);
    });

    it('answers 401 to a reused refresh token and revokes the whole family (the newest refresh token fails, access gets 534)', async () => {
      const first = await signIn();
      const second = tokenPairResponseSchema.parse((await refresh(first.refreshtoken.token)).json());
      const reuse = await refresh(first.refreshtoken.token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      expect((await refresh(second.refreshtoken.token)).statusCode).toBe(401);
      expect((await session(second.accesstoken.token)).statusCode).toBe(534);
      const { sid } = await t.app.tokens.verify(second.accesstoken.token, 'access');
      const row = await t.app.db
        .selectFrom('sesiones')
        .select('revocada')
        .where('sid', '=', sid)
        .executeTakeFirstOrThrow();
      expect(row.revocada).toBe(1);
    });

    it('answers 200 to exactly one of two concurrent uses of the same refresh token', async () => {
      const pair = await signIn();
      const results = await Promise.all([refresh(pair.refreshtoken.token), refresh(pair.refreshtoken.token)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('answers 200 rotating a Publico session too', async () => {
      const pub = tokenPairResponseSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/auth/publico', payload: { url: 'localhost' } })).json(),
      );
      const res = await refresh(pub.refreshtoken.token);
      expect(res.statusCode).toBe(200);
      const claims = await t.app.tokens.verify(tokenPairResponseSchema.parse(res.json()).accesstoken.token, 'access');
      expect(claims).toMatchObject({ tipoacceso: 'Publico', role: 'publico', unique_name: `publico:${claims.sid}` });
    });

    it('answers 401 to an access token used as a refresh token', async () => {
      const pair = await signIn();
      expect((await refresh(pair.accesstoken.token)).statusCode).toBe(401);
    });

    it('answers 401 to a tampered refresh token and to a missing one', async () => {
      const pair = await signIn();
      const [header, payload, signature] = pair.refreshtoken.token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, idcliente: 999 })).toString('base64url');
      expect((await refresh(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
      const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1) ?? ''}`;
      expect((await refresh(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/refresh' })).statusCode).toBe(401);
    });

    it('answers 401 to a validly signed refresh token the server never stored', async () => {
      const pair = await signIn();
      const claims = await t.app.tokens.verify(pair.refreshtoken.token, 'refresh');
      const { typ: _typ, exp: _exp, iat: _iat, sid, ...identity } = claims;
      const unknown = await t.app.tokens.signRefresh(identity, sid);
      expect((await refresh(unknown.token)).statusCode).toBe(401);
    });

    it('answers 401 on refresh once the administrator is deactivated or the session expired', async () => {
      const admin = await buildAdmin(t.app, demoId);
      const pair = await signIn(admin);
      await t.app.db.updateTable('usuarios').set({ activo: 0 }).where('idusuario', '=', admin.idusuario).execute();
      expect((await refresh(pair.refreshtoken.token)).statusCode).toBe(401);

      const other = await signIn();
      const { sid } = await t.app.tokens.verify(other.accesstoken.token, 'access');
      await t.app.db
        .updateTable('sesiones')
        .set({ fec_expira: '2000-01-01T00:00:00.000Z' })
        .where('sid', '=', sid)
        .execute();
      expect((await refresh(other.refreshtoken.token)).statusCode).toBe(401);
    });

    it('answers 200 to logout; then the same Privado access token gets 534 and its refresh token 401', async () => {
      const pair = await signIn();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: bearer(pair.accesstoken.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Sesión cerrada' });
      const after = await session(pair.accesstoken.token);
      expect(after.statusCode).toBe(534);
      expect(after.json()).toMatchObject({ success: false, code: 'SESSION_INVALID' });
      expect((await refresh(pair.refreshtoken.token)).statusCode).toBe(401);
    });

    it('answers 200 to a Publico logout; its refresh token then answers 401', async () => {
      const pub = tokenPairResponseSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/auth/publico', payload: { url: 'localhost' } })).json(),
      );
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: bearer(pub.accesstoken.token),
      });
      expect(res.statusCode).toBe(200);
      expect((await refresh(pub.refreshtoken.token)).statusCode).toBe(401);
    });

    it('answers 401 to logout without a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(401);
    });

    // Every auth call of spec §7 is registered now: Cl@ve (decision 045), register (052), the rest
    // (features/auth-calls, decision 053); their own suites cover them.
  });
}
