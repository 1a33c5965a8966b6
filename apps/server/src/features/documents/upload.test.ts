import fs from 'node:fs';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  blobFiles,
  buildComplaint,
  issueInformanteToken,
  jpegWithGps,
  multipartBody,
  pdfWithMetadata,
  storedCounts,
  uploadFile,
  windowsExecutable,
} from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`document upload [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (await buildTenant(t.app)).idcliente;
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    async function download(id: number, token: string) {
      return t.app.inject({ method: 'GET', url: `/api/gdoc/documento/${id}/download`, headers: bearer(token) });
    }
    function counts() {
      return storedCounts(t.app, t.config.dataDir);
    }

    it('200: a JPEG with GPS EXIF is stored re-encoded, and downloads without any EXIF', async () => {
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await uploadFile(
        t.app,
        publicToken,
        { fileName: 'IMG_0001.jpg', bytes: original, contentType: 'image/jpeg' },
        '?descripcion=Foto%20del%20almac%C3%A9n',
      );
      expect(res.statusCode).toBe(200);
      const body = postUploadResponseSchema.parse(res.json());
      expect(body.data).toMatchObject({
        descripcion: 'Foto del almacén',
        nombre: 'IMG_0001.jpg',
        tipo_mime: 'image/jpeg',
      });

      const file = await download(body.iddocumento, publicToken);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="IMG_0001.jpg"; filename*=UTF-8''IMG_0001.jpg`,
      );
      expect(file.rawPayload.length).toBe(body.data.tamano);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.toString('latin1')).not.toContain('Ana Informante');
    });

    it('200: a PDF downloads without Title/Author/Creator/Producer and without XMP', async () => {
      const res = await uploadFile(t.app, publicToken, { fileName: 'Informe año.pdf', bytes: await pdfWithMetadata() });
      expect(res.statusCode).toBe(200);
      const { iddocumento, data } = postUploadResponseSchema.parse(res.json());
      expect(data.nombre).toBe('Informe año.pdf');
      const file = await download(iddocumento, publicToken);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Informe a_o.pdf"; filename*=UTF-8''Informe%20a%C3%B1o.pdf`,
      );
      const text = file.rawPayload.toString('latin1');
      expect(text).not.toContain('XMP-Ana-Informante');
      expect(text).not.toContain('/Author');
      const doc = await PDFDocument.load(file.rawPayload, { updateMetadata: false });
      expect(doc.context.trailerInfo.Info).toBeUndefined();
      expect([doc.getTitle(), doc.getAuthor(), doc.getCreator(), doc.getProducer()]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    });

    it('415: a Windows executable named report.pdf is refused and nothing is stored', async () => {
      const before = await counts();
      const res = await uploadFile(t.app, publicToken, {
        fileName: 'report.pdf',
        bytes: windowsExecutable(),
        contentType: 'application/pdf',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Tipo de archivo no permitido',
      });
      expect(await counts()).toEqual(before);
    });

    it('413: a file over the tenant limit (max_tamano_archivo) is refused while streaming, naming the limit; nothing stored', async () => {
      const small = await buildTenant(t.app);
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ max_tamano_archivo: 1000 }) })
        .where('idcliente', '=', small.idcliente)
        .execute();
      const token = await issueAccessToken(t.app, small.idcliente, 'Publico');
      const before = await counts();
      const res = await uploadFile(t.app, token, { fileName: 'notas.txt', bytes: Buffer.alloc(5000, 'a') });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'El archivo supera el tamaño máximo permitido (1000 bytes)',
      });
      // A body whose Content-Length already exceeds the limit is refused before it is read.
      const announced = await uploadFile(t.app, token, { fileName: 'notas.txt', bytes: Buffer.alloc(200_000, 'a') });
      expect(announced.statusCode).toBe(413);
      expect(announced.json().message).toBe('El archivo supera el tamaño máximo permitido (1000 bytes)');
      expect(await counts()).toEqual(before);
      expect(
        (await uploadFile(t.app, token, { fileName: 'notas.txt', bytes: Buffer.alloc(1000, 'a') })).statusCode,
      ).toBe(200);
    });

    it('415: a type the tenant left out of tipos_permitidos', async () => {
      const strict = await buildTenant(t.app);
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ tipos_permitidos: ['application/pdf'] }) })
        .where('idcliente', '=', strict.idcliente)
        .execute();
      const token = await issueAccessToken(t.app, strict.idcliente, 'Publico');
      expect((await uploadFile(t.app, token, { fileName: 'foto.jpg', bytes: await jpegWithGps() })).statusCode).toBe(
        415,
      );
      expect((await uploadFile(t.app, token, { fileName: 'a.pdf', bytes: await pdfWithMetadata() })).statusCode).toBe(
        200,
      );
    });

    it('200: a .txt is stored encrypted: neither the blob nor the name column holds plaintext', async () => {
      const marker = 'MARCADOR-EN-CLARO-7f3a';
      const res = await uploadFile(t.app, publicToken, {
        fileName: 'declaración-secreta.txt',
        bytes: Buffer.from(`Texto ${marker}\n`),
      });
      expect(res.statusCode).toBe(200);
      const { iddocumento, data } = postUploadResponseSchema.parse(res.json());
      expect(data.tipo_mime).toBe('text/plain');
      const row = await t.app.db
        .selectFrom('gdoc_documentos')
        .selectAll()
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
      expect(row.nombre).not.toContain('secreta');
      expect(row.nombre.startsWith('v1.')).toBe(true);
      expect(row.sha256).not.toBe(data.sha256);
      const stored =
        dialect === 'postgres'
          ? (
              await t.app.db
                .selectFrom('blobs')
                .select('datos')
                .where('blob_key', '=', row.blob_key)
                .executeTakeFirstOrThrow()
            ).datos
          : fs.readFileSync(blobFiles(t.config.dataDir).find((f) => f.endsWith(row.blob_key)) ?? '');
      expect(Buffer.from(stored).toString('latin1')).not.toContain(marker);
      const file = await download(iddocumento, publicToken);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(file.body).toBe(`Texto ${marker}\n`);
    });

    it('400: two files, an extra field, or no file at all; 415: not multipart', async () => {
      const pdf = await pdfWithMetadata();
      const before = await counts();
      const cases = [
        multipartBody([
          { kind: 'file', field: 'file', fileName: 'a.pdf', bytes: pdf },
          { kind: 'file', field: 'file', fileName: 'b.pdf', bytes: pdf },
        ]),
        multipartBody([
          { kind: 'field', field: 'nota', value: 'hola' },
          { kind: 'file', field: 'file', fileName: 'a.pdf', bytes: pdf },
        ]),
        multipartBody([{ kind: 'file', field: 'otro', fileName: 'a.pdf', bytes: pdf }]),
        multipartBody([]),
      ];
      for (const body of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/gdoc/documento/postupload',
          headers: { ...body.headers, ...bearer(publicToken) },
          payload: body.payload,
        });
        expect(res.statusCode).toBe(400);
      }
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/gdoc/documento/postupload',
        headers: bearer(publicToken),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(await counts()).toEqual(before);
    });

    it('401 without a token; 403 when a visitor asks for stamping or compulse (administrators only)', async () => {
      const body = multipartBody([{ kind: 'file', field: 'file', fileName: 'a.txt', bytes: Buffer.from('x') }]);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/gdoc/documento/postupload',
        headers: body.headers,
        payload: body.payload,
      });
      expect(anonymous.statusCode).toBe(401);
      const stamped = await uploadFile(
        t.app,
        publicToken,
        { fileName: 'a.txt', bytes: Buffer.from('x') },
        '?sellar=true',
      );
      expect(stamped.statusCode).toBe(403);
      expect(stamped.json().message).toBe('Solo los gestores pueden sellar o compulsar documentos');
    });

    it('200: an Informante upload joins its complaint at once (den_denuncia_docs, origen informante)', async () => {
      const complaint = await buildComplaint(t.app, idcliente);
      const token = await issueInformanteToken(t.app, idcliente, complaint.guid);
      const res = await uploadFile(t.app, token, { fileName: 'anexo.txt', bytes: Buffer.from('Más pruebas') });
      expect(res.statusCode).toBe(200);
      const { iddocumento } = postUploadResponseSchema.parse(res.json());
      const row = await t.app.db
        .selectFrom('gdoc_documentos')
        .selectAll()
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
      expect({ iddenuncia: row.iddenuncia, origen: row.origen }).toEqual({
        iddenuncia: complaint.iddenuncia,
        origen: 'informante',
      });
      const link = await t.app.db
        .selectFrom('den_denuncia_docs')
        .selectAll()
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
      expect({ iddenuncia: link.iddenuncia, origen: link.origen, idcliente: link.idcliente }).toEqual({
        iddenuncia: complaint.iddenuncia,
        origen: 'informante',
        idcliente,
      });
    });

    it('501: an Informante cannot add files to a resolved complaint', async () => {
      const resolved = await buildComplaint(t.app, idcliente, { idestadodenuncia: 1 });
      const token = await issueInformanteToken(t.app, idcliente, resolved.guid);
      const res = await uploadFile(t.app, token, { fileName: 'tarde.txt', bytes: Buffer.from('tarde') });
      expect(res.statusCode).toBe(501);
    });

    it("200 with origen 'gestor' for an administrator's upload", async () => {
      const adminToken = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      const res = await uploadFile(t.app, adminToken, { fileName: 'resolucion.pdf', bytes: await pdfWithMetadata() });
      const { iddocumento } = postUploadResponseSchema.parse(res.json());
      const row = await t.app.db
        .selectFrom('gdoc_documentos')
        .select(['origen', 'iddenuncia'])
        .where('iddocumento', '=', iddocumento)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ origen: 'gestor', iddenuncia: null });
    });

    it('500 and nothing left behind when recording the upload fails after its blob was written', async () => {
      const tenant = await buildTenant(t.app);
      const token = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      if (dialect === 'postgres') {
        await sql`create function refuse_upload() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
          t.app.db,
        );
        await sql`create trigger refuse_upload before insert on gdoc_documentos for each row execute function refuse_upload()`.execute(
          t.app.db,
        );
      } else {
        await sql`create trigger refuse_upload before insert on gdoc_documentos begin select raise(abort, 'refused'); end`.execute(
          t.app.db,
        );
      }
      const before = await counts();
      try {
        const res = await uploadFile(t.app, token, { fileName: 'a.pdf', bytes: await pdfWithMetadata() });
        expect(res.statusCode).toBe(500);
        expect(await counts()).toEqual(before);
      } finally {
        await sql`drop trigger refuse_upload${dialect === 'postgres' ? sql` on gdoc_documentos` : sql``}`.execute(
          t.app.db,
        );
      }
    });
  });
}
