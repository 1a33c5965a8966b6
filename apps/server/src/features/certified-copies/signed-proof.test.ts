import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileComplaintResponseSchema } from '@atalaya/contract/complaints/complaint.schemas';
import {
  proofVerificationSchema,
  verificationResponseSchema,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { filedContentHash } from '../../domain/proof/signed-proof.rules.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  insertUpload,
  postComplaint,
  reporterToken,
  sidOf,
  validAnswers,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { outboxBodyOf } from '../../lib/mail-outbox.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

/** Issue 17 §8 (decision 054): the filing's signed proof, confirmed at the public verification endpoint. */
for (const dialect of DIALECTS) {
  describe(`signed filing proof [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app, { nombre: 'Ayuntamiento de Prueba' });
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    function check(code: string, host?: string) {
      return t.app.inject({
        method: 'GET',
        url: `/api/publico/verificacion/${code}`,
        remoteAddress: '203.0.113.40',
        ...(host ? { headers: { host } } : {}),
      });
    }

    async function fileWithUpload() {
      const upload = await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(publicToken) });
      const answers = validAnswers({ pruebas: [upload] });
      const res = await postComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia, answers });
      expect(res.statusCode).toBe(200);
      const filed = fileComplaintResponseSchema.parse(res.json());
      const complaint = await t.app.db
        .selectFrom('den_denuncias')
        .select(['referencia', 'fec_alta'])
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      const doc = await t.app.db
        .selectFrom('gdoc_documentos')
        .select('sha256')
        .where('iddocumento', '=', upload)
        .executeTakeFirstOrThrow();
      return { filed, complaint, answers, documentHash: doc.sha256 };
    }

    it("the proof's address and the handlers' mail name the tenant's first host and its name", async () => {
      await buildAdmin(t.app, tenant.idcliente);
      const { filed, complaint } = await fileWithUpload();
      const host = `https://${tenant.codigo}.example.test`;
      expect(filed.verificacion?.url).toBe(`${host}/api/publico/verificacion/${filed.verificacion?.codigo}`);
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select(['uid', 'evento', 'asunto', 'cuerpo'])
        .where('idcliente', '=', tenant.idcliente)
        .where('evento', '=', 'nueva_denuncia')
        .execute();
      const key = await t.app.tenantKeys.keyFor(tenant.idcliente);
      const bodies = mails.map((mail) => outboxBodyOf(key, mail));
      const iddenuncia = (
        await t.app.db
          .selectFrom('den_denuncias')
          .select('iddenuncia')
          .where('referencia', '=', complaint.referencia)
          .where('idcliente', '=', tenant.idcliente)
          .executeTakeFirstOrThrow()
      ).iddenuncia;
      expect(bodies.some((body) => body.includes(`${host}/admin/denuncias/gestion/${iddenuncia}`))).toBe(true);
      expect(mails.some((mail) => mail.asunto.includes('Ayuntamiento de Prueba'))).toBe(true);
    });

    it('filing answers a verification code and URL; the code confirms reference, date of receipt and the filed hash', async () => {
      const { filed, complaint, answers, documentHash } = await fileWithUpload();
      expect(filed.receipt).toBeTruthy();
      expect(filed.verificacion?.codigo).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
      expect(filed.verificacion?.url).toMatch(new RegExp(`/api/publico/verificacion/${filed.verificacion?.codigo}$`));
      const res = await check(filed.verificacion?.codigo ?? '');
      expect(res.statusCode).toBe(200);
      const data = proofVerificationSchema.parse(verificationResponseSchema.parse(res.json()).data);
      // The stored answers are the validated ones (unanswered optional fields left out): recompute from the row.
      expect(data).toEqual({
        tipo: 'justificante',
        fec_emision: filed.fec_alta,
        referencia: complaint.referencia,
        anio: null,
        sha256: filedContentHash(answers, [documentHash]),
        firma_valida: true,
        cliente: 'Ayuntamiento de Prueba',
      });
      expect(complaint.fec_alta).toBe(filed.fec_alta);
      // The code is read in any spelling, as for copies.
      expect((await check((filed.verificacion?.codigo ?? '').toLowerCase().replace(/-/g, ' '))).statusCode).toBe(200);
    });

    it('the acknowledgement notification names the proof code and its address', async () => {
      const { filed } = await fileWithUpload();
      const token = await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`);
      const complaint = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_notificaciones/GetList',
        headers: bearer(token),
        payload: { columns: [{ name: 'iddenuncia', data: complaint.iddenuncia }] },
      });
      expect(list.statusCode).toBe(200);
      const [notification] = list.json().data as Array<{ contenido: string }>;
      expect(notification?.contenido).toContain(
        `Código de verificación: ${filed.verificacion?.codigo} — compruébelo en ${filed.verificacion?.url}`,
      );
      expect(notification?.contenido).not.toContain(filed.receipt);
    });

    it('the receipt code appears nowhere in the proof rows', async () => {
      const { filed } = await fileWithUpload();
      const row = await t.app.db
        .selectFrom('gdoc_justificantes')
        .selectAll()
        .where('codigo', '=', filed.verificacion?.codigo ?? '')
        .executeTakeFirstOrThrow();
      const text = JSON.stringify(row);
      for (const spelling of [filed.receipt, filed.receipt.replace(/-/g, '')]) {
        expect(text).not.toContain(spelling);
      }
      const all = JSON.stringify(await t.app.db.selectFrom('gdoc_justificantes').selectAll().execute());
      expect(all).not.toContain(filed.receipt);
      expect(all).not.toContain(filed.receipt.replace(/-/g, ''));
    });

    it('a modified stored statement, hash, reference or signature answers 404 like an unknown code', async () => {
      const { filed } = await fileWithUpload();
      const codigo = filed.verificacion?.codigo ?? '';
      const original = await t.app.db
        .selectFrom('gdoc_justificantes')
        .selectAll()
        .where('codigo', '=', codigo)
        .executeTakeFirstOrThrow();
      const tamperings = [
        { declaracion: original.declaracion.replace(original.fec_emision, '2020-01-01T00:00:00.000Z') },
        { sha256: '0'.repeat(64) },
        { referencia: '1999-9999' },
        { firma: `${original.firma.slice(0, -1)}${original.firma.endsWith('0') ? '1' : '0'}` },
      ];
      for (const change of tamperings) {
        await t.app.db.updateTable('gdoc_justificantes').set(change).where('codigo', '=', codigo).execute();
        const res = await check(codigo);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false });
        await t.app.db.updateTable('gdoc_justificantes').set(original).where('codigo', '=', codigo).execute();
      }
      expect((await check(codigo)).statusCode).toBe(200);
      expect((await check('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
    });

    it('like stamped copies, the endpoint is not tenant-scoped: another host confirms it, naming the issuing tenant', async () => {
      const { filed } = await fileWithUpload();
      const other = await buildTenant(t.app, { nombre: 'Otra Entidad' });
      const res = await check(filed.verificacion?.codigo ?? '', `${other.codigo}.example.test`);
      expect(res.statusCode).toBe(200);
      expect(proofVerificationSchema.parse(verificationResponseSchema.parse(res.json()).data).cliente).toBe(
        'Ayuntamiento de Prueba',
      );
    });

    it('POST (compare a PDF) does not apply to a proof code: 404', async () => {
      const { filed } = await fileWithUpload();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/publico/verificacion/${filed.verificacion?.codigo}`,
        remoteAddress: '203.0.113.41',
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from('%PDF-1.4'),
      });
      expect(res.statusCode).toBe(404);
    });
  });
}
