import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fileComplaint, reporterToken } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';
import {
  operatorDeps,
  publicTokenOf,
  requestPublicToken,
  rowCounts,
  tokenOfLink,
} from '../../test/operator-fixtures.ts';
import { addTenantHost, inviteUser, removeTenantHost, setTenantActive } from './tenant-operations.service.ts';
import { createTenant } from './tenant-provisioning.service.ts';
import { tenantClosedMessage } from './tenant-status.policy.ts';

for (const dialect of DIALECTS) {
  describe(`looking after tenants (operator) [${dialect}]`, () => {
    let t: TestApp;
    let demo: { idcliente: number; admin: { idusuario: number; email: string } };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demo = await demoTenantAndAdmin(t.app);
    });
    afterAll(async () => t.close());

    async function newTenant(codigo: string, hosts: string[]): Promise<number> {
      const result = await createTenant(operatorDeps(t.app), {
        codigo,
        nombre: `Entidad ${codigo}`,
        hosts,
        adminEmail: `resp@${codigo}.es`,
        idiomas: ['es'],
      });
      if (!result.ok) {
        throw new Error(result.problems.join('\n'));
      }
      return result.value.idcliente;
    }

    function get(url: string, token: string) {
      return t.app.inject({ method: 'GET', url, headers: bearer(token) });
    }

    it('disable refuses every token of the tenant at once and its public token request; enable restores them', async () => {
      const idcliente = await newTenant('cierre', ['cierre.ejemplo.es']);
      const publicToken = await publicTokenOf(t.app, 'cierre.ejemplo.es');
      const admin = await buildAdmin(t.app, idcliente);
      const adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      const type = await t.app.db
        .selectFrom('den_tipos_denuncia')
        .select('idtipodenuncia')
        .where('idcliente', '=', idcliente)
        .executeTakeFirstOrThrow();
      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: type.idtipodenuncia,
        answers: { que_ocurrio: 'Hechos' },
      });
      const reporter = await reporterToken(t.app, filed.receipt, 'cierre.ejemplo.es');
      const demoAdminToken = await issueAccessToken(t.app, demo.idcliente, 'Privado', demo.admin);
      const calls = [
        () => get('/api/publico/cliente/info', publicToken),
        () => get('/api/admin/cliente/ajustes', adminToken),
        () => get('/api/denuncias/den_denuncias/informante', reporter),
      ];
      for (const call of calls) {
        expect((await call()).statusCode).toBe(200);
      }

      expect(await setTenantActive(t.app.db, 'cierre', false)).toEqual({
        ok: true,
        value: { codigo: 'cierre', changed: true },
      });
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(534);
        expect(res.json()).toMatchObject({ success: false, code: 'SESSION_INVALID', message: tenantClosedMessage });
      }
      const refused = await requestPublicToken(t.app, 'cierre.ejemplo.es');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'No hay ningún canal de información disponible en esta dirección',
      });
      // Another tenant is untouched.
      expect((await get('/api/admin/cliente/ajustes', demoAdminToken)).statusCode).toBe(200);
      expect(await setTenantActive(t.app.db, 'cierre', false)).toEqual({
        ok: true,
        value: { codigo: 'cierre', changed: false },
      });

      expect(await setTenantActive(t.app.db, 'cierre', true)).toEqual({
        ok: true,
        value: { codigo: 'cierre', changed: true },
      });
      expect((await requestPublicToken(t.app, 'cierre.ejemplo.es')).statusCode).toBe(200);
      for (const call of calls) {
        expect((await call()).statusCode).toBe(200);
      }
    });

    it('disable and enable refuse an unknown or malformed code', async () => {
      expect(await setTenantActive(t.app.db, 'no-existe', false)).toEqual({
        ok: false,
        problems: ['código «no-existe»: no existe ningún canal con ese código'],
      });
      const malformed = await setTenantActive(t.app.db, 'Mal Código', true);
      expect(malformed.ok).toBe(false);
      expect(!malformed.ok && malformed.problems).toHaveLength(1);
    });

    it('add-host and remove-host change where the tenant answers, and refuse what is not theirs to change', async () => {
      const idcliente = await newTenant('dominios', ['uno.dominios.es']);
      expect(await addTenantHost(t.app.db, 'dominios', 'Dos.Dominios.es')).toEqual({
        ok: true,
        value: { hosts: ['dos.dominios.es', 'uno.dominios.es'] },
      });
      expect(await resolveTenantOfHost(t.app.db, 'dos.dominios.es', 'demo')).toBe(idcliente);

      const before = await rowCounts(t.app.db);
      expect(await addTenantHost(t.app.db, 'dominios', 'localhost')).toEqual({
        ok: false,
        problems: ['dominio «localhost»: ya lo usa el canal «demo»'],
      });
      expect(await addTenantHost(t.app.db, 'nadie', 'mal dominio')).toEqual({
        ok: false,
        problems: [
          'código «nadie»: no existe ningún canal con ese código',
          'dominio: Dominio no válido (ejemplo: canal.ejemplo.es)',
        ],
      });
      expect(await removeTenantHost(t.app.db, 'dominios', 'localhost')).toEqual({
        ok: false,
        problems: ['dominio «localhost»: no es un dominio del canal «dominios»'],
      });
      expect(await rowCounts(t.app.db)).toEqual(before);

      expect(await removeTenantHost(t.app.db, 'dominios', 'uno.dominios.es')).toEqual({
        ok: true,
        value: { hosts: ['dos.dominios.es'] },
      });
      // An unknown host falls back to the default tenant, never to this one.
      expect(await resolveTenantOfHost(t.app.db, 'uno.dominios.es', 'demo')).toBe(demo.idcliente);
      expect(await removeTenantHost(t.app.db, 'dominios', 'dos.dominios.es')).toEqual({
        ok: false,
        problems: ['dominio «dos.dominios.es»: es el único dominio del canal «dominios»; añada otro antes'],
      });
    });

    it('user invite issues a new invitation, revokes the open one, and refuses what cannot be', async () => {
      const idcliente = await newTenant('recupera', ['recupera.ejemplo.es']);
      const first = await inviteUser(operatorDeps(t.app), {
        codigo: 'recupera',
        email: 'nuevo@recupera.es',
        rol: 'auditor',
      });
      const second = await inviteUser(operatorDeps(t.app), {
        codigo: 'recupera',
        email: 'Nuevo@Recupera.es',
        rol: 'responsable',
      });
      if (!first.ok || !second.ok) {
        throw new Error('invitation refused');
      }
      expect(second.value.link).toMatch(/^https:\/\/recupera\.ejemplo\.es\/auth\/invitacion\//);
      const rows = await t.app.db
        .selectFrom('invitaciones')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .where('email', '=', 'nuevo@recupera.es')
        .orderBy('idinvitacion')
        .execute();
      expect(rows.map((r) => [r.rol, r.token_hash, r.fec_revocada === null])).toEqual([
        ['auditor', hashToken(tokenOfLink(first.value.link)), false],
        ['responsable', hashToken(tokenOfLink(second.value.link)), true],
      ]);
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select('evento')
        .where('idcliente', '=', idcliente)
        .execute();
      expect(mails.map((m) => m.evento)).toEqual(['invitacion', 'invitacion', 'invitacion']);

      const active = await buildAdmin(t.app, idcliente, { email: 'ya@recupera.es' });
      const before = await rowCounts(t.app.db);
      expect(await inviteUser(operatorDeps(t.app), { codigo: 'recupera', email: active.email, rol: 'gestor' })).toEqual(
        {
          ok: false,
          problems: ['correo «ya@recupera.es»: ya es una persona activa de este canal (rol responsable)'],
        },
      );
      expect(await inviteUser(operatorDeps(t.app), { codigo: 'nadie', email: 'no-es-correo', rol: 'jefe' })).toEqual({
        ok: false,
        problems: [
          'correo: Correo electrónico no válido',
          'rol: Rol desconocido (admitidos: responsable, gestor, auditor)',
          'código «nadie»: no existe ningún canal con ese código',
        ],
      });
      await setTenantActive(t.app.db, 'recupera', false);
      expect(
        await inviteUser(operatorDeps(t.app), { codigo: 'recupera', email: 'otro@recupera.es', rol: 'responsable' }),
      ).toEqual({
        ok: false,
        problems: ['código «recupera»: el canal está desactivado; actívelo antes (tenant enable)'],
      });
      await setTenantActive(t.app.db, 'recupera', true);
      expect(await rowCounts(t.app.db)).toEqual(before);
    });
  });
}
