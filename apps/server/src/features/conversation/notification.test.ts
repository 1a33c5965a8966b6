import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  fileComplaint,
  insertUpload,
  reporterToken,
  setComplaintStatus,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, foreignAdminToken, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const base = '/api/denuncias/den_denuncia_notificaciones';

for (const dialect of DIALECTS) {
  describe(`complaints: notifications [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;
    let adminToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      adminToken = await newAdminToken(t.app, tenant.idcliente);
    });
    afterAll(async () => t.close());

    async function newComplaint(): Promise<{ guid: string; iddenuncia: number; token: string }> {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const { iddenuncia } = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      return {
        guid: filed.guid,
        iddenuncia,
        token: await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`),
      };
    }

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    function write(method: 'POST' | 'PUT', token: string, entity: Record<string, unknown>) {
      return call(method, '/', token, { den_denuncia_notificaciones: entity });
    }

    it('200: an administrator creates (sanitised HTML), reads, edits and deletes; the reporter reads them', async () => {
      const { iddenuncia, token } = await newComplaint();
      const created = await write('POST', adminToken, {
        iddenuncia,
        descripcion: 'Admisión a trámite',
        contenido: '<p onclick="x()">Su comunicación ha sido <strong>admitida</strong>.</p><script>alert(1)</script>',
      });
      expect(created.statusCode).toBe(200);
      const entity = created.json().data;
      expect(entity).toEqual({
        idnotificacion: expect.any(Number),
        iddenuncia,
        descripcion: 'Admisión a trámite',
        fec_alta: expect.any(String),
        ididioma: 1,
        contenido: '<p>Su comunicación ha sido <strong>admitida</strong>.</p>',
        iddocumento: null,
      });
      const read = await call('GET', `/${entity.idnotificacion}`, token);
      expect(read.json()).toEqual({ success: true, data: entity });

      const edited = await write('PUT', adminToken, {
        ...entity,
        descripcion: 'Admitida',
        contenido: '<p>Texto nuevo</p>',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ descripcion: 'Admitida', contenido: '<p>Texto nuevo</p>' });

      const listed = await call('POST', '/GetList', token, { columns: [{ name: 'iddenuncia', data: iddenuncia }] });
      expect(listed.json().data.map((n: { descripcion: string }) => n.descripcion)).toEqual([
        'Acuse de recibo',
        'Admitida',
      ]);
      const sorted = await call('POST', '/GetList', adminToken, {
        columns: [{ name: 'iddenuncia', data: iddenuncia }],
        sort: 'descripcion',
        order: 'asc',
      });
      expect(sorted.json().data.map((n: { descripcion: string }) => n.descripcion)).toEqual([
        'Acuse de recibo',
        'Admitida',
      ]);
      expect((await call('POST', '/GetList', adminToken, { sort: 'contenido' })).statusCode).toBe(400);

      expect((await call('DELETE', `/${entity.idnotificacion}`, adminToken)).json()).toEqual({ success: true });
      expect((await call('GET', `/${entity.idnotificacion}`, adminToken)).statusCode).toBe(404);
    });

    it('400: description and content limits (200 / 15000) and an empty content after sanitising', async () => {
      const { iddenuncia } = await newComplaint();
      const long = await write('POST', adminToken, { iddenuncia, descripcion: 'x'.repeat(201), contenido: '<p>a</p>' });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0].path).toBe('body.den_denuncia_notificaciones.descripcion');
      const huge = await write('POST', adminToken, { iddenuncia, descripcion: 'a', contenido: 'x'.repeat(15_001) });
      expect(huge.json().errors[0].path).toBe('body.den_denuncia_notificaciones.contenido');
      const empty = await write('POST', adminToken, { iddenuncia, descripcion: 'a', contenido: '<script>x</script>' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([
        { path: 'body.den_denuncia_notificaciones.contenido', message: 'El contenido es obligatorio' },
      ]);
    });

    it('the content limit counts the text, as the editor counter does: 15,000 typed characters pass in their HTML', async () => {
      const { iddenuncia } = await newComplaint();
      const exact = await write('POST', adminToken, {
        iddenuncia,
        descripcion: 'a',
        contenido: `<p><strong>${'a'.repeat(15_000)}</strong></p>`,
      });
      expect(exact.statusCode, exact.body).toBe(200);
      const over = await write('POST', adminToken, {
        iddenuncia,
        descripcion: 'a',
        contenido: `<p>${'a'.repeat(15_001)}</p>`,
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().errors).toEqual([
        { path: 'body.den_denuncia_notificaciones.contenido', message: 'Máximo 15000 caracteres' },
      ]);
      const markup = await write('POST', adminToken, {
        iddenuncia,
        descripcion: 'a',
        contenido: '<p><b></b></p>'.repeat(5_000),
      });
      expect(markup.statusCode).toBe(400);
    });

    it('400: iddocumento must be a document of the same complaint', async () => {
      const first = await newComplaint();
      const second = await newComplaint();
      const own = await insertUpload(t.app, { idcliente: tenant.idcliente, sid: null, iddenuncia: first.iddenuncia });
      const foreign = await insertUpload(t.app, {
        idcliente: tenant.idcliente,
        sid: null,
        iddenuncia: second.iddenuncia,
      });
      const ok = await write('POST', adminToken, {
        iddenuncia: first.iddenuncia,
        descripcion: 'Con documento',
        contenido: '<p>a</p>',
        iddocumento: own,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.iddocumento).toBe(own);
      const bad = await write('POST', adminToken, {
        iddenuncia: first.iddenuncia,
        descripcion: 'd',
        contenido: '<p>a</p>',
        iddocumento: foreign,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        {
          path: 'body.den_denuncia_notificaciones.iddocumento',
          message: 'El documento indicado no pertenece a la comunicación',
        },
      ]);
    });

    it('501: a resolved complaint refuses new, edited and deleted notifications; they can still be read', async () => {
      const { guid, iddenuncia, token } = await newComplaint();
      const created = (
        await write('POST', adminToken, { iddenuncia, descripcion: 'Antes', contenido: '<p>a</p>' })
      ).json().data;
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid }, 1);
      const refused = [
        await write('POST', adminToken, { iddenuncia, descripcion: 'Nueva', contenido: '<p>b</p>' }),
        await write('PUT', adminToken, { ...created, descripcion: 'Editada' }),
        await call('DELETE', `/${created.idnotificacion}`, adminToken),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(501);
        expect(res.json()).toEqual({
          success: false,
          code: 'BUSINESS_RULE',
          message: 'La denuncia está resuelta y no admite cambios',
        });
      }
      expect((await call('GET', `/${created.idnotificacion}`, token)).statusCode).toBe(200);
    });

    it("404: a reporter's token reads only its own complaint's notifications", async () => {
      const mine = await newComplaint();
      const theirs = await newComplaint();
      const theirNotification = (
        await write('POST', adminToken, { iddenuncia: theirs.iddenuncia, descripcion: 'Ajena', contenido: '<p>a</p>' })
      ).json().data;
      expect((await call('GET', `/${theirNotification.idnotificacion}`, mine.token)).statusCode).toBe(404);
      const filtered = await call('POST', '/GetList', mine.token, {
        columns: [{ name: 'iddenuncia', data: theirs.iddenuncia }],
      });
      expect(filtered.statusCode).toBe(404);
      const unfiltered = await call('POST', '/GetList', mine.token, { length: -1 });
      expect(unfiltered.json().data.map((n: { iddenuncia: number }) => n.iddenuncia)).toEqual([mine.iddenuncia]);
      expect(
        (await write('POST', mine.token, { iddenuncia: mine.iddenuncia, descripcion: 'd', contenido: '<p>a</p>' }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/${theirNotification.idnotificacion}`, mine.token)).statusCode).toBe(403);
    });

    it("404/400: another tenant's administrator reaches none of them", async () => {
      const { iddenuncia } = await newComplaint();
      const created = (
        await write('POST', adminToken, { iddenuncia, descripcion: 'Interna', contenido: '<p>a</p>' })
      ).json().data;
      const otherAdmin = await foreignAdminToken(t.app);
      expect((await call('GET', `/${created.idnotificacion}`, otherAdmin)).statusCode).toBe(404);
      expect((await call('DELETE', `/${created.idnotificacion}`, otherAdmin)).statusCode).toBe(404);
      expect((await write('PUT', otherAdmin, { ...created, descripcion: 'x' })).statusCode).toBe(404);
      const create = await write('POST', otherAdmin, { iddenuncia, descripcion: 'x', contenido: '<p>a</p>' });
      expect(create.statusCode).toBe(400);
      expect(create.json().errors[0].path).toBe('body.den_denuncia_notificaciones.iddenuncia');
      const list = await call('POST', '/GetList', otherAdmin, { length: -1 });
      expect(list.json()).toEqual({ success: true, total: 0, data: [] });
      expect(
        (await call('POST', '/GetList', otherAdmin, { columns: [{ name: 'iddenuncia', data: iddenuncia }] })).json()
          .total,
      ).toBe(0);
    });

    it('200: GET / answers the empty notification for administrators only', async () => {
      const res = await call('GET', '/', adminToken);
      expect(res.json()).toEqual({
        success: true,
        data: { iddenuncia: 0, descripcion: '', ididioma: 1, contenido: '', iddocumento: null },
      });
      expect((await call('GET', '/', publicToken)).statusCode).toBe(403);
    });
  });
}
