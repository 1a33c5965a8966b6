import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { setComplaintStatus } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias/den_notas_internas';

for (const dialect of DIALECTS) {
  describe(`complaints: internal notes [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let publicToken: string;
    let admin: { idusuario: number; email: string };
    let adminToken: string;
    let secondAdmin: { idusuario: number; email: string };
    let secondAdminToken: string;
    let otherAdminToken: string;
    let newCase: CaseFixture['newCase'];

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ tenant, publicToken, admin, adminToken, otherAdminToken, newCase } = await caseFixture(t.app));
      secondAdmin = await buildAdmin(t.app, tenant.idcliente);
      secondAdminToken = await issueAccessToken(t.app, tenant.idcliente, 'Privado', secondAdmin);
    });
    afterAll(async () => t.close());

    function addNote(token: string, iddenuncia: number, nota: string) {
      return t.app.inject({
        method: 'POST',
        url: `${base}/`,
        headers: bearer(token),
        payload: { den_notas_internas: { iddenuncia, nota } },
      });
    }

    function list(token: string, payload: Record<string, unknown>) {
      return t.app.inject({ method: 'POST', url: `${base}/GetList`, headers: bearer(token), payload });
    }

    function ofCase(iddenuncia: number) {
      return { length: -1, columns: [{ name: 'iddenuncia', data: iddenuncia }] };
    }

    it('200: handlers append notes, stored encrypted, listed oldest first with their authors', async () => {
      const c = await newCase();
      const first = await addNote(adminToken, c.iddenuncia, '  Pedir el expediente de contratación  ');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({
        iddenuncia: c.iddenuncia,
        nota: 'Pedir el expediente de contratación',
        usuario: admin.email,
      });
      expect((await addNote(secondAdminToken, c.iddenuncia, 'Entrevista con el área de compras')).statusCode).toBe(200);
      const stored = await t.app.db
        .selectFrom('den_notas_internas')
        .select(['nota', 'idusuario'])
        .where('iddenuncia', '=', c.iddenuncia)
        .orderBy('idnota')
        .execute();
      expect(stored.map((n) => n.idusuario)).toEqual([admin.idusuario, secondAdmin.idusuario]);
      expect(stored[0]?.nota).not.toContain('expediente');

      const res = await list(adminToken, ofCase(c.iddenuncia));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().total).toBe(2);
      expect(res.json().data.map((n: { nota: string; usuario: string }) => [n.nota, n.usuario])).toEqual([
        ['Pedir el expediente de contratación', admin.email],
        ['Entrevista con el área de compras', secondAdmin.email],
      ]);
      const paged = await list(adminToken, { ...ofCase(c.iddenuncia), length: 1, start: 1 });
      expect(paged.json()).toMatchObject({ total: 2, data: [{ nota: 'Entrevista con el área de compras' }] });
    });

    it('400 without the iddenuncia filter, with another filter or a bad note; 404 for another tenant', async () => {
      const c = await newCase();
      const missing = await list(adminToken, { length: -1 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: 'body.columns', message: 'Indique la comunicación con el filtro iddenuncia' },
      ]);
      expect((await list(adminToken, { columns: [{ name: 'guid', data: c.guid }] })).statusCode).toBe(400);
      expect(
        (await list(adminToken, { columns: [{ name: 'iddenuncia', data: String(c.iddenuncia) }] })).statusCode,
      ).toBe(400);
      expect((await addNote(adminToken, c.iddenuncia, '   ')).statusCode).toBe(400);
      expect((await addNote(adminToken, c.iddenuncia, 'x'.repeat(5001))).statusCode).toBe(400);
      const extra = await t.app.inject({
        method: 'POST',
        url: `${base}/`,
        headers: bearer(adminToken),
        payload: { den_notas_internas: { iddenuncia: c.iddenuncia, nota: 'Hola', idusuario: 99 } },
      });
      expect(extra.statusCode).toBe(400);
      expect((await addNote(otherAdminToken, c.iddenuncia, 'Intruso')).statusCode).toBe(404);
      expect((await list(otherAdminToken, ofCase(c.iddenuncia))).statusCode).toBe(404);
      expect((await addNote(adminToken, 999999, 'Nada')).statusCode).toBe(404);
      const count = await t.app.db
        .selectFrom('den_notas_internas')
        .select('idnota')
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      expect(count).toHaveLength(0);
    });

    it('403 for reporter and public tokens; the reporter sees notes nowhere; no update or delete route', async () => {
      const c = await newCase();
      await addNote(adminToken, c.iddenuncia, 'Sospecha fundada sobre el jefe de compras');
      for (const token of [c.reporter, publicToken]) {
        expect((await list(token, ofCase(c.iddenuncia))).statusCode).toBe(403);
        expect((await addNote(token, c.iddenuncia, 'Intento')).statusCode).toBe(403);
      }
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(c.reporter),
      });
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain('Sospecha');
      const chat = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_chat_mensajes/GetList',
        headers: bearer(c.reporter),
        payload: { length: -1, columns: [{ name: 'guid', data: c.guid }] },
      });
      expect(chat.statusCode).toBe(200);
      expect(chat.body).not.toContain('Sospecha');
      for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
        const res = await t.app.inject({
          method,
          url: `${base}/1`,
          headers: bearer(adminToken),
          payload: { den_notas_internas: { iddenuncia: c.iddenuncia, nota: 'Cambio' } },
        });
        expect(res.statusCode, method).toBe(404);
      }
      const put = await t.app.inject({
        method: 'PUT',
        url: `${base}/`,
        headers: bearer(adminToken),
        payload: { den_notas_internas: { iddenuncia: c.iddenuncia, nota: 'Cambio' } },
      });
      expect(put.statusCode).toBe(404);
    });

    it('a resolved case still takes notes (they are the handlers’ record)', async () => {
      const c = await newCase();
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid: c.guid }, 1);
      expect((await addNote(adminToken, c.iddenuncia, 'Archivado en el registro')).statusCode).toBe(200);
    });

    it('audit: leer_notas and crear_nota rows, denegado for another tenant’s case', async () => {
      const c = await newCase();
      const created = (await addNote(adminToken, c.iddenuncia, 'Nota confidencial para auditar')).json().data;
      await list(adminToken, ofCase(c.iddenuncia));
      const rows = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle', 'idusuario', 'usuario'])
        .where('idcliente', '=', tenant.idcliente)
        .where('iddenuncia', '=', c.iddenuncia)
        .orderBy('idauditoria')
        .execute();
      expect(rows).toEqual([
        {
          accion: 'crear_nota',
          resultado: 'ok',
          detalle: `idnota=${created.idnota}`,
          idusuario: admin.idusuario,
          usuario: admin.email,
        },
        {
          accion: 'leer_notas',
          resultado: 'ok',
          detalle: `iddenuncia=${c.iddenuncia} notas=1`,
          idusuario: admin.idusuario,
          usuario: admin.email,
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain('confidencial');
      await list(otherAdminToken, ofCase(c.iddenuncia));
      const foreign = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'iddenuncia', 'detalle'])
        .where('idcliente', '<>', tenant.idcliente)
        .where('accion', '=', 'leer_notas')
        .where('detalle', 'like', `iddenuncia=${c.iddenuncia} %`)
        .execute();
      expect(foreign).toEqual([
        {
          accion: 'leer_notas',
          resultado: 'denegado',
          iddenuncia: null,
          detalle: `iddenuncia=${c.iddenuncia} NOT_FOUND`,
        },
      ]);
    });
  });
}
