import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import {
  challengeEnrolmentConfirmedResponseSchema,
  enrolmentResponseSchema,
  twoFactorChallengeResponseSchema,
  twoFactorMessages,
} from '@atalaya/contract/auth/two-factor.schemas';
import { inviteUser } from '../../domain/tenant/tenant-operations.service.ts';
import { createTenant } from '../../domain/tenant/tenant-provisioning.service.ts';
import { totpCodeAt } from '../../lib/totp.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant } from '../../test/factories.ts';
import { operatorDeps, tokenOfLink } from '../../test/operator-fixtures.ts';
import { accountLimits } from '../../domain/session/account-throttle.policy.ts';
import { loginLimits } from '../../domain/session/login-throttle.policy.ts';

for (const dialect of DIALECTS) {
  describe(`two factors required by the tenant; Retry-After [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let sourceCount = 0;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ dos_factores_obligatorio: true }) })
        .where('idcliente', '=', tenant.idcliente)
        .execute();
    });
    afterAll(async () => t.close());

    function source(): string {
      sourceCount += 1;
      return `10.8.${Math.floor(sourceCount / 250)}.${sourceCount % 250}`;
    }
    function post(url: string, payload: Record<string, unknown>, remoteAddress = source()) {
      return t.app.inject({ method: 'POST', url, payload, remoteAddress });
    }
    function login(person: { email: string; password: string }, remoteAddress = source()) {
      return post(
        '/api/auth/login',
        { email: person.email, password: person.password, url: `${tenant.codigo}.example.test` },
        remoteAddress,
      );
    }

    /** Enrols through an enrolment challenge: the secret and the confirmation's answer. */
    async function enrolThrough(reto: string) {
      const started = await post('/api/auth/segundo-factor/alta', { reto });
      expect(started.statusCode).toBe(200);
      const enrolment = enrolmentResponseSchema.parse(started.json());
      const confirmed = await post('/api/auth/segundo-factor/alta/confirmar', {
        reto,
        alta: enrolment.alta,
        codigo: totpCodeAt(enrolment.secreto),
      });
      return { secret: enrolment.secreto, confirmed };
    }

    it('a person without a factor gets an enrolment challenge, no tokens; enrolling signs them in with ten codes', async () => {
      const person = await buildAdmin(t.app, tenant.idcliente);
      const res = await login(person);
      expect(res.statusCode).toBe(200);
      const answer = twoFactorChallengeResponseSchema.parse(res.json());
      expect(answer).not.toHaveProperty('accesstoken');
      expect(answer.segundo_factor.paso).toBe('alta');
      const reto = answer.segundo_factor.reto;

      // An enrolment challenge is not a code challenge.
      const asCode = await post('/api/auth/segundo-factor', { reto, codigo: '123456' });
      expect(asCode.statusCode).toBe(401);

      const { secret, confirmed } = await enrolThrough(reto);
      expect(confirmed.statusCode).toBe(200);
      const body = challengeEnrolmentConfirmedResponseSchema.parse(confirmed.json());
      expect(body.codigos).toHaveLength(10);
      const claims = await t.app.tokens.verify(body.accesstoken.token, 'access');
      expect(claims).toMatchObject({ tipoacceso: 'Privado', idcliente: tenant.idcliente });

      // The enrolment challenge cannot enrol again (someone holding it later cannot replace the factor).
      const again = await post('/api/auth/segundo-factor/alta', { reto });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: twoFactorMessages.alreadyEnrolled });

      // The next sign-in asks for the code.
      const next = twoFactorChallengeResponseSchema.parse((await login(person)).json());
      expect(next.segundo_factor.paso).toBe('codigo');
      const signedIn = await post('/api/auth/segundo-factor', {
        reto: next.segundo_factor.reto,
        // The next step: the enrolment used the current one, and a code is accepted once.
        codigo: totpCodeAt(secret, Date.now() + 30_000),
      });
      expect(signedIn.statusCode).toBe(200);
      tokenPairResponseSchema.parse(signedIn.json());
    });

    it('an accepted invitation of such a tenant answers the enrolment challenge instead of tokens', async () => {
      const invited = await inviteUser(operatorDeps(t.app), {
        codigo: tenant.codigo,
        email: 'invitada.2fa@example.test',
        rol: 'gestor',
      });
      if (!invited.ok) {
        throw new Error(invited.problems.join('\n'));
      }
      const accepted = await post(`/api/auth/invitacion/${tokenOfLink(invited.value.link)}`, {
        nombre: 'Invitada',
        password: 'un faro en la costa gris',
      });
      expect(accepted.statusCode).toBe(200);
      const answer = twoFactorChallengeResponseSchema.parse(accepted.json());
      expect(answer.segundo_factor.paso).toBe('alta');
      const { confirmed } = await enrolThrough(answer.segundo_factor.reto);
      expect(confirmed.statusCode).toBe(200);
    });

    it('a tenant the operator creates requires two factors; the demo does not', async () => {
      const created = await createTenant(operatorDeps(t.app), {
        codigo: 'ayto-2fa',
        nombre: 'Ayuntamiento con doble factor',
        hosts: ['canal.2fa.example.test'],
        adminEmail: 'resp@2fa.example.test',
        idiomas: ['es'],
      });
      if (!created.ok) {
        throw new Error(created.problems.join('\n'));
      }
      const tenants = await t.app.db.selectFrom('clientes').select(['codigo', 'parametros_cliente']).execute();
      function flagOf(codigo: string): unknown {
        const row = tenants.find((tenant) => tenant.codigo === codigo);
        return (JSON.parse(row?.parametros_cliente ?? '{}') as Record<string, unknown>).dos_factores_obligatorio;
      }
      expect(flagOf('ayto-2fa')).toBe(true);
      expect(flagOf('demo')).not.toBe(true);
    });

    it('a changed password ends an open challenge', async () => {
      const person = await buildAdmin(t.app, tenant.idcliente);
      const reto = twoFactorChallengeResponseSchema.parse((await login(person)).json()).segundo_factor.reto;
      await t.app.db
        .updateTable('usuarios')
        .set({ password_hash: 'otro-hash' })
        .where('idusuario', '=', person.idusuario)
        .execute();
      const res = await post('/api/auth/segundo-factor/alta', { reto });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: twoFactorMessages.challengeExpired });
    });

    it('429s of the sign-in and the account links carry Retry-After in seconds', async () => {
      const person = await buildAdmin(t.app, tenant.idcliente);
      const from = source();
      for (let attempt = 0; attempt < loginLimits.perAccountSource; attempt += 1) {
        expect((await login({ email: person.email, password: 'wrong password' }, from)).statusCode).toBe(401);
      }
      const blockedLogin = await login(person, from);
      expect(blockedLogin.statusCode).toBe(429);
      expect(Number(blockedLogin.headers['retry-after'])).toBeGreaterThan(0);

      const linkSource = source();
      const unknown = 'A'.repeat(43);
      for (let attempt = 0; attempt < accountLimits.linkFailuresPerSource; attempt += 1) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/auth/invitacion/${unknown}`,
          remoteAddress: linkSource,
        });
        expect(res.statusCode).toBe(404);
      }
      const blockedLinks = [
        await t.app.inject({ method: 'GET', url: `/api/auth/invitacion/${unknown}`, remoteAddress: linkSource }),
        await post(
          `/api/auth/invitacion/${unknown}`,
          { nombre: 'X', password: 'un faro en la costa gris' },
          linkSource,
        ),
        await post(`/api/auth/restablecer/${unknown}`, { password: 'un faro en la costa gris' }, linkSource),
      ];
      for (const res of blockedLinks) {
        expect(res.statusCode).toBe(429);
        const seconds = Number(res.headers['retry-after']);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(15 * 60);
      }

      const forgotSource = source();
      for (let attempt = 0; attempt < accountLimits.forgotPerSource; attempt += 1) {
        const res = await post(
          '/api/auth/olvido',
          { email: `x${attempt}@example.test`, url: `${tenant.codigo}.example.test` },
          forgotSource,
        );
        expect(res.statusCode).toBe(200);
      }
      const blockedForgot = await post(
        '/api/auth/olvido',
        { email: 'y@example.test', url: `${tenant.codigo}.example.test` },
        forgotSource,
      );
      expect(blockedForgot.statusCode).toBe(429);
      expect(Number(blockedForgot.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
}
