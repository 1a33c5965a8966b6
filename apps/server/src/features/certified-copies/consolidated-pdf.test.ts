import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseReferenceOf } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  buildComplaint,
  issueInformanteToken,
  pdfPageTexts,
  pdfWithPages,
  uploadFile,
  webpImage,
} from '../../test/document-factories.ts';
import { bearer, buildTenant, foreignAdminToken, newAdminToken } from '../../test/factories.ts';
import { buildConsolidatedPdf } from './consolidated-pdf.service.ts';

function sha256(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

describe('buildConsolidatedPdf', () => {
  it('a long list of documents takes several cover pages; the page count is still cover + inputs', async () => {
    function meta(i: number) {
      return {
        descripcion: `Documento número ${i} con una descripción algo larga para ocupar espacio en la portada`,
        nombre: `documento-${i}.docx`,
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        tamano: 1000 + i,
        fecAlta: '2025-03-12T09:22:05.000Z',
        origen: 'informante' as const,
        sha256: 'a'.repeat(64),
        timeZone: 'Europe/Madrid',
      };
    }
    const documents: { bytes: Buffer; meta: ReturnType<typeof meta> }[] = Array.from({ length: 30 }, (_, i) => ({
      bytes: Buffer.from('PK'),
      meta: meta(i + 1),
    }));
    documents.push({ bytes: await pdfWithPages(2), meta: { ...meta(31), mime: 'application/pdf' } });
    const built = await buildConsolidatedPdf({
      tenant: 'Entidad',
      referencia: '2025-0007',
      timeZone: 'Europe/Madrid',
      generatedAt: new Date('2025-03-12T09:22:05Z'),
      documents,
    });
    expect(built.coverPages).toBeGreaterThan(1);
    expect(built.pageCount).toBe(built.coverPages + 2);
    expect((await PDFDocument.load(built.bytes)).getPageCount()).toBe(built.pageCount);
    const texts = await pdfPageTexts(built.bytes);
    const coverText = texts.slice(0, built.coverPages).join('\n');
    expect(coverText.match(/No incluido \(formato no convertible\)/g)).toHaveLength(30);
    expect(coverText).toContain(`Incluido: páginas ${built.coverPages + 1} a ${built.coverPages + 2}`);
    expect(coverText).toContain('12/03/2025 10:22:05 CET');
    expect(coverText).toContain('Comunicación 2025-0007');
  });
});

for (const dialect of DIALECTS) {
  describe(`consolidated PDF of a complaint [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let adminToken: string;
    let foreignAdmin: string;
    let complaint: { iddenuncia: number; guid: string };
    let reporterToken: string;
    const uploaded: { iddocumento: number; sha256: string; descripcion: string }[] = [];

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (await buildTenant(t.app, { nombre: 'Consorcio de Aguas' })).idcliente;
      adminToken = await newAdminToken(t.app, idcliente);
      foreignAdmin = await foreignAdminToken(t.app);
      complaint = await buildComplaint(t.app, idcliente);
      reporterToken = await issueInformanteToken(t.app, idcliente, complaint.guid);
      const jpeg = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#f57c00' } })
        .jpeg()
        .toBuffer();
      const files = [
        { fileName: 'dos.pdf', bytes: await pdfWithPages(2), descripcion: 'Contrato firmado' },
        { fileName: 'tres.pdf', bytes: await pdfWithPages(3, [595, 842]), descripcion: 'Facturas' },
        { fileName: 'foto.jpg', bytes: jpeg, descripcion: 'Foto del almacén' },
        { fileName: 'notas.txt', bytes: Buffer.from('Notas del informante'), descripcion: 'Notas' },
      ];
      for (const file of files) {
        const res = await uploadFile(
          t.app,
          reporterToken,
          file,
          `?descripcion=${encodeURIComponent(file.descripcion)}`,
        );
        const body = postUploadResponseSchema.parse(res.json());
        uploaded.push({ iddocumento: body.iddocumento, sha256: body.data.sha256, descripcion: file.descripcion });
      }
    });
    afterAll(async () => t.close());

    function get(url: string, token: string) {
      return t.app.inject({ method: 'GET', url, headers: bearer(token) });
    }

    it('1 cover page + 2 + 3 PDF pages + 1 image page; the cover lists every document with its SHA-256 and the text file as not included', async () => {
      const res = await get(`/api/gdoc/documento/consolidado/${complaint.iddenuncia}`, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const referencia = await caseReferenceOf(t.app, idcliente, complaint.guid);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="comunicacion-${referencia}-documentos.pdf"; filename*=UTF-8''comunicacion-${referencia}-documentos.pdf`,
      );
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1 + 2 + 3 + 1);
      const texts = await pdfPageTexts(res.rawPayload);
      const coverText = (texts[0] ?? '').replace(/\n/g, ' ');
      expect(coverText).toContain('Documentos de la comunicación');
      expect(coverText).toContain('Consorcio de Aguas');
      for (const doc of uploaded) {
        expect(coverText).toContain(doc.descripcion);
        expect(coverText).toContain(doc.sha256);
      }
      expect(coverText).toContain('Incluido: páginas 2 a 3');
      expect(coverText).toContain('Incluido: páginas 4 a 6');
      expect(coverText).toContain('Incluido: página 7');
      expect(coverText).toContain('No incluido (formato no convertible)');
      // The merged pages are the originals, in order.
      expect(texts.slice(1, 6)).toEqual([
        'Pagina 1 de 2',
        'Pagina 2 de 2',
        'Pagina 1 de 3',
        'Pagina 2 de 3',
        'Pagina 3 de 3',
      ]);
      expect(pdf.getPage(6).getSize()).toEqual({ width: 841.89, height: 595.28 });

      const audit = await t.app.db
        .selectFrom('den_auditoria')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .where('accion', '=', 'consolidar_documentos')
        .orderBy('idauditoria', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        iddenuncia: complaint.iddenuncia,
        resultado: 'ok',
        detalle: `documentos=4 incluidos=3 sha256=${sha256(res.rawPayload).slice(0, 8)}`,
      });
    });

    it('GET den_denuncia_docs/consolidado?id= answers the same document; a WebP joins as a PNG page', async () => {
      const res = await uploadFile(t.app, reporterToken, { fileName: 'captura.webp', bytes: await webpImage() });
      expect(res.statusCode).toBe(200);
      const viaResource = await get(
        `/api/denuncias/den_denuncia_docs/consolidado?id=${complaint.iddenuncia}`,
        adminToken,
      );
      expect(viaResource.statusCode).toBe(200);
      expect((await PDFDocument.load(viaResource.rawPayload)).getPageCount()).toBe(1 + 2 + 3 + 1 + 1);
      expect((await get('/api/denuncias/den_denuncia_docs/consolidado', adminToken)).statusCode).toBe(400);
    });

    it('a complaint without documents: just the cover page', async () => {
      const empty = await buildComplaint(t.app, idcliente);
      const res = await get(`/api/gdoc/documento/consolidado/${empty.iddenuncia}`, adminToken);
      expect(res.statusCode).toBe(200);
      expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
      expect((await pdfPageTexts(res.rawPayload))[0]).toContain('La comunicación no tiene documentos.');
    });

    it("another tenant's administrator gets 404 (audited as refused in its own tenant); reporters get 403", async () => {
      for (const url of [
        `/api/gdoc/documento/consolidado/${complaint.iddenuncia}`,
        `/api/denuncias/den_denuncia_docs/consolidado?id=${complaint.iddenuncia}`,
      ]) {
        expect((await get(url, foreignAdmin)).statusCode).toBe(404);
        expect((await get(url, reporterToken)).statusCode).toBe(403);
      }
      expect((await get('/api/gdoc/documento/consolidado/999999', adminToken)).statusCode).toBe(404);
      const refused = await t.app.db
        .selectFrom('den_auditoria')
        .selectAll()
        .where('accion', '=', 'consolidar_documentos')
        .where('resultado', '=', 'denegado')
        .execute();
      expect(refused.filter((row) => row.idcliente !== idcliente)).toHaveLength(2);
      expect(refused.every((row) => row.iddenuncia === null)).toBe(true);
      expect(refused.map((row) => row.detalle)).toContain(`iddenuncia=${complaint.iddenuncia}`);
    });
  });
}
