import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  proofVerificationSchema,
  verificationResponseSchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { exportedRowsHash } from '../../domain/proof/signed-proof.rules.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, type CaseAccessWorld } from '../../test/case-access-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { registerTexts } from './case-register-export.service.ts';

/** Every content stream of a PDF, inflated when compressed, as one latin1 text. */
function pdfStreams(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = bytes.subarray(start, end);
    try {
      out.push(zlib.inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out.join('\n');
}

/** Issue 17 §8 (decision 054): every libro-registro export carries a code confirming its rows. */
for (const dialect of DIALECTS) {
  describe(`libro-registro export signed proof [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;
    let year: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select('referencia')
        .where('iddenuncia', '=', w.assigned.iddenuncia)
        .executeTakeFirstOrThrow();
      year = Number(row.referencia.slice(0, 4));
    });
    afterAll(async () => t.close());

    function exportOf(formato: 'xlsx' | 'pdf') {
      return t.app.inject({
        method: 'GET',
        url: `/api/admin/libro-registro/exportacion?anio=${year}&formato=${formato}`,
        headers: bearer(w.responsable.token),
      });
    }
    async function verified(codigo: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/publico/verificacion/${codigo}`,
        remoteAddress: '203.0.113.50',
      });
      expect(res.statusCode).toBe(200);
      return proofVerificationSchema.parse(verificationResponseSchema.parse(res.json()).data);
    }

    it('Excel: the code printed in the sheet verifies, and its hash is the hash of the sheet data rows', async () => {
      const res = await exportOf('xlsx');
      expect(res.statusCode).toBe(200);
      const codigo = String(res.headers['x-codigo-verificacion']);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const rows: string[][] = [];
      let printed = '';
      sheet?.eachRow((row, index) => {
        const first = row.getCell(1).text;
        if (index > 1 && /^\d{4}-\d{4}$/.test(first)) {
          rows.push(registerTexts.columns.map((_, column) => row.getCell(column + 1).text));
        }
        if (first.startsWith('Código de verificación:')) {
          printed = first;
        }
      });
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(printed).toContain(codigo);
      expect(printed).toContain(`/api/publico/verificacion/${codigo}`);
      const data = await verified(codigo);
      expect(data).toMatchObject({ tipo: 'libro-registro', referencia: null, anio: year, firma_valida: true });
      expect(data.sha256).toBe(exportedRowsHash(rows));
    });

    it('PDF: the footer prints the code; it verifies with the same rows hash as the Excel of the same register', async () => {
      const xlsx = await exportOf('xlsx');
      const pdf = await exportOf('pdf');
      expect(pdf.statusCode).toBe(200);
      const codigo = String(pdf.headers['x-codigo-verificacion']);
      const hex = Buffer.from(`Código de verificación: ${codigo}`, 'latin1').toString('hex').toUpperCase();
      expect(pdfStreams(pdf.rawPayload).toUpperCase()).toContain(hex);
      const fromPdf = await verified(codigo);
      const fromXlsx = await verified(String(xlsx.headers['x-codigo-verificacion']));
      expect(codigo).not.toBe(xlsx.headers['x-codigo-verificacion']);
      expect(fromPdf.sha256).toBe(fromXlsx.sha256);
      const row = await t.app.db
        .selectFrom('gdoc_justificantes')
        .select(['idcliente', 'declaracion'])
        .where('codigo', '=', codigo)
        .executeTakeFirstOrThrow();
      expect(row.idcliente).toBe(w.tenant.idcliente);
      expect(JSON.parse(row.declaracion)).toMatchObject({ anio: year, filtros: { estado: 'todas' } });
    });
  });
}
