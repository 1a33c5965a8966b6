import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  verificationMatchResponseSchema,
  verificationResponseSchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { documentResponseSchema, postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  buildComplaint,
  issueInformanteToken,
  pdfPageTexts,
  pdfWithPages,
  pngImage,
  storedCounts,
  uploadFile,
} from '../../test/document-factories.ts';
import { bearer, buildTenant, foreignAdminToken, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const codePattern = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

function sha256(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

for (const dialect of DIALECTS) {
  describe(`stamped and certified copies [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; nombre: string };
    let adminToken: string;
    let foreignAdmin: string;
    let reporter: { iddenuncia: number; token: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app, { nombre: 'Ayuntamiento de Pruebas' });
      adminToken = await newAdminToken(t.app, tenant.idcliente);
      foreignAdmin = await foreignAdminToken(t.app);
      const complaint = await buildComplaint(t.app, tenant.idcliente);
      reporter = {
        iddenuncia: complaint.iddenuncia,
        token: await issueInformanteToken(t.app, tenant.idcliente, complaint.guid),
      };
    });
    afterAll(async () => t.close());

    async function upload(token: string, file: { fileName: string; bytes: Buffer }, query = '') {
      const res = await uploadFile(t.app, token, file, query);
      expect(res.statusCode).toBe(200);
      return postUploadResponseSchema.parse(res.json());
    }
    function get(url: string, token?: string) {
      return t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
    }
    async function storedSha(iddocumento: number): Promise<string> {
      const res = await get(`/api/gdoc/documento/${iddocumento}`, adminToken);
      return documentResponseSchema.parse(res.json()).data.sha256;
    }
    async function auditRows(accion: string) {
      return t.app.db
        .selectFrom('den_auditoria')
        .selectAll()
        .where('idcliente', '=', tenant.idcliente)
        .where('accion', '=', accion)
        .orderBy('idauditoria')
        .execute();
    }

    it('copy?sellar=true: every page carries the stamp (tenant, Madrid time, original SHA-256, code) and the metadata the hash; verification matches the served bytes', async () => {
      const { iddocumento } = await upload(reporter.token, { fileName: 'contrato.pdf', bytes: await pdfWithPages(3) });
      const original = await storedSha(iddocumento);

      const res = await get(`/api/gdoc/documento/${iddocumento}/copy?sellar=true`, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('contrato-copia-sellada.pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      const codigo = String(res.headers['x-codigo-verificacion']);
      expect(codigo).toMatch(codePattern);

      const pdf = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(3);
      expect(pdf.getSubject()).toContain(original);
      expect(pdf.getKeywords()).toContain(`sha256-original:${original}`);
      expect(pdf.getKeywords()).toContain(`codigo-verificacion:${codigo}`);
      const texts = await pdfPageTexts(res.rawPayload);
      expect(texts).toHaveLength(3);
      texts.forEach((rows, index) => {
        const text = rows.replace(/\n/g, ' ');
        expect(text).toContain('Copia sellada electrónicamente por Ayuntamiento de Pruebas');
        // In the tenant's time zone (Europe/Madrid by default), labelled (issue 20 §4).
        expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} CES?T/);
        expect(rows.replace(/\n/g, '')).toContain(original);
        expect(text).toContain(`Código de verificación: ${codigo}`);
        expect(text).toContain(`Página ${index + 1} de 3`);
        // The original page is still there, untouched, under the stamp strip.
        expect(text).toContain(`Pagina ${index + 1} de 3`);
      });

      const row = await t.app.db
        .selectFrom('gdoc_verificaciones')
        .selectAll()
        .where('codigo', '=', codigo)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        idcliente: tenant.idcliente,
        iddocumento,
        tipo: 'sellado',
        sha256_original: original,
        sha256_copia: sha256(res.rawPayload),
      });
      expect(row.idusuario).not.toBeNull();

      const check = await get(`/api/publico/verificacion/${codigo}`);
      expect(check.statusCode).toBe(200);
      expect(verificationResponseSchema.parse(check.json()).data).toEqual({
        tipo: 'sellado',
        fec_emision: row.fec_emision,
        sha256_original: original,
        sha256_copia: sha256(res.rawPayload),
        cliente: 'Ayuntamiento de Pruebas',
      });
      const same = await t.app.inject({
        method: 'POST',
        url: `/api/publico/verificacion/${codigo}`,
        headers: { 'content-type': 'application/pdf' },
        payload: res.rawPayload,
      });
      expect(verificationMatchResponseSchema.parse(same.json()).data.coincide).toBe(true);
      const tampered = Buffer.from(res.rawPayload);
      const at = Math.floor(tampered.length / 2);
      tampered[at] = (tampered[at] ?? 0) ^ 0xff;
      const changed = await t.app.inject({
        method: 'POST',
        url: `/api/publico/verificacion/${codigo}`,
        headers: { 'content-type': 'application/pdf' },
        payload: tampered,
      });
      expect(changed.statusCode).toBe(200);
      expect(verificationMatchResponseSchema.parse(changed.json()).data.coincide).toBe(false);

      const audits = await auditRows('copia_sellada');
      expect(audits.at(-1)).toMatchObject({
        iddenuncia: reporter.iddenuncia,
        resultado: 'ok',
        detalle: `iddocumento=${iddocumento} sha256=${original.slice(0, 8)} codigo=${codigo}`,
      });
    });

    it('without forzar the same copy is re-issued byte for byte (same code); forzar=true issues a new code', async () => {
      const { iddocumento } = await upload(reporter.token, { fileName: 'foto.png', bytes: await pngImage() });
      const first = await get(`/api/gdoc/documento/${iddocumento}/copy?sellar=true`, adminToken);
      const again = await get(`/api/gdoc/documento/${iddocumento}/copy?sellar=true&forzar=false`, adminToken);
      expect(first.statusCode).toBe(200);
      expect(again.headers['x-codigo-verificacion']).toBe(first.headers['x-codigo-verificacion']);
      expect(sha256(again.rawPayload)).toBe(sha256(first.rawPayload));
      const forced = await get(`/api/gdoc/documento/${iddocumento}/copy?sellar=true&forzar=true`, adminToken);
      expect(forced.headers['x-codigo-verificacion']).not.toBe(first.headers['x-codigo-verificacion']);
      const codes = await t.app.db
        .selectFrom('gdoc_verificaciones')
        .select('codigo')
        .where('iddocumento', '=', iddocumento)
        .execute();
      expect(codes).toHaveLength(2);
      // An image becomes a one-page PDF.
      expect((await PDFDocument.load(forced.rawPayload)).getPageCount()).toBe(1);
      expect((await auditRows('copia_sellada')).at(-2)?.detalle).toContain('reemitida');
    });

    it('copy without sellar: the PDF as stored (no stamp, no code); an image as a one-page PDF; office files 501', async () => {
      const pdf = await upload(reporter.token, { fileName: 'plano.pdf', bytes: await pdfWithPages(2) });
      const plain = await get(`/api/gdoc/documento/${pdf.iddocumento}/copy`, adminToken);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['x-codigo-verificacion']).toBeUndefined();
      expect(sha256(plain.rawPayload)).toBe(pdf.data.sha256);
      expect((await pdfPageTexts(plain.rawPayload)).join('')).not.toContain('Código de verificación');

      const image = await upload(reporter.token, { fileName: 'foto.png', bytes: await pngImage() });
      const converted = await get(`/api/gdoc/documento/${image.iddocumento}/copy?sellar=false`, adminToken);
      expect(converted.headers['content-type']).toBe('application/pdf');
      expect((await PDFDocument.load(converted.rawPayload)).getPageCount()).toBe(1);

      const text = await upload(reporter.token, { fileName: 'nota.txt', bytes: Buffer.from('texto') });
      const refused = await get(`/api/gdoc/documento/${text.iddocumento}/copy?sellar=true`, adminToken);
      expect(refused.statusCode).toBe(501);
      expect(refused.json().message).toContain('no se puede convertir a PDF');
      expect((await get(`/api/gdoc/documento/${text.iddocumento}/compulse`, adminToken)).statusCode).toBe(501);
      expect((await auditRows('copia_sellada')).at(-1)).toMatchObject({
        resultado: 'denegado',
        detalle: `iddocumento=${text.iddocumento}`,
      });
    });

    it('compulse: certification text with the verification address on every page, recorded as compulsa', async () => {
      const { iddocumento } = await upload(reporter.token, { fileName: 'acta.pdf', bytes: await pdfWithPages(2) });
      const original = await storedSha(iddocumento);
      const res = await get(`/api/gdoc/documento/${iddocumento}/compulse`, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('acta-copia-autentica.pdf');
      const codigo = String(res.headers['x-codigo-verificacion']);
      const texts = (await pdfPageTexts(res.rawPayload)).map((text) => text.replace(/\n/g, ' '));
      expect(texts).toHaveLength(2);
      for (const text of texts) {
        expect(text).toContain('Copia auténtica del documento original, expedida por Ayuntamiento de Pruebas');
        expect(text.replace(/ /g, '')).toContain(`/api/publico/verificacion/${codigo}`);
        expect(text.replace(/ /g, '')).toContain(original);
      }
      const check = verificationResponseSchema.parse((await get(`/api/publico/verificacion/${codigo}`)).json());
      expect(check.data).toMatchObject({ tipo: 'compulsa', sha256_copia: sha256(res.rawPayload) });
      expect((await auditRows('compulsar_documento')).at(-1)).toMatchObject({
        iddenuncia: reporter.iddenuncia,
        resultado: 'ok',
      });
    });

    it('postupload with sellar and compulsar (administrator): the original is stored and both copies are issued; GET copy/compulse re-issue exactly them', async () => {
      const res = await uploadFile(
        t.app,
        adminToken,
        { fileName: 'resolucion.pdf', bytes: await pdfWithPages(1) },
        '?sellar=true&compulsar=true',
      );
      expect(res.statusCode).toBe(200);
      const body = postUploadResponseSchema.parse(res.json());
      expect(body.verificaciones?.map((v) => v.tipo)).toEqual(['sellado', 'compulsa']);
      const [stamped, certified] = body.verificaciones ?? [];
      const copy = await get(`/api/gdoc/documento/${body.iddocumento}/copy?sellar=true`, adminToken);
      expect(copy.headers['x-codigo-verificacion']).toBe(stamped?.codigo);
      expect(sha256(copy.rawPayload)).toBe(stamped?.sha256_copia);
      const compulse = await get(`/api/gdoc/documento/${body.iddocumento}/compulse`, adminToken);
      expect(compulse.headers['x-codigo-verificacion']).toBe(certified?.codigo);
      // The stored document is the original, not a stamped copy.
      const download = await get(`/api/gdoc/documento/${body.iddocumento}/download`, adminToken);
      expect(sha256(download.rawPayload)).toBe(body.data.sha256);
      expect((await pdfPageTexts(download.rawPayload)).join('')).not.toContain('Copia');
      expect((await auditRows('subir_documento')).at(-1)).toMatchObject({
        iddenuncia: null,
        resultado: 'ok',
        detalle: `iddocumento=${body.iddocumento} sha256=${body.data.sha256.slice(0, 8)}`,
      });
    });

    it('postupload with sellar: 403 for anybody but an administrator, 501 (nothing stored) for a type that cannot become a PDF', async () => {
      const before = await storedCounts(t.app, t.config.dataDir);
      const visitor = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const file = { fileName: 'a.pdf', bytes: await pdfWithPages(1) };
      expect((await uploadFile(t.app, visitor, file, '?sellar=true')).statusCode).toBe(403);
      expect((await uploadFile(t.app, reporter.token, file, '?compulsar=true')).statusCode).toBe(403);
      const text = await uploadFile(t.app, adminToken, { fileName: 'a.txt', bytes: Buffer.from('x') }, '?sellar=true');
      expect(text.statusCode).toBe(501);
      expect(await storedCounts(t.app, t.config.dataDir)).toEqual(before);
    });

    it("another tenant's administrator gets 404 on copy and compulse (audited as refused); reporters get 403", async () => {
      const { iddocumento } = await upload(reporter.token, { fileName: 'x.pdf', bytes: await pdfWithPages(1) });
      for (const url of [
        `/api/gdoc/documento/${iddocumento}/copy`,
        `/api/gdoc/documento/${iddocumento}/copy?sellar=true`,
        `/api/gdoc/documento/${iddocumento}/compulse`,
      ]) {
        expect((await get(url, foreignAdmin)).statusCode).toBe(404);
        expect((await get(url, reporter.token)).statusCode).toBe(403);
        expect((await get(url)).statusCode).toBe(401);
      }
      const codes = await t.app.db
        .selectFrom('gdoc_verificaciones')
        .select('codigo')
        .where('iddocumento', '=', iddocumento)
        .execute();
      expect(codes).toEqual([]);
    });
  });
}
