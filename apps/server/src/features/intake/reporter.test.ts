import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  everyFieldTypeForm,
  fileComplaint,
  insertUpload,
  reporterToken,
  setComplaintStatus,
  sidOf,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { uploadFile } from '../../test/document-factories.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`complaints: reporter view and adding information [${dialect}]`, () => {
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

    async function newComplaint(values: Record<string, unknown> = {}): Promise<{ guid: string; token: string }> {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia, ...values });
      return { guid: filed.guid, token: await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`) };
    }

    function view(token: string) {
      return t.app.inject({ method: 'GET', url: '/api/denuncias/den_denuncias/informante', headers: bearer(token) });
    }

    function addInformation(token: string, payload: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/ampliar',
        headers: bearer(token),
        payload,
      });
    }

    it('200: names in the complaint language; the resolution shows once resolved (status 1)', async () => {
      const { guid, token } = await newComplaint({ ididioma: 5 });
      expect((await view(token)).json().data).toMatchObject({ tipo: 'Fraud', estado: 'Received', resolucion: null });
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid }, 1, 'Se ha sancionado al responsable.');
      const resolved = (await view(token)).json().data;
      expect(resolved).toMatchObject({
        idestadodenuncia: 1,
        estado: 'Resolved',
        resolucion: 'Se ha sancionado al responsable.',
      });
      expect(resolved.fec_resolucion).toEqual(expect.any(String));
    });

    it('403: only Informante tokens have a reporter view', async () => {
      expect((await view(publicToken)).statusCode).toBe(403);
      expect((await view(adminToken)).statusCode).toBe(403);
    });

    it('200: added text becomes an informante chat message; own uploads of the session get attached', async () => {
      const { guid, token } = await newComplaint();
      const upload = await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(token) });
      const res = await addInformation(token, {
        informacion: '  El contrato se firmó el día 3.  ',
        documentos: [upload],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, idmensaje: expect.any(Number), documentos: [upload] });
      const chat = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_chat_mensajes/GetList',
        headers: bearer(adminToken),
        payload: { length: -1, columns: [{ name: 'guid', data: guid }] },
      });
      expect(chat.json().data).toEqual([
        expect.objectContaining({ idusuario: 1, mensaje: 'Información adicional: El contrato se firmó el día 3.' }),
      ]);
      const link = await t.app.db
        .selectFrom('den_denuncia_docs')
        .innerJoin('den_denuncias', 'den_denuncias.iddenuncia', 'den_denuncia_docs.iddenuncia')
        .select(['den_denuncias.guid', 'den_denuncia_docs.origen'])
        .where('den_denuncia_docs.iddocumento', '=', upload)
        .executeTakeFirstOrThrow();
      expect(link).toEqual({ guid, origen: 'informante' });
      const onlyDocs = await addInformation(token, {
        documentos: [await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(token) })],
      });
      expect(onlyDocs.json()).toMatchObject({ success: true, idmensaje: null });
    });

    it('200: a file uploaded with the reporter token (attached at once) can be named when adding information', async () => {
      const { guid, token } = await newComplaint();
      const uploaded = await uploadFile(t.app, token, {
        fileName: 'anexo.txt',
        bytes: Buffer.from('Anexo de prueba'),
        contentType: 'text/plain',
      });
      expect(uploaded.statusCode).toBe(200);
      const iddocumento: number = uploaded.json().iddocumento;
      const res = await addInformation(token, { informacion: 'Adjunto el anexo.', documentos: [iddocumento] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, idmensaje: expect.any(Number), documentos: [iddocumento] });
      const links = await t.app.db
        .selectFrom('den_denuncia_docs')
        .innerJoin('den_denuncias', 'den_denuncias.iddenuncia', 'den_denuncia_docs.iddenuncia')
        .select(['den_denuncias.guid'])
        .where('den_denuncia_docs.iddocumento', '=', iddocumento)
        .execute();
      expect(links).toEqual([{ guid }]);
      // Another complaint's reporter cannot name it.
      const other = await newComplaint();
      const refused = await addInformation(other.token, { documentos: [iddocumento] });
      expect(refused.statusCode).toBe(400);
    });

    it("400: nothing to add, or a document that is not the session's own unattached upload", async () => {
      const { token } = await newComplaint();
      const empty = await addInformation(token, { informacion: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors[0].path).toBe('body.informacion');
      const fromFiling = await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(publicToken) });
      const bad = await addInformation(token, { informacion: 'Y esto', documentos: [fromFiling] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ path: 'body.documentos', message: 'Documento no válido' }]);
      expect((await addInformation(token, { informacion: 'x'.repeat(5001) })).statusCode).toBe(400);
    });

    it('501: a resolved complaint admits no additions; 403 for other tokens', async () => {
      const { guid, token } = await newComplaint();
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid }, 1);
      const res = await addInformation(token, { informacion: 'Tarde' });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({
        success: false,
        code: 'BUSINESS_RULE',
        message: 'La denuncia está resuelta y no admite cambios',
      });
      expect((await addInformation(adminToken, { informacion: 'x' })).statusCode).toBe(403);
      expect((await addInformation(publicToken, { informacion: 'x' })).statusCode).toBe(403);
    });

    it('200: after the form is edited, an old complaint still shows the questions it answered; new ones the new', async () => {
      const form = await buildChannel(t.app, tenant.idcliente, { nombre: 'Versionado' });
      const old = await newComplaint({ idtipodenuncia: form.idtipodenuncia });
      const edited = {
        idformulario: form.idformulario,
        nombre: 'Formulario versionado',
        campos: [{ id: 'resumen', tipo: 'texto_corto', obligatorio: true, etiqueta: { es: 'Resumen' } }],
      };
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/denuncias/den_formularios/',
        headers: bearer(adminToken),
        payload: { den_formularios: edited },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().data).toMatchObject({ version: 2, campos: [expect.objectContaining({ id: 'resumen' })] });

      const oldView = (await view(old.token)).json().data;
      expect(oldView.campos.map((f: { id: string }) => f.id)).toEqual(everyFieldTypeForm.map((f) => f.id));
      expect(oldView.answers.hechos).toEqual(expect.any(String));

      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: form.idtipodenuncia,
        answers: { resumen: 'Nuevo' },
      });
      const fresh = (await view(await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`))).json()
        .data;
      expect(fresh.campos.map((f: { id: string }) => f.id)).toEqual(['resumen']);
      expect(fresh.answers).toEqual({ resumen: 'Nuevo' });

      // Renaming it (same questions) keeps the version, although complaints answered it.
      const again = await t.app.inject({
        method: 'PUT',
        url: '/api/denuncias/den_formularios/',
        headers: bearer(adminToken),
        payload: { den_formularios: { ...edited, nombre: 'Otra vez' } },
      });
      expect(again.json().data.version).toBe(2);
    });
  });
}
