import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintDocResponseSchema,
  documentResponseSchema,
  postUploadResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  buildComplaint,
  issueInformanteToken,
  jpegWithGps,
  multipartBody,
  pdfWithPages,
  storedCounts,
  uploadFile,
  windowsExecutable,
} from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, foreignAdminToken, issueAccessToken } from '../../test/factories.ts';

function sha256(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

for (const dialect of DIALECTS) {
  describe(`handler documents: link, describe, replace [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let admin: { idusuario: number; email: string };
    let adminToken: string;
    let foreignAdmin: string;
    let complaint: { iddenuncia: number; guid: string };
    let reporterToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (await buildTenant(t.app)).idcliente;
      admin = await buildAdmin(t.app, idcliente);
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      foreignAdmin = await foreignAdminToken(t.app);
      complaint = await buildComplaint(t.app, idcliente);
      reporterToken = await issueInformanteToken(t.app, idcliente, complaint.guid);
    });
    afterAll(async () => t.close());

    async function upload(token: string, file: { fileName: string; bytes: Buffer }, query = '') {
      const res = await uploadFile(t.app, token, file, query);
      expect(res.statusCode).toBe(200);
      return postUploadResponseSchema.parse(res.json());
    }
    function link(token: string, documento: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: '/api/gdoc/documento/',
        headers: bearer(token),
        payload: { documento },
      });
    }
    function describeDoc(token: string, documento: Record<string, unknown>) {
      return t.app.inject({
        method: 'PUT',
        url: '/api/gdoc/documento/',
        headers: bearer(token),
        payload: { documento },
      });
    }
    function replace(token: string, id: number, file: { fileName: string; bytes: Buffer }) {
      const body = multipartBody([{ kind: 'file', field: 'file', ...file }]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/gdoc/documento/${id}/upload`,
        headers: { ...body.headers, ...bearer(token) },
        payload: body.payload,
      });
    }
    async function lastAudit(accion: string) {
      return t.app.db
        .selectFrom('den_auditoria')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .where('accion', '=', accion)
        .orderBy('idauditoria', 'desc')
        .executeTakeFirstOrThrow();
    }

    it("POST /gdoc/documento/: the administrator's own upload joins the complaint as origen gestor; a notification can then point at it and the reporter reads it", async () => {
      const uploaded = await upload(adminToken, { fileName: 'requerimiento.pdf', bytes: await pdfWithPages(1) });
      const res = await link(adminToken, {
        iddocumento: uploaded.iddocumento,
        iddenuncia: complaint.iddenuncia,
        descripcion: 'Requerimiento de información',
      });
      expect(res.statusCode).toBe(200);
      const { data } = complaintDocResponseSchema.parse(res.json());
      expect(data).toMatchObject({
        iddenuncia: complaint.iddenuncia,
        iddocumento: uploaded.iddocumento,
        origen: 'gestor',
        descripcion: 'Requerimiento de información',
        nombre: 'requerimiento.pdf',
      });
      const row = await t.app.db
        .selectFrom('gdoc_documentos')
        .select(['iddenuncia', 'descripcion'])
        .where('iddocumento', '=', uploaded.iddocumento)
        .executeTakeFirstOrThrow();
      expect(row.iddenuncia).toBe(complaint.iddenuncia);
      expect(row.descripcion).not.toContain('Requerimiento');

      const notification = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_notificaciones/',
        headers: bearer(adminToken),
        payload: {
          den_denuncia_notificaciones: {
            iddenuncia: complaint.iddenuncia,
            descripcion: 'Requerimiento',
            contenido: '<p>Adjuntamos un requerimiento.</p>',
            iddocumento: uploaded.iddocumento,
          },
        },
      });
      expect(notification.statusCode).toBe(200);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/gdoc/documento/${uploaded.iddocumento}/download`,
        headers: bearer(reporterToken),
      });
      expect(download.statusCode).toBe(200);

      expect(await lastAudit('subir_documento')).toMatchObject({
        iddenuncia: complaint.iddenuncia,
        idusuario: admin.idusuario,
        resultado: 'ok',
        detalle: `iddocumento=${uploaded.iddocumento} sha256=${uploaded.data.sha256.slice(0, 8)} vinculado iddenunciadoc=${data.iddenunciadoc}`,
      });
    });

    it('POST /gdoc/documento/: 409 for a second link, a reporter upload or another session’s upload; 404 for an unknown complaint or a foreign admin; 501 when resolved', async () => {
      const own = await upload(adminToken, { fileName: 'a.pdf', bytes: await pdfWithPages(1) });
      expect((await link(adminToken, { iddocumento: own.iddocumento, iddenuncia: 999_999 })).statusCode).toBe(404);
      expect(
        (await link(foreignAdmin, { iddocumento: own.iddocumento, iddenuncia: complaint.iddenuncia })).statusCode,
      ).toBe(404);
      const resolved = await buildComplaint(t.app, idcliente, { idestadodenuncia: 1 });
      expect(
        (await link(adminToken, { iddocumento: own.iddocumento, iddenuncia: resolved.iddenuncia })).statusCode,
      ).toBe(501);
      expect(
        (await link(adminToken, { iddocumento: own.iddocumento, iddenuncia: complaint.iddenuncia })).statusCode,
      ).toBe(200);
      const twice = await link(adminToken, { iddocumento: own.iddocumento, iddenuncia: complaint.iddenuncia });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('El documento ya forma parte de una denuncia');

      const evidence = await upload(reporterToken, { fileName: 'prueba.pdf', bytes: await pdfWithPages(1) });
      const reporterDoc = await link(adminToken, {
        iddocumento: evidence.iddocumento,
        iddenuncia: complaint.iddenuncia,
      });
      expect(reporterDoc.statusCode).toBe(409);
      const otherSession = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      const colleague = await upload(otherSession, { fileName: 'b.pdf', bytes: await pdfWithPages(1) });
      expect(
        (await link(adminToken, { iddocumento: colleague.iddocumento, iddenuncia: complaint.iddenuncia })).statusCode,
      ).toBe(409);
      expect(
        (await link(reporterToken, { iddocumento: colleague.iddocumento, iddenuncia: complaint.iddenuncia }))
          .statusCode,
      ).toBe(403);
      expect(
        (await link(adminToken, { iddocumento: colleague.iddocumento, iddenuncia: complaint.iddenuncia, extra: 1 }))
          .statusCode,
      ).toBe(400);
      expect(await lastAudit('subir_documento')).toMatchObject({
        resultado: 'denegado',
        iddenuncia: complaint.iddenuncia,
        detalle: `iddocumento=${colleague.iddocumento} iddenuncia=${complaint.iddenuncia}`,
      });
    });

    it('PUT /gdoc/documento/: changes the description of a handler document only (reporter evidence 409, foreign admin 404, reporter 403)', async () => {
      const own = await upload(adminToken, { fileName: 'c.pdf', bytes: await pdfWithPages(1) }, '?descripcion=Antes');
      const res = await describeDoc(adminToken, { iddocumento: own.iddocumento, descripcion: 'Después' });
      expect(res.statusCode).toBe(200);
      expect(documentResponseSchema.parse(res.json()).data).toMatchObject({
        iddocumento: own.iddocumento,
        descripcion: 'Después',
        sha256: own.data.sha256,
        nombre: 'c.pdf',
      });
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/gdoc/documento/${own.iddocumento}`,
        headers: bearer(adminToken),
      });
      expect(documentResponseSchema.parse(read.json()).data.descripcion).toBe('Después');
      expect(await lastAudit('editar_documento')).toMatchObject({
        resultado: 'ok',
        iddenuncia: null,
        detalle: `iddocumento=${own.iddocumento} sha256=${own.data.sha256.slice(0, 8)} descripcion`,
      });

      const evidence = await upload(
        reporterToken,
        { fileName: 'd.pdf', bytes: await pdfWithPages(1) },
        '?descripcion=Mia',
      );
      const refused = await describeDoc(adminToken, { iddocumento: evidence.iddocumento, descripcion: 'Otra' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Los documentos aportados por el informante no se pueden modificar');
      expect(await lastAudit('editar_documento')).toMatchObject({
        resultado: 'denegado',
        iddenuncia: complaint.iddenuncia,
        detalle: `iddocumento=${evidence.iddocumento}`,
      });
      expect((await describeDoc(foreignAdmin, { iddocumento: own.iddocumento, descripcion: 'x' })).statusCode).toBe(
        404,
      );
      expect((await describeDoc(reporterToken, { iddocumento: own.iddocumento, descripcion: 'x' })).statusCode).toBe(
        403,
      );
      expect(
        (await describeDoc(adminToken, { iddocumento: own.iddocumento, descripcion: 'x'.repeat(201) })).statusCode,
      ).toBe(400);
    });

    it('PUT /gdoc/documento/{id}/upload: new content cleaned and encrypted, new SHA-256, old blob gone; reporter evidence never replaced', async () => {
      const own = await upload(
        adminToken,
        { fileName: 'informe.pdf', bytes: await pdfWithPages(1) },
        '?descripcion=Informe',
      );
      await link(adminToken, { iddocumento: own.iddocumento, iddenuncia: complaint.iddenuncia });
      const before = await storedCounts(t.app, t.config.dataDir);
      const photo = await jpegWithGps();
      const res = await replace(adminToken, own.iddocumento, { fileName: 'foto.jpg', bytes: photo });
      expect(res.statusCode).toBe(200);
      const { data } = documentResponseSchema.parse(res.json());
      expect(data).toMatchObject({
        iddocumento: own.iddocumento,
        nombre: 'foto.jpg',
        tipo_mime: 'image/jpeg',
        descripcion: 'Informe',
      });
      expect(data.sha256).not.toBe(own.data.sha256);
      expect(await storedCounts(t.app, t.config.dataDir)).toEqual(before);

      const download = await t.app.inject({
        method: 'GET',
        url: `/api/gdoc/documento/${own.iddocumento}/download`,
        headers: bearer(adminToken),
      });
      expect(sha256(download.rawPayload)).toBe(data.sha256);
      expect((await sharp(download.rawPayload).metadata()).exif).toBeUndefined();
      const stored = await t.app.db
        .selectFrom('gdoc_documentos')
        .select(['blob_key', 'nombre'])
        .where('iddocumento', '=', own.iddocumento)
        .executeTakeFirstOrThrow();
      expect(stored.nombre).not.toContain('foto');
      expect(await lastAudit('subir_documento')).toMatchObject({
        resultado: 'ok',
        iddenuncia: complaint.iddenuncia,
        detalle: `iddocumento=${own.iddocumento} sha256=${data.sha256.slice(0, 8)} reemplaza=${own.data.sha256.slice(0, 8)}`,
      });

      expect(
        (await replace(adminToken, own.iddocumento, { fileName: 'x.exe', bytes: windowsExecutable() })).statusCode,
      ).toBe(415);
      const evidence = await upload(reporterToken, { fileName: 'e.pdf', bytes: await pdfWithPages(1) });
      const beforeRefusals = await storedCounts(t.app, t.config.dataDir);
      const refused = await replace(adminToken, evidence.iddocumento, {
        fileName: 'f.pdf',
        bytes: await pdfWithPages(2),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Los documentos aportados por el informante no se pueden modificar');
      expect(
        (await replace(foreignAdmin, own.iddocumento, { fileName: 'f.pdf', bytes: await pdfWithPages(1) })).statusCode,
      ).toBe(404);
      expect(
        (await replace(reporterToken, own.iddocumento, { fileName: 'f.pdf', bytes: await pdfWithPages(1) })).statusCode,
      ).toBe(403);
      // Refused replacements leave nothing behind.
      expect(await storedCounts(t.app, t.config.dataDir)).toEqual(beforeRefusals);
    });

    it('a resolved complaint locks its handler documents (501) for description and content', async () => {
      const resolved = await buildComplaint(t.app, idcliente);
      const own = await upload(adminToken, { fileName: 'g.pdf', bytes: await pdfWithPages(1) });
      expect(
        (await link(adminToken, { iddocumento: own.iddocumento, iddenuncia: resolved.iddenuncia })).statusCode,
      ).toBe(200);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ idestadodenuncia: 1 })
        .where('iddenuncia', '=', resolved.iddenuncia)
        .execute();
      expect((await describeDoc(adminToken, { iddocumento: own.iddocumento, descripcion: 'x' })).statusCode).toBe(501);
      expect(
        (await replace(adminToken, own.iddocumento, { fileName: 'h.pdf', bytes: await pdfWithPages(1) })).statusCode,
      ).toBe(501);
    });
  });
}
