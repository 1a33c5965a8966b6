import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const base = '/api/admin/usuarios';

for (const dialect of DIALECTS) {
  describe(`people: who may use the Usuarios screen [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let responsableToken: string;
    let gestor: { idusuario: number; email: string };
    let invitationId: number;
    let foreignToken: string;
    const refused: Record<string, { token: string; status: number }> = {};

    async function person(tenant: number, rol: UserRole, activo = true) {
      const created = await buildAdmin(t.app, tenant, { activo });
      await t.app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', created.idusuario).execute();
      return created;
    }

    /** Everything the screen could change, to prove a refused call changed nothing. */
    async function snapshot() {
      const [usuarios, invitaciones, sesiones, outbox] = await Promise.all([
        t.app.db.selectFrom('usuarios').select(['idusuario', 'rol', 'activo']).orderBy('idusuario').execute(),
        t.app.db.selectFrom('invitaciones').selectAll().orderBy('idinvitacion').execute(),
        t.app.db.selectFrom('sesiones').select(['sid', 'revocada']).orderBy('sid').execute(),
        t.app.db.selectFrom('mail_outbox').select('idcorreo').execute(),
      ]);
      return { usuarios, invitaciones, sesiones, outbox: outbox.length };
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (await buildTenant(t.app)).idcliente;
      const responsable = await person(idcliente, 'responsable');
      responsableToken = await issueAccessToken(t.app, idcliente, 'Privado', responsable);
      gestor = await person(idcliente, 'gestor');
      const auditor = await person(idcliente, 'auditor');
      const inactive = await person(idcliente, 'responsable', false);
      const foreignTenant = (await buildTenant(t.app)).idcliente;
      const foreign = await person(foreignTenant, 'responsable');
      await buildAdmin(t.app, foreignTenant, { email: 'solo-del-otro@example.test' });
      refused.gestor = { token: await issueAccessToken(t.app, idcliente, 'Privado', gestor), status: 403 };
      refused.auditor = { token: await issueAccessToken(t.app, idcliente, 'Privado', auditor), status: 403 };
      // A deactivated person's session is refused by the auth plugin before any role check.
      refused.deactivated = { token: await issueAccessToken(t.app, idcliente, 'Privado', inactive), status: 534 };
      refused.reporter = { token: await issueAccessToken(t.app, idcliente, 'Informante'), status: 403 };
      refused.public = { token: await issueAccessToken(t.app, idcliente, 'Publico'), status: 403 };
      refused.citizen = { token: await issueAccessToken(t.app, idcliente, 'Ciudadano'), status: 403 };
      // Allowed on its own tenant, blind to this one.
      foreignToken = await issueAccessToken(t.app, foreignTenant, 'Privado', foreign);
      const invited = await t.app.inject({
        method: 'POST',
        url: `${base}/invitaciones`,
        headers: bearer(responsableToken),
        payload: { email: 'nueva@example.test', rol: 'gestor' },
      });
      expect(invited.statusCode).toBe(200);
      invitationId = invited.json().data.idinvitacion;
    });
    afterAll(async () => t.close());

    function calls(): Array<{ method: 'GET' | 'POST' | 'DELETE' | 'PATCH'; url: string; payload?: object }> {
      return [
        { method: 'GET', url: base },
        { method: 'POST', url: `${base}/invitaciones`, payload: { email: 'otra@example.test', rol: 'responsable' } },
        // An invalid body too: the role is refused before the body is even read.
        { method: 'POST', url: `${base}/invitaciones`, payload: { email: 'no', rol: 'root' } },
        { method: 'POST', url: `${base}/invitaciones/${invitationId}/reenviar` },
        { method: 'DELETE', url: `${base}/invitaciones/${invitationId}` },
        { method: 'PATCH', url: `${base}/${gestor.idusuario}`, payload: { rol: 'responsable' } },
        { method: 'PATCH', url: `${base}/${gestor.idusuario}`, payload: { activo: false } },
      ];
    }

    it('200: a Responsable of the tenant lists its people and invitations, and nothing else', async () => {
      const res = await t.app.inject({ method: 'GET', url: base, headers: bearer(responsableToken) });
      expect(res.statusCode).toBe(200);
      const { usuarios, invitaciones } = res.json().data;
      expect(usuarios).toHaveLength(4);
      expect(usuarios.map((u: { rol: string }) => u.rol).sort()).toEqual([
        'auditor',
        'gestor',
        'responsable',
        'responsable',
      ]);
      expect(usuarios.filter((u: { activo: boolean }) => !u.activo)).toHaveLength(1);
      for (const user of usuarios) {
        expect(Object.keys(user).sort()).toEqual([
          'activo',
          'email',
          'idusuario',
          'nombre',
          'rol',
          'segundo_factor',
          'ultimo_acceso',
        ]);
        expect(user.segundo_factor).toBe(false);
      }
      // Every person here has a session, so each has a last sign-in.
      expect(usuarios.every((u: { ultimo_acceso: string | null }) => typeof u.ultimo_acceso === 'string')).toBe(true);
      expect(invitaciones).toEqual([
        expect.objectContaining({
          idinvitacion: invitationId,
          email: 'nueva@example.test',
          rol: 'gestor',
          caducada: false,
        }),
      ]);
      expect(Object.keys(invitaciones[0]).sort()).toEqual([
        'caducada',
        'email',
        'fec_alta',
        'fec_expira',
        'idinvitacion',
        'rol',
      ]);
      expect(res.body).not.toContain('solo-del-otro');
      expect(res.body).not.toContain('token');
      expect(res.body).not.toContain('password');
    });

    it('403/534: gestor, auditor, reporter, citizen and public tokens are refused on every route, nothing changed', async () => {
      const before = await snapshot();
      for (const [who, { token, status }] of Object.entries(refused)) {
        for (const call of calls()) {
          const res = await t.app.inject({ ...call, headers: bearer(token) });
          expect(`${who} ${call.method} ${call.url} → ${res.statusCode}`).toBe(
            `${who} ${call.method} ${call.url} → ${status}`,
          );
          expect(res.json()).toMatchObject({ success: false });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('401: no token, or a forged one, gets 401 on every route', async () => {
      for (const call of calls()) {
        expect((await t.app.inject(call)).statusCode).toBe(401);
        expect((await t.app.inject({ ...call, headers: bearer('not.a.token') })).statusCode).toBe(401);
      }
    });

    it("404: a Responsable of another tenant sees only their own people and cannot reach this tenant's", async () => {
      const token = foreignToken;
      const before = await snapshot();
      const list = await t.app.inject({ method: 'GET', url: base, headers: bearer(token) });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.usuarios).toHaveLength(2);
      expect(list.json().data.invitaciones).toEqual([]);
      expect(list.body).not.toContain('nueva@example.test');
      for (const call of calls().slice(3)) {
        const res = await t.app.inject({ ...call, headers: bearer(token) });
        expect(`${call.method} ${call.url} → ${res.statusCode}`).toBe(`${call.method} ${call.url} → 404`);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
}
