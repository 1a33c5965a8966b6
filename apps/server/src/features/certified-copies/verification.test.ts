import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  verificationMatchResponseSchema,
  verificationPolicy,
  verificationResponseSchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildComplaint, issueInformanteToken, pdfWithPages, uploadFile } from '../../test/document-factories.ts';
import { bearer, buildTenant, newAdminToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`public verification of copies [${dialect}]`, () => {
    let t: TestApp;
    const lines: string[] = [];
    let copy: Buffer;
    let codigo: string;
    let complaint: { iddenuncia: number; guid: string };
    let iddocumento: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
      const { idcliente } = await buildTenant(t.app, { nombre: 'Diputación de Ejemplo' });
      const adminToken = await newAdminToken(t.app, idcliente);
      complaint = await buildComplaint(t.app, idcliente);
      const reporter = await issueInformanteToken(t.app, idcliente, complaint.guid);
      const res = await uploadFile(t.app, reporter, { fileName: 'anexo.pdf', bytes: await pdfWithPages(1) });
      iddocumento = postUploadResponseSchema.parse(res.json()).iddocumento;
      const issued = await t.app.inject({
        method: 'GET',
        url: `/api/gdoc/documento/${iddocumento}/compulse`,
        headers: bearer(adminToken),
      });
      expect(issued.statusCode).toBe(200);
      copy = issued.rawPayload;
      codigo = String(issued.headers['x-codigo-verificacion']);
    });
    afterAll(async () => t.close());

    function check(code: string, address = '203.0.113.1') {
      return t.app.inject({ method: 'GET', url: `/api/publico/verificacion/${code}`, remoteAddress: address });
    }
    function compare(code: string, payload: Buffer | string, contentType = 'application/pdf', address = '203.0.113.2') {
      return t.app.inject({
        method: 'POST',
        url: `/api/publico/verificacion/${code}`,
        remoteAddress: address,
        headers: { 'content-type': contentType },
        payload,
      });
    }

    it('GET answers type, date, hashes and the tenant name only — nothing about the complaint or the document', async () => {
      const res = await check(codigo);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = verificationResponseSchema.parse(res.json());
      expect(Object.keys(body.data).sort()).toEqual([
        'cliente',
        'fec_emision',
        'sha256_copia',
        'sha256_original',
        'tipo',
      ]);
      expect(body.data).toMatchObject({ tipo: 'compulsa', cliente: 'Diputación de Ejemplo' });
      const raw = res.body;
      for (const secret of [complaint.guid, 'anexo', `"iddenuncia"`, `"iddocumento"`, `"idcliente"`]) {
        expect(raw).not.toContain(secret);
      }
    });

    it('a code typed in lower case, without dashes or with O/I/L for 0/1 still checks out; malformed codes 400; unknown codes 404', async () => {
      const typed = codigo.toLowerCase().replace(/-/g, ' ');
      expect((await check(encodeURIComponent(typed))).statusCode).toBe(200);
      expect((await check(codigo.replace(/-/g, ''))).statusCode).toBe(200);
      const stored = await t.app.db
        .selectFrom('gdoc_verificaciones')
        .selectAll()
        .where('codigo', '=', codigo)
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('gdoc_verificaciones')
        .values({ ...stored, codigo: '01AB-CD01-EF23-GH45-JK67' })
        .execute();
      expect((await check('oIab-cdoL-ef23-gh45-jk67')).statusCode).toBe(200);

      expect((await check('ABC')).statusCode).toBe(400);
      expect((await check('UUUU-UUUU-UUUU-UUUU-UUUU')).statusCode).toBe(400);
      const unknown = await check('0000-0000-0000-0000-0000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No existe ninguna copia emitida con ese código de verificación');
    });

    it('POST with the copy as the raw PDF body: coincide true for the served bytes, false once a byte changes', async () => {
      const same = await compare(codigo, copy);
      expect(same.statusCode).toBe(200);
      expect(verificationMatchResponseSchema.parse(same.json())).toEqual({ success: true, data: { coincide: true } });
      const tampered = Buffer.from(copy);
      tampered[tampered.length - 10] = (tampered[tampered.length - 10] ?? 0) ^ 0x01;
      expect(verificationMatchResponseSchema.parse((await compare(codigo, tampered)).json()).data.coincide).toBe(false);
      const appended = Buffer.concat([copy, Buffer.from('\n')]);
      expect(verificationMatchResponseSchema.parse((await compare(codigo, appended)).json()).data.coincide).toBe(false);
    });

    it('POST refuses other content types (415), an empty body (400) and unknown codes (404) before reading the body', async () => {
      expect((await compare(codigo, JSON.stringify({ a: 1 }), 'application/json')).statusCode).toBe(415);
      expect((await compare(codigo, copy, 'application/octet-stream')).statusCode).toBe(415);
      expect((await compare(codigo, Buffer.alloc(0))).statusCode).toBe(400);
      expect((await compare('0000-0000-0000-0000-0000', copy)).statusCode).toBe(404);
    });

    it(`each address may make ${verificationPolicy.requestsPerSource} checks per window, then 429 with Retry-After; other addresses are unaffected`, async () => {
      const address = '198.51.100.77';
      for (let i = 0; i < verificationPolicy.requestsPerSource; i += 1) {
        expect((await check(codigo, address)).statusCode).toBe(200);
      }
      const blocked = await check(codigo, address);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await compare(codigo, copy, 'application/pdf', address)).statusCode).toBe(429);
      expect((await check(codigo, '198.51.100.78')).statusCode).toBe(200);
    });

    it('the log names the route pattern, never the code or the address', () => {
      const log = lines.join('\n');
      expect(log).toContain('/api/publico/verificacion/:codigo');
      for (const secret of [codigo, codigo.replace(/-/g, ''), '203.0.113.1', '198.51.100.77']) {
        expect(log).not.toContain(secret);
      }
    });
  });
}
