import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentResponseSchema, twoFactorMessages } from '@atalaya/contract/auth/two-factor.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import { totpCodeAt } from '../../lib/totp.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`a Responsable resets a second factor [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let responsableToken: string;
    let responsable: { idusuario: number; email: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      responsable = await buildAdmin(t.app, tenant.idcliente);
      responsableToken = await issueAccessToken(t.app, tenant.idcliente, 'Privado', responsable);
    });
    afterAll(async () => t.close());

    /** A gestor of the tenant with a confirmed factor. */
    async function enrolledGestor() {
      const person = await buildAdmin(t.app, tenant.idcliente);
      await t.app.db.updateTable('usuarios').set({ rol: 'gestor' }).where('idusuario', '=', person.idusuario).execute();
      const token = await issueAccessToken(t.app, tenant.idcliente, 'Privado', person);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor',
        headers: bearer(token),
      });
      const enrolment = enrolmentResponseSchema.parse(started.json());
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cuenta/segundo-factor/confirmar',
        headers: bearer(token),
        payload: { alta: enrolment.alta, codigo: totpCodeAt(enrolment.secreto) },
      });
      expect(confirmed.statusCode).toBe(200);
      return { ...person, token };
    }

    function reset(token: string, idusuario: number | string) {
      return t.app.inject({
        method: 'DELETE',
        url: `/api/admin/usuarios/${idusuario}/segundo-factor`,
        headers: bearer(token),
      });
    }

    it('clears the secret, the codes and the counters, audits it, and the next sign-in needs no code', async () => {
      const gestor = await enrolledGestor();
      await t.app.db
        .updateTable('usuarios')
        .set({ totp_fallos: 3 })
        .where('idusuario', '=', gestor.idusuario)
        .execute();
      const res = await reset(responsableToken, gestor.idusuario);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: twoFactorMessages.reset });

      const row = await t.app.db
        .selectFrom('usuarios')
        .selectAll()
        .where('idusuario', '=', gestor.idusuario)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        totp_secreto: null,
        totp_activo: 0,
        totp_ultimo_paso: null,
        totp_fallos: 0,
        totp_bloqueo_hasta: null,
      });
      const codes = await t.app.db
        .selectFrom('codigos_recuperacion')
        .select('idcodigo')
        .where('idusuario', '=', gestor.idusuario)
        .execute();
      expect(codes).toEqual([]);

      const audit = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'idusuario', 'usuario', 'detalle'])
        .where('idcliente', '=', tenant.idcliente)
        .where('accion', '=', 'restablecer_segundo_factor')
        .execute();
      expect(audit).toEqual([
        {
          accion: 'restablecer_segundo_factor',
          resultado: 'ok',
          idusuario: responsable.idusuario,
          usuario: responsable.email.toLowerCase(),
          detalle: `idusuario=${gestor.idusuario}`,
        },
      ]);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: gestor.email, password: gestor.password, url: `${tenant.codigo}.example.test` },
        remoteAddress: '10.6.0.1',
      });
      expect(login.statusCode).toBe(200);
      tokenPairResponseSchema.parse(login.json());
    });

    it('is refused to a gestor (403) and to another tenant’s Responsable (404), and changes nothing', async () => {
      const gestor = await enrolledGestor();
      const other = await enrolledGestor();
      expect((await reset(gestor.token, other.idusuario)).statusCode).toBe(403);

      const foreign = await buildTenant(t.app);
      const foreignToken = await issueAccessToken(
        t.app,
        foreign.idcliente,
        'Privado',
        await buildAdmin(t.app, foreign.idcliente),
      );
      const res = await reset(foreignToken, other.idusuario);
      expect(res.statusCode).toBe(404);
      const row = await t.app.db
        .selectFrom('usuarios')
        .select(['totp_activo', 'totp_secreto'])
        .where('idusuario', '=', other.idusuario)
        .executeTakeFirstOrThrow();
      expect(row.totp_activo).toBe(1);
      expect(row.totp_secreto).toMatch(/^v1\./);
    });

    it('answers 404 for an unknown person and 400 for a malformed id', async () => {
      expect((await reset(responsableToken, 2_000_000_000)).statusCode).toBe(404);
      expect((await reset(responsableToken, 'abc')).statusCode).toBe(400);
    });
  });
}
