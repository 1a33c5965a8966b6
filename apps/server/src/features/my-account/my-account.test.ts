import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrgAudit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const url = '/api/admin/mi-cuenta';

type Person = { idusuario: number; email: string; password: string };

for (const dialect of DIALECTS) {
  describe(`my account [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ idcliente } = await buildTenant(t.app));
    });
    afterAll(async () => t.close());

    async function person(rol: 'responsable' | 'gestor' | 'auditor' = 'gestor'): Promise<Person> {
      const created = await buildAdmin(t.app, idcliente);
      await t.app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', created.idusuario).execute();
      return created;
    }

    function call(method: 'GET' | 'PUT' | 'DELETE', path: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${url}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    async function sidOf(token: string): Promise<string> {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(token) });
      return res.json().claims.sid;
    }

    it('every role reads its own facts, the idle lock and the last good and failed sign-ins', async () => {
      const me = await person('auditor');
      const token = await issueAccessToken(t.app, idcliente, 'Privado', me);
      const empty = await call('GET', '', token);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json().data).toMatchObject({
        idusuario: me.idusuario,
        email: me.email,
        rol: 'auditor',
        minutos_inactividad: 15,
        segundo_factor: false,
        ultimo_acceso: null,
        ultimo_fallo: null,
      });
      const actor = { idusuario: me.idusuario, usuario: me.email };
      const signIn = { idcliente, iddenuncia: null, accion: 'iniciar_sesion' as const };
      await recordOrgAudit(t.app.db, actor, { ...signIn, resultado: 'denegado', detalle: 'contraseña' });
      await recordOrgAudit(t.app.db, actor, { ...signIn, resultado: 'ok', detalle: 'primera' });
      await recordOrgAudit(t.app.db, actor, { ...signIn, resultado: 'ok', detalle: 'segunda' });
      // Another person's attempts never show here.
      await recordOrgAudit(
        t.app.db,
        { idusuario: null, usuario: 'otra@ejemplo.test' },
        { ...signIn, resultado: 'denegado' },
      );
      const data = (await call('GET', '', token)).json().data;
      expect(data.ultimo_acceso).toMatchObject({ detalle: 'segunda' });
      expect(data.ultimo_fallo).toMatchObject({ detalle: 'contraseña' });
      expect(typeof data.ultimo_fallo.fec_evento).toBe('string');
    });

    it('sessions: own open ones newest first with the current marked; another person’s sid → 404', async () => {
      const me = await person();
      const other = await person();
      const older = await issueAccessToken(t.app, idcliente, 'Privado', me);
      const current = await issueAccessToken(t.app, idcliente, 'Privado', me);
      const othersToken = await issueAccessToken(t.app, idcliente, 'Privado', other);
      await t.app.db
        .updateTable('sesiones')
        .set({ agente: 'Firefox de prueba' })
        .where('sid', '=', await sidOf(older))
        .execute();
      const res = await call('GET', '/sesiones', current);
      expect(res.statusCode, res.body).toBe(200);
      const sessions = res.json().data as { sid: string; actual: boolean; agente: string | null }[];
      expect(sessions).toHaveLength(2);
      expect(sessions.find((s) => s.actual)?.sid).toBe(await sidOf(current));
      expect(sessions.find((s) => !s.actual)?.agente).toBe('Firefox de prueba');

      const othersSid = await sidOf(othersToken);
      expect((await call('DELETE', `/sesiones/${othersSid}`, current)).statusCode).toBe(404);
      expect((await call('GET', '/sesiones', othersToken)).statusCode).toBe(200);

      const olderSid = await sidOf(older);
      const revoked = await call('DELETE', `/sesiones/${olderSid}`, current);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await call('GET', '', older)).statusCode).toBe(534);
      expect((await call('DELETE', `/sesiones/${olderSid}`, current)).statusCode).toBe(404);
      const audit = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle', 'idusuario'])
        .where('idcliente', '=', idcliente)
        .where('accion', '=', 'revocar_sesion')
        .execute();
      expect(audit).toEqual([
        {
          accion: 'revocar_sesion',
          resultado: 'ok',
          detalle: `sesion=${olderSid.slice(0, 8)}`,
          idusuario: me.idusuario,
        },
      ]);
    });

    it('password: wrong current refused, weak new refused with its rule, then changed and other sessions end', async () => {
      const me = await person('responsable');
      const other = await issueAccessToken(t.app, idcliente, 'Privado', me);
      const token = await issueAccessToken(t.app, idcliente, 'Privado', me);
      const nueva = 'tranvía-azul-sobre-la-ría-42';

      const wrong = await call('PUT', '/contrasena', token, { actual: 'no-es-la-mía-123', nueva });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'La contraseña actual no es correcta' });

      const short = await call('PUT', '/contrasena', token, { actual: me.password, nueva: 'corta' });
      expect(short.statusCode).toBe(400);
      const common = await call('PUT', '/contrasena', token, { actual: me.password, nueva: 'password1234' });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe('Esa contraseña es demasiado común. Elija otra más difícil de adivinar.');
      const withEmail = await call('PUT', '/contrasena', token, { actual: me.password, nueva: `x${me.email}x` });
      expect(withEmail.json().message).toBe('La contraseña no puede contener su correo electrónico');
      const translated = await t.app.inject({
        method: 'PUT',
        url: `${url}/contrasena`,
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload: { actual: 'no-es-la-mía-123', nueva },
      });
      expect(translated.json().message).toBe('The current password is not correct');

      const changed = await call('PUT', '/contrasena', token, { actual: me.password, nueva });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call('GET', '', other)).statusCode).toBe(534);
      expect((await call('GET', '', token)).statusCode).toBe(200);
      const stored = await t.app.db
        .selectFrom('usuarios')
        .select('password_hash')
        .where('idusuario', '=', me.idusuario)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(stored.password_hash, nueva)).toBe(true);
      const rows = await t.app.db
        .selectFrom('den_auditoria')
        .select(['resultado', 'detalle'])
        .where('idcliente', '=', idcliente)
        .where('idusuario', '=', me.idusuario)
        .where('accion', '=', 'cambiar_contrasena')
        .orderBy('idauditoria')
        .execute();
      expect(rows).toEqual([
        { resultado: 'denegado', detalle: 'contraseña actual incorrecta' },
        { resultado: 'denegado', detalle: 'contraseña actual incorrecta' },
        { resultado: 'ok', detalle: 'sesiones_revocadas=1' },
      ]);
      expect(JSON.stringify(rows)).not.toContain(nueva);
    });

    it('the current password has 5 tries per 15 minutes, then 429', async () => {
      const me = await person();
      const token = await issueAccessToken(t.app, idcliente, 'Privado', me);
      const attempt = { actual: 'no-es-la-mía-123', nueva: 'tranvía-azul-sobre-la-ría-42' };
      for (let i = 0; i < 5; i += 1) {
        expect((await call('PUT', '/contrasena', token, attempt)).statusCode).toBe(400);
      }
      expect((await call('PUT', '/contrasena', token, attempt)).statusCode).toBe(429);
      expect((await call('PUT', '/contrasena', token, { ...attempt, actual: me.password })).statusCode).toBe(429);
    });

    it('reporters and the public cannot call it', async () => {
      const publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      expect((await call('GET', '', publicToken)).statusCode).toBe(403);
    });
  });
}
