import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, invitationResponseSchema } from '@atalaya/contract/auth/account.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { inviteUser } from '../../domain/tenant/tenant-operations.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, demoTenantAndAdmin } from '../../test/factories.ts';
import { operatorDeps, tokenOfLink } from '../../test/operator-fixtures.ts';

const invalidLink = { success: false, code: 'NOT_FOUND', message: accountMessages.invalidLink };
const goodPassword = 'un faro en la costa gris';

for (const dialect of DIALECTS) {
  describe(`accepting an invitation [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let sourceCount = 0;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (await demoTenantAndAdmin(t.app)).idcliente;
    });
    afterAll(async () => t.close());

    /** An invitation made the way the operator's CLI makes it (domain/tenant); answers its token. */
    async function invite(email: string, rol: 'responsable' | 'gestor' | 'auditor' = 'gestor'): Promise<string> {
      const result = await inviteUser(operatorDeps(t.app), { codigo: 'demo', email, rol });
      if (!result.ok) {
        throw new Error(result.problems.join('\n'));
      }
      return tokenOfLink(result.value.link);
    }

    /** Each call from its own address, so the per-source limit of one test never blocks another. */
    function source(): string {
      sourceCount += 1;
      return `10.7.${Math.floor(sourceCount / 250)}.${sourceCount % 250}`;
    }

    function read(token: string) {
      return t.app.inject({ method: 'GET', url: `/api/auth/invitacion/${token}`, remoteAddress: source() });
    }
    function accept(token: string, payload: Record<string, unknown>) {
      return t.app.inject({ method: 'POST', url: `/api/auth/invitacion/${token}`, payload, remoteAddress: source() });
    }

    async function personsWith(email: string) {
      return t.app.db.selectFrom('usuarios').selectAll().where('email', '=', email).execute();
    }
    async function invitationOf(token: string) {
      const { hashToken } = await import('../../lib/tokens.ts');
      return t.app.db
        .selectFrom('invitaciones')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    }

    it('shows the invitation, creates the person with its role, signs them in, and works once', async () => {
      const token = await invite('nueva.gestora@example.test');
      const shown = await read(token);
      expect(shown.statusCode).toBe(200);
      expect(invitationResponseSchema.parse(shown.json())).toEqual({
        success: true,
        email: 'nueva.gestora@example.test',
        cliente: expect.any(String),
        rol: 'gestor',
      });

      const accepted = await accept(token, { nombre: '  Nueva Gestora ', password: goodPassword });
      expect(accepted.statusCode).toBe(200);
      const pair = tokenPairResponseSchema.parse(accepted.json());
      const claims = await t.app.tokens.verify(pair.accesstoken.token, 'access');
      expect(claims).toMatchObject({ tipoacceso: 'Privado', idcliente: demoId, email: 'nueva.gestora@example.test' });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/',
        headers: { authorization: `Bearer ${pair.accesstoken.token}` },
      });
      expect(me.statusCode).toBe(200);

      const [person] = await personsWith('nueva.gestora@example.test');
      expect(person).toMatchObject({ idcliente: demoId, nombre: 'Nueva Gestora', rol: 'gestor', activo: 1 });
      expect(person?.password_hash).toMatch(/^\$argon2id\$/);
      expect((await invitationOf(token)).fec_aceptada).not.toBeNull();

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nueva.gestora@example.test', password: goodPassword, url: 'localhost' },
        remoteAddress: source(),
      });
      expect(signIn.statusCode).toBe(200);

      const again = await accept(token, { nombre: 'Otra', password: 'otra frase bastante larga' });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(invalidLink);
      expect((await read(token)).json()).toEqual(invalidLink);
      expect(await personsWith('nueva.gestora@example.test')).toHaveLength(1);
    });

    it('answers the same message to unknown, expired, revoked and used links, and changes nothing', async () => {
      const expired = await invite('caducada@example.test');
      await t.app.db
        .updateTable('invitaciones')
        .set({ fec_expira: '2000-01-01T00:00:00.000Z' })
        .where('email', '=', 'caducada@example.test')
        .execute();
      const revoked = await invite('repetida@example.test', 'auditor');
      await invite('repetida@example.test', 'auditor');
      const used = await invite('usada@example.test');
      expect((await accept(used, { nombre: 'Usada', password: goodPassword })).statusCode).toBe(200);
      const unknown = 'A'.repeat(43);

      for (const token of [unknown, expired, revoked, used, 'corto']) {
        const shown = await read(token);
        const posted = await accept(token, { nombre: 'Intruso', password: goodPassword });
        expect({ status: shown.statusCode, body: shown.json() }).toEqual({ status: 404, body: invalidLink });
        expect({ status: posted.statusCode, body: posted.json() }).toEqual({ status: 404, body: invalidLink });
      }
      expect(await personsWith('caducada@example.test')).toHaveLength(0);
      expect(await personsWith('repetida@example.test')).toHaveLength(0);
      expect((await invitationOf(expired)).fec_aceptada).toBeNull();
      expect((await invitationOf(revoked)).fec_aceptada).toBeNull();
    });

    it('refuses short, common and e-mail-containing passwords with their message, leaving the link usable', async () => {
      const token = await invite('marta.reglas@example.test');
      const cases: Array<[string, string]> = [
        ['corta123', accountMessages.passwordTooShort],
        ['qwerty123456', accountMessages.passwordCommon],
        ['Password2024!!', accountMessages.passwordCommon],
        ['marta.reglas@example.test!', accountMessages.passwordHasEmail],
        ['soy-MARTA.REGLAS-de-verdad', accountMessages.passwordHasEmail],
      ];
      for (const [password, message] of cases) {
        const res = await accept(token, { nombre: 'Marta', password });
        expect(res.statusCode, password).toBe(400);
        const body = res.json<{ errors: Array<{ path: string; message: string }> }>();
        expect(body.errors, password).toEqual([{ path: 'body.password', message }]);
      }
      expect(await personsWith('marta.reglas@example.test')).toHaveLength(0);
      expect((await invitationOf(token)).fec_aceptada).toBeNull();
      expect((await accept(token, { nombre: 'Marta', password: goodPassword })).statusCode).toBe(200);
    });

    it('refuses an empty name, and an address that is already an active person (nothing changes)', async () => {
      const token = await invite('ya.dentro@example.test');
      const noName = await accept(token, { nombre: '   ', password: goodPassword });
      expect(noName.statusCode).toBe(400);
      expect(noName.json<{ errors: Array<{ message: string }> }>().errors[0]?.message).toBe(
        accountMessages.nameRequired,
      );
      await buildAdmin(t.app, demoId, { email: 'ya.dentro@example.test' });
      const conflict = await accept(token, { nombre: 'Ya Dentro', password: goodPassword });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<{ message: string }>().message).toBe(accountMessages.alreadyMember);
      expect((await invitationOf(token)).fec_aceptada).toBeNull();
    });

    it('limits failed link checks per source address (20 per 15 min), then answers 429 before any lookup', async () => {
      const valid = await invite('limite@example.test');
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push(
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/auth/invitacion/${'B'.repeat(43)}`,
              remoteAddress: '10.9.9.9',
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
      const blocked = await t.app.inject({
        method: 'GET',
        url: `/api/auth/invitacion/${valid}`,
        remoteAddress: '10.9.9.9',
      });
      expect(blocked.statusCode).toBe(429);
    });
  });
}
