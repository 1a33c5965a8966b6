import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../db/schema.ts';
import { invitationTtlSeconds } from '../../domain/tenant/invitation.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { rowCounts } from '../../test/operator-fixtures.ts';
import { lastResponsableMessage } from './people.service.ts';

const base = '/api/admin/usuarios';

for (const dialect of DIALECTS) {
  describe(`people: invitations, roles and deactivation [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    async function tenantWithResponsable() {
      const { idcliente } = await buildTenant(t.app);
      const responsable = await buildAdmin(t.app, idcliente);
      return { idcliente, responsable, token: await issueAccessToken(t.app, idcliente, 'Privado', responsable) };
    }

    async function person(idcliente: number, rol: UserRole) {
      const created = await buildAdmin(t.app, idcliente);
      await t.app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', created.idusuario).execute();
      return created;
    }

    function call(token: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: unknown) {
      return t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    }

    async function invitationRow(idinvitacion: number) {
      return t.app.db
        .selectFrom('invitaciones')
        .selectAll()
        .where('idinvitacion', '=', idinvitacion)
        .executeTakeFirstOrThrow();
    }

    async function personRow(idusuario: number) {
      return t.app.db
        .selectFrom('usuarios')
        .select(['rol', 'activo'])
        .where('idusuario', '=', idusuario)
        .executeTakeFirstOrThrow();
    }

    it('invites: only the token hash is stored, 72 h, the mail is queued sealed, the list shows it', async () => {
      const { idcliente, token } = await tenantWithResponsable();
      const res = await call(token, 'POST', `${base}/invitaciones`, {
        email: ' Nueva.Gestora@Example.TEST ',
        rol: 'gestor',
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ email: 'nueva.gestora@example.test', rol: 'gestor', caducada: false });
      expect(res.body).not.toMatch(/invitacion\/|token/);
      const row = await invitationRow(data.idinvitacion);
      expect(row.idcliente).toBe(idcliente);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      const ttl = (Date.parse(row.fec_expira) - Date.parse(row.fec_alta)) / 1000;
      expect(Math.abs(ttl - invitationTtlSeconds)).toBeLessThan(5);
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select(['evento', 'cuerpo', 'destinatario'])
        .where('idcliente', '=', idcliente)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.evento).toBe('invitacion');
      // Recipient and body are encrypted at rest: neither the address nor the link shows.
      expect(JSON.stringify(mails)).not.toMatch(/nueva\.gestora|auth\/invitacion/);

      const list = await call(token, 'GET', base);
      expect(list.json().data.invitaciones).toEqual([expect.objectContaining({ idinvitacion: data.idinvitacion })]);
    });

    it('409: an address of a person of the tenant (active or not) is not invited again', async () => {
      const { idcliente, responsable, token } = await tenantWithResponsable();
      const off = await buildAdmin(t.app, idcliente, { activo: false });
      const before = await rowCounts(t.app.db, idcliente);
      for (const email of [responsable.email.toUpperCase(), off.email]) {
        const res = await call(token, 'POST', `${base}/invitaciones`, { email, rol: 'auditor' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      }
      expect(await rowCounts(t.app.db, idcliente)).toEqual(before);
    });

    it('resends with a new link (the old one revoked) and revokes; a revoked invitation is gone', async () => {
      const { idcliente, token } = await tenantWithResponsable();
      const first = (
        await call(token, 'POST', `${base}/invitaciones`, { email: 'a@example.test', rol: 'auditor' })
      ).json().data;
      const resent = await call(token, 'POST', `${base}/invitaciones/${first.idinvitacion}/reenviar`);
      expect(resent.statusCode).toBe(200);
      const second = resent.json().data;
      expect(second).toMatchObject({ email: 'a@example.test', rol: 'auditor' });
      expect(second.idinvitacion).not.toBe(first.idinvitacion);
      const [oldRow, newRow] = [await invitationRow(first.idinvitacion), await invitationRow(second.idinvitacion)];
      expect(oldRow.fec_revocada).not.toBeNull();
      expect(newRow.fec_revocada).toBeNull();
      expect(newRow.token_hash).not.toBe(oldRow.token_hash);
      expect((await rowCounts(t.app.db, idcliente)).mail_outbox).toBe(2);
      // The revoked one cannot be resent nor revoked again.
      expect((await call(token, 'POST', `${base}/invitaciones/${first.idinvitacion}/reenviar`)).statusCode).toBe(404);
      expect((await call(token, 'DELETE', `${base}/invitaciones/${first.idinvitacion}`)).statusCode).toBe(404);

      const revoked = await call(token, 'DELETE', `${base}/invitaciones/${second.idinvitacion}`);
      expect(revoked.statusCode).toBe(200);
      expect((await invitationRow(second.idinvitacion)).fec_revocada).not.toBeNull();
      expect((await call(token, 'GET', base)).json().data.invitaciones).toEqual([]);
      expect((await call(token, 'DELETE', `${base}/invitaciones/${second.idinvitacion}`)).statusCode).toBe(404);
    });

    it('an expired invitation is listed as such and can be resent', async () => {
      const { token } = await tenantWithResponsable();
      const { idinvitacion } = (
        await call(token, 'POST', `${base}/invitaciones`, { email: 'tarde@example.test', rol: 'gestor' })
      ).json().data;
      await t.app.db
        .updateTable('invitaciones')
        .set({ fec_expira: '2020-01-01T00:00:00.000Z' })
        .where('idinvitacion', '=', idinvitacion)
        .execute();
      expect((await call(token, 'GET', base)).json().data.invitaciones[0]).toMatchObject({
        idinvitacion,
        caducada: true,
      });
      const resent = await call(token, 'POST', `${base}/invitaciones/${idinvitacion}/reenviar`);
      expect(resent.json().data).toMatchObject({ caducada: false });
    });

    it('changes a role, read on the next call: a demoted Responsable loses the screen at once', async () => {
      const { idcliente, token } = await tenantWithResponsable();
      const other = await person(idcliente, 'responsable');
      const otherToken = await issueAccessToken(t.app, idcliente, 'Privado', other);
      expect((await call(otherToken, 'GET', base)).statusCode).toBe(200);
      const res = await call(token, 'PATCH', `${base}/${other.idusuario}`, { rol: 'gestor' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ idusuario: other.idusuario, rol: 'gestor', activo: true });
      expect(await personRow(other.idusuario)).toEqual({ rol: 'gestor', activo: 1 });
      expect((await call(otherToken, 'GET', base)).statusCode).toBe(403);
      // Still signed in as a gestor: the role change ends no session.
      expect((await call(otherToken, 'GET', '/api/common/navigation')).statusCode).toBe(200);
    });

    it('deactivation revokes every session of the person at once (534); reactivation lets them sign in again', async () => {
      const { idcliente, token } = await tenantWithResponsable();
      const gestor = await person(idcliente, 'gestor');
      const sessions = [
        await issueAccessToken(t.app, idcliente, 'Privado', gestor),
        await issueAccessToken(t.app, idcliente, 'Privado', gestor),
      ];
      const bystander = await issueAccessToken(t.app, idcliente, 'Privado', await person(idcliente, 'auditor'));
      const off = await call(token, 'PATCH', `${base}/${gestor.idusuario}`, { activo: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().data).toMatchObject({ activo: false, rol: 'gestor' });
      for (const session of sessions) {
        const res = await call(session, 'GET', '/api/common/navigation');
        expect(res.statusCode).toBe(534);
      }
      const rows = await t.app.db
        .selectFrom('sesiones')
        .select('revocada')
        .where('idusuario', '=', gestor.idusuario)
        .execute();
      expect(rows.map((r) => r.revocada)).toEqual([1, 1]);
      expect((await call(bystander, 'GET', '/api/common/navigation')).statusCode).toBe(200);
      expect((await call(token, 'GET', base)).json().data.usuarios).toContainEqual(
        expect.objectContaining({ idusuario: gestor.idusuario, activo: false }),
      );

      const on = await call(token, 'PATCH', `${base}/${gestor.idusuario}`, { activo: true });
      expect(on.json().data).toMatchObject({ activo: true });
      // The old sessions stay ended; a new sign-in works.
      expect((await call(sessions[0] ?? '', 'GET', '/api/common/navigation')).statusCode).toBe(534);
      const fresh = await issueAccessToken(t.app, idcliente, 'Privado', gestor);
      expect((await call(fresh, 'GET', '/api/common/navigation')).statusCode).toBe(200);
    });

    it('409: the last active Responsable can be neither demoted nor deactivated, nothing changed', async () => {
      const { idcliente, responsable, token } = await tenantWithResponsable();
      // An inactive Responsable does not count.
      await buildAdmin(t.app, idcliente, { activo: false });
      const before = await rowCounts(t.app.db, idcliente);
      for (const body of [{ rol: 'gestor' }, { activo: false }, { rol: 'auditor', activo: false }]) {
        const res = await call(token, 'PATCH', `${base}/${responsable.idusuario}`, body);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: lastResponsableMessage });
      }
      expect(await personRow(responsable.idusuario)).toEqual({ rol: 'responsable', activo: 1 });
      expect((await call(token, 'GET', base)).statusCode).toBe(200);
      expect(await rowCounts(t.app.db, idcliente)).toEqual(before);

      // With a second active Responsable, the first may step down (even themselves).
      await person(idcliente, 'responsable');
      const res = await call(token, 'PATCH', `${base}/${responsable.idusuario}`, { rol: 'gestor' });
      expect(res.statusCode).toBe(200);
      expect((await call(token, 'GET', base)).statusCode).toBe(403);
    });

    it('404: an unknown person; 400: invalid bodies and ids, nothing changed', async () => {
      const { idcliente, responsable, token } = await tenantWithResponsable();
      const gestor = await person(idcliente, 'gestor');
      const before = await rowCounts(t.app.db, idcliente);
      expect((await call(token, 'PATCH', `${base}/999999`, { rol: 'gestor' })).statusCode).toBe(404);
      const invalid: Array<[method: 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown]> = [
        ['POST', `${base}/invitaciones`, { email: 'no-es-correo', rol: 'gestor' }],
        ['POST', `${base}/invitaciones`, { email: 'x@example.test', rol: 'administrador' }],
        ['POST', `${base}/invitaciones`, { email: 'x@example.test' }],
        ['POST', `${base}/invitaciones`, { email: 'x@example.test', rol: 'gestor', extra: 1 }],
        ['POST', `${base}/invitaciones`, ['x@example.test']],
        ['POST', `${base}/invitaciones`, { email: `${'a'.repeat(250)}@example.test`, rol: 'gestor' }],
        ['PATCH', `${base}/${gestor.idusuario}`, {}],
        ['PATCH', `${base}/${gestor.idusuario}`, { activo: 'no' }],
        ['PATCH', `${base}/${gestor.idusuario}`, { rol: 'root' }],
        ['PATCH', `${base}/${gestor.idusuario}`, { rol: 'gestor', password_hash: 'x' }],
        ['PATCH', `${base}/${responsable.idusuario}`, { idcliente: 1, rol: 'responsable' }],
        ['PATCH', `${base}/abc`, { rol: 'gestor' }],
        ['PATCH', `${base}/0`, { rol: 'gestor' }],
        ['PATCH', `${base}/99999999999`, { rol: 'gestor' }],
        ['DELETE', `${base}/invitaciones/-1`, undefined],
      ];
      for (const [method, url, body] of invalid) {
        const res = await call(token, method, url, body);
        expect(`${method} ${url} ${JSON.stringify(body)} → ${res.statusCode}`).toBe(
          `${method} ${url} ${JSON.stringify(body)} → 400`,
        );
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: expect.any(Array) });
      }
      expect(await rowCounts(t.app.db, idcliente)).toEqual(before);
      expect(await personRow(gestor.idusuario)).toEqual({ rol: 'gestor', activo: 1 });
    });

    it('lists the last sign-in when recorded, null otherwise', async () => {
      const { idcliente, responsable, token } = await tenantWithResponsable();
      const never = await person(idcliente, 'auditor');
      const usuarios: Array<{ idusuario: number; ultimo_acceso: string | null }> = (
        await call(token, 'GET', base)
      ).json().data.usuarios;
      expect(usuarios.find((u) => u.idusuario === never.idusuario)?.ultimo_acceso).toBeNull();
      expect(usuarios.find((u) => u.idusuario === responsable.idusuario)?.ultimo_acceso).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });
  });
}
