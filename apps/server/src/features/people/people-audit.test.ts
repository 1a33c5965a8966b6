import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`people: every change is in the organisation's trail [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('invite, resend, revoke, role change, deactivate and reactivate: who, ids and roles, nothing else', async () => {
      const { idcliente } = await buildTenant(t.app);
      const responsable = await buildAdmin(t.app, idcliente);
      const token = await issueAccessToken(t.app, idcliente, 'Privado', responsable);
      const gestor = await buildAdmin(t.app, idcliente);
      await t.app.db.updateTable('usuarios').set({ rol: 'gestor' }).where('idusuario', '=', gestor.idusuario).execute();
      async function call(method: 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) {
        const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: { idinvitacion: number } }>();
      }

      const invited = await call('POST', '/api/admin/usuarios/invitaciones', {
        email: 'nueva@ejemplo.test',
        rol: 'auditor',
      });
      const first = invited.data.idinvitacion;
      const resent = await call('POST', `/api/admin/usuarios/invitaciones/${first}/reenviar`);
      await call('DELETE', `/api/admin/usuarios/invitaciones/${resent.data.idinvitacion}`);
      await call('PATCH', `/api/admin/usuarios/${gestor.idusuario}`, { rol: 'auditor' });
      await call('PATCH', `/api/admin/usuarios/${gestor.idusuario}`, { activo: false });
      await call('PATCH', `/api/admin/usuarios/${gestor.idusuario}`, { activo: true, rol: 'auditor' });

      const rows = await t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'idusuario', 'usuario', 'accion', 'resultado', 'detalle'])
        .where('idcliente', '=', idcliente)
        .orderBy('idauditoria')
        .execute();
      expect(rows.every((r) => r.iddenuncia === null && r.idusuario === responsable.idusuario)).toBe(true);
      expect(rows.every((r) => r.usuario === responsable.email && r.resultado === 'ok')).toBe(true);
      expect(rows.map((r) => [r.accion, r.detalle])).toEqual([
        ['invitar_persona', `idinvitacion=${first} rol=auditor email=nueva@ejemplo.test`],
        [
          'invitar_persona',
          `idinvitacion=${resent.data.idinvitacion} rol=auditor email=nueva@ejemplo.test reenvio_de=${first}`,
        ],
        ['revocar_invitacion', `idinvitacion=${resent.data.idinvitacion}`],
        ['cambiar_rol', `idusuario=${gestor.idusuario} de gestor a auditor`],
        ['desactivar_persona', `idusuario=${gestor.idusuario}`],
        ['reactivar_persona', `idusuario=${gestor.idusuario}`],
      ]);
      expect(JSON.stringify(rows)).not.toContain(gestor.email);
    });
  });
}
