import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
  documentResponseSchema,
  postUploadResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import { clienteInfoResponseSchema } from '@atalaya/contract/tenants/tenant.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  buildComplaint,
  issueInformanteToken,
  multipartBody,
  pdfWithMetadata,
  storedCounts,
  uploadFile,
} from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const author = 'Ana Informante';
const refusal = {
  success: false,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message:
    'Este tipo de archivo no se admite: conservaría sus metadatos (autor, fechas…), que podrían identificarle, y no se pueden eliminar. Conviértalo a PDF y adjunte el PDF.',
};

/** A legacy Word file: a Compound File Binary header, a WordDocument stream entry and an author. */
function legacyWordFile(): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument\u0000', 'utf16le').copy(bytes, 1024);
  Buffer.from(`\u0005SummaryInformation Author=${author}`, 'latin1').copy(bytes, 1280);
  return bytes;
}

/** An Ogg Vorbis stream: an 'OggS' page with the identification header, then a comment naming the artist. */
function oggVorbisFile(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('OggS', 0, 'latin1');
  bytes[5] = 0x02; // first page of the logical stream
  bytes[26] = 1; // one segment
  bytes[27] = 30; // of 30 bytes
  Buffer.from('\u0001vorbis', 'latin1').copy(bytes, 28);
  Buffer.from(`\u0003vorbisARTIST=${author}`, 'latin1').copy(bytes, 128);
  return bytes;
}

/** The tenant's parameters with `admitir_con_metadatos` set (other keys kept). */
async function setAdmits(t: TestApp, idcliente: number, admits: boolean): Promise<void> {
  await t.app.db
    .updateTable('clientes')
    .set({ parametros_cliente: JSON.stringify({ admitir_con_metadatos: admits }) })
    .where('idcliente', '=', idcliente)
    .execute();
}

for (const dialect of DIALECTS) {
  describe(`uploads the server cannot clean of metadata [${dialect}]`, () => {
    let t: TestApp;
    let refusing: number;
    let admitting: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      refusing = (await buildTenant(t.app)).idcliente;
      admitting = (await buildTenant(t.app)).idcliente;
      await setAdmits(t, admitting, true);
    });
    afterAll(async () => t.close());

    function counts() {
      return storedCounts(t.app, t.config.dataDir);
    }
    async function adminTokenOf(idcliente: number) {
      return issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
    }
    function get(url: string, token: string) {
      return t.app.inject({ method: 'GET', url, headers: bearer(token) });
    }
    async function handlerList(token: string, iddenuncia: number) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_docs/GetList',
        headers: bearer(token),
        payload: { start: 0, length: 50, columns: [{ name: 'iddenuncia', data: iddenuncia }] },
      });
      expect(res.statusCode).toBe(200);
      return complaintDocListResponseSchema.parse(res.json()).data;
    }

    it("415 by default: a visitor's .doc and a reporter's .ogg are refused saying why, and nothing is stored", async () => {
      const publicToken = await issueAccessToken(t.app, refusing, 'Publico');
      const complaint = await buildComplaint(t.app, refusing);
      const reporterToken = await issueInformanteToken(t.app, refusing, complaint.guid);
      const before = await counts();

      const doc = await uploadFile(t.app, publicToken, { fileName: 'acta.doc', bytes: legacyWordFile() });
      expect(doc.statusCode).toBe(415);
      expect(doc.json()).toEqual(refusal);
      const ogg = await uploadFile(t.app, reporterToken, { fileName: 'audio.ogg', bytes: oggVorbisFile() });
      expect(ogg.statusCode).toBe(415);
      expect(ogg.json()).toEqual(refusal);

      expect(await counts()).toEqual(before);
    });

    it('200 when the tenant admits them: stored byte for byte and flagged, and the handler sees the flag in the list, the complaint document and the document', async () => {
      const complaint = await buildComplaint(t.app, admitting);
      const reporterToken = await issueInformanteToken(t.app, admitting, complaint.guid);
      const original = legacyWordFile();

      const res = await uploadFile(t.app, reporterToken, { fileName: 'acta.doc', bytes: original });
      expect(res.statusCode).toBe(200);
      const { iddocumento, data } = postUploadResponseSchema.parse(res.json());
      expect(data).toMatchObject({
        tipo_mime: 'application/msword',
        tamano: original.length,
        conserva_metadatos: true,
      });
      const file = await get(`/api/gdoc/documento/${iddocumento}/download`, reporterToken);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(original)).toBe(true);
      expect(file.rawPayload.toString('latin1')).toContain(author);

      const adminToken = await adminTokenOf(admitting);
      const listed = await handlerList(adminToken, complaint.iddenuncia);
      expect(listed.map((d) => [d.iddocumento, d.conserva_metadatos])).toEqual([[iddocumento, true]]);
      const one = await get(`/api/denuncias/den_denuncia_docs/${listed[0]?.iddenunciadoc}`, adminToken);
      expect(complaintDocResponseSchema.parse(one.json()).data.conserva_metadatos).toBe(true);
      const detail = await get(`/api/gdoc/documento/${iddocumento}`, adminToken);
      expect(documentResponseSchema.parse(detail.json()).data.conserva_metadatos).toBe(true);

      const ogg = await uploadFile(t.app, reporterToken, { fileName: 'audio.ogg', bytes: oggVorbisFile() });
      expect(ogg.statusCode).toBe(200);
      expect(postUploadResponseSchema.parse(ogg.json()).data).toMatchObject({
        tipo_mime: 'audio/ogg',
        conserva_metadatos: true,
      });
    });

    it('a cleanable type is unaffected by the setting: cleaned and never flagged, on or off', async () => {
      for (const idcliente of [refusing, admitting]) {
        const complaint = await buildComplaint(t.app, idcliente);
        const reporterToken = await issueInformanteToken(t.app, idcliente, complaint.guid);
        const res = await uploadFile(t.app, reporterToken, { fileName: 'informe.pdf', bytes: await pdfWithMetadata() });
        expect(res.statusCode).toBe(200);
        const { iddocumento, data } = postUploadResponseSchema.parse(res.json());
        expect(data.conserva_metadatos).toBe(false);
        const file = await get(`/api/gdoc/documento/${iddocumento}/download`, reporterToken);
        expect(file.rawPayload.toString('latin1')).not.toContain('/Author');
        const listed = await handlerList(await adminTokenOf(idcliente), complaint.iddenuncia);
        expect(listed.map((d) => d.conserva_metadatos)).toEqual([false]);
      }
    });

    it("a handler's upload is never refused for it: stored and flagged with the setting off; replacing it with a PDF clears the flag", async () => {
      const adminToken = await adminTokenOf(refusing);
      const complaint = await buildComplaint(t.app, refusing);
      const res = await uploadFile(t.app, adminToken, { fileName: 'grabacion.ogg', bytes: oggVorbisFile() });
      expect(res.statusCode).toBe(200);
      const { iddocumento, data } = postUploadResponseSchema.parse(res.json());
      expect(data.conserva_metadatos).toBe(true);
      const linked = await t.app.inject({
        method: 'POST',
        url: '/api/gdoc/documento/',
        headers: bearer(adminToken),
        payload: { documento: { iddocumento, iddenuncia: complaint.iddenuncia } },
      });
      expect(complaintDocResponseSchema.parse(linked.json()).data.conserva_metadatos).toBe(true);

      const body = multipartBody([
        { kind: 'file', field: 'file', fileName: 'acta.pdf', bytes: await pdfWithMetadata() },
      ]);
      const replaced = await t.app.inject({
        method: 'PUT',
        url: `/api/gdoc/documento/${iddocumento}/upload`,
        headers: { ...body.headers, ...bearer(adminToken) },
        payload: body.payload,
      });
      expect(replaced.statusCode).toBe(200);
      expect(documentResponseSchema.parse(replaced.json()).data.conserva_metadatos).toBe(false);
      const listed = await handlerList(adminToken, complaint.iddenuncia);
      expect(listed.map((d) => d.conserva_metadatos)).toEqual([false]);
    });

    it('the client-info call tells the browser whether the tenant admits them and which types they are', async () => {
      async function info(idcliente: number) {
        const res = await get('/api/publico/cliente/info', await issueAccessToken(t.app, idcliente, 'Publico'));
        expect(res.statusCode).toBe(200);
        return clienteInfoResponseSchema.parse(res.json());
      }
      const off = await info(refusing);
      // Absent means the default: not admitted.
      expect(off.parametros_cliente).not.toHaveProperty('admitir_con_metadatos');
      expect(off.parametros_aplicacion.tipos_con_metadatos).toEqual([
        { tipo_mime: 'application/msword', extensiones: ['doc'] },
        { tipo_mime: 'application/vnd.ms-excel', extensiones: ['xls'] },
        { tipo_mime: 'audio/ogg', extensiones: ['ogg', 'oga', 'opus'] },
      ]);
      expect((await info(admitting)).parametros_cliente.admitir_con_metadatos).toBe(true);
    });

    it('Ajustes reads the setting as off by default, saves it and keeps it in parametros_cliente', async () => {
      const tenant = await buildTenant(t.app);
      const adminToken = await adminTokenOf(tenant.idcliente);
      const read = await get('/api/admin/cliente/ajustes', adminToken);
      const { idcliente: _id, logo: _logo, ...ajustes } = read.json().data;
      expect(ajustes.admitir_con_metadatos).toBe(false);

      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/cliente/ajustes',
        headers: bearer(adminToken),
        payload: { ajustes: { ...ajustes, admitir_con_metadatos: true } },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.admitir_con_metadatos).toBe(true);
      const row = await t.app.db
        .selectFrom('clientes')
        .select('parametros_cliente')
        .where('idcliente', '=', tenant.idcliente)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.parametros_cliente)).toMatchObject({ admitir_con_metadatos: true });

      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const doc = await uploadFile(t.app, publicToken, { fileName: 'acta.doc', bytes: legacyWordFile() });
      expect(doc.statusCode).toBe(200);
    });
  });
}
