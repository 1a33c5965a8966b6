import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintDocResponseSchema, postUploadResponseSchema } from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { setComplaintStatus } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildComplaint, issueInformanteToken, pdfWithPages, uploadFile } from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, foreignAdminToken, issueAccessToken } from '../../test/factories.ts';
import { complaintDocMessages } from './complaint-document.service.ts';
import { manageMessages } from './handler-document.service.ts';

const base = '/api/denuncias/den_denuncia_docs';

for (const dialect of DIALECTS) {
  describe(`den_denuncia_docs: empty entity, link, describe, unlink [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let adminToken: string;
    let otherAdminToken: string;
    let foreignAdmin: string;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      idcliente = (await buildTenant(t.app)).idcliente;
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      otherAdminToken = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      foreignAdmin = await foreignAdminToken(t.app);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    }
    function link(token: string, entity: Record<string, unknown>) {
      return call('POST', `${base}/`, token, { den_denuncia_docs: entity });
    }
    async function upload(token: string): Promise<number> {
      const res = await uploadFile(t.app, token, { fileName: 'informe.pdf', bytes: await pdfWithPages(1) });
      expect(res.statusCode, res.body).toBe(200);
      return postUploadResponseSchema.parse(res.json()).iddocumento;
    }
    /** A document the reporter sent with its complaint (uploaded as a visitor, attached as filing does). */
    async function reporterEvidence(iddenuncia: number): Promise<number> {
      const iddocumento = await upload(publicToken);
      await t.app.db
        .updateTable('gdoc_documentos')
        .set({ iddenuncia })
        .where('iddocumento', '=', iddocumento)
        .execute();
      await t.app.db
        .insertInto('den_denuncia_docs')
        .values({ idcliente, iddenuncia, iddocumento, origen: 'informante', fec_alta: new Date().toISOString() })
        .execute();
      return iddocumento;
    }
    async function listed(iddenuncia: number, token = adminToken): Promise<number[]> {
      const res = await call('POST', `${base}/GetList`, token, {
        length: -1,
        columns: [{ name: 'iddenuncia', data: iddenuncia }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((d: { iddocumento: number }) => d.iddocumento);
    }
    async function lastAudit(accion: string) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'resultado', 'detalle'])
        .where('idcliente', '=', idcliente)
        .where('accion', '=', accion)
        .orderBy('idauditoria', 'desc')
        .executeTakeFirstOrThrow();
    }

    it('GET /: the empty link for administrators only', async () => {
      const res = await call('GET', `${base}/`, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { iddenuncia: 0, iddocumento: 0 } });
      const complaint = await buildComplaint(t.app, idcliente);
      const reporter = await issueInformanteToken(t.app, idcliente, complaint.guid);
      expect((await call('GET', `${base}/`, reporter)).statusCode).toBe(403);
      expect((await call('GET', `${base}/`, publicToken)).statusCode).toBe(403);
    });

    it("POST /: the administrator's own upload joins an open complaint; the reporter then reads it; audited", async () => {
      const complaint = await buildComplaint(t.app, idcliente);
      const iddocumento = await upload(adminToken);
      const res = await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = complaintDocResponseSchema.parse(res.json());
      expect(data).toMatchObject({
        iddenuncia: complaint.iddenuncia,
        iddocumento,
        origen: 'gestor',
        nombre: 'informe.pdf',
      });
      expect(await listed(complaint.iddenuncia)).toEqual([iddocumento]);
      const reporter = await issueInformanteToken(t.app, idcliente, complaint.guid);
      expect((await call('GET', `/api/gdoc/documento/${iddocumento}`, reporter)).statusCode).toBe(200);
      expect(await lastAudit('vincular_documento')).toEqual({
        iddenuncia: complaint.iddenuncia,
        resultado: 'ok',
        detalle: expect.stringMatching(
          new RegExp(`^iddocumento=${iddocumento} sha256=[0-9a-f]{8} iddenunciadoc=${data.iddenunciadoc}$`),
        ),
      });
      // Twice is a conflict, not a second row.
      const again = await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(complaintDocMessages.alreadyListed);
      expect(await listed(complaint.iddenuncia)).toEqual([iddocumento]);
    });

    it('POST /: a document belongs to one complaint at most; two links at once add one', async () => {
      const first = await buildComplaint(t.app, idcliente);
      const second = await buildComplaint(t.app, idcliente);
      const iddocumento = await upload(adminToken);
      const both = await Promise.all([
        link(adminToken, { iddenuncia: first.iddenuncia, iddocumento }),
        link(adminToken, { iddenuncia: first.iddenuncia, iddocumento }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await listed(first.iddenuncia)).toEqual([iddocumento]);
      const elsewhere = await link(adminToken, { iddenuncia: second.iddenuncia, iddocumento });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().message).toBe(manageMessages.alreadyLinked);
      expect(await listed(second.iddenuncia)).toEqual([]);
    });

    it("POST /: refused for a reporter's evidence (409), another person's pending upload (409), a resolved complaint (501), another tenant (404)", async () => {
      const source = await buildComplaint(t.app, idcliente);
      const target = await buildComplaint(t.app, idcliente);
      const evidence = await reporterEvidence(source.iddenuncia);
      const foreignEvidence = await link(adminToken, { iddenuncia: target.iddenuncia, iddocumento: evidence });
      expect(foreignEvidence.statusCode).toBe(409);
      expect(foreignEvidence.json().message).toBe(complaintDocMessages.reporterEvidence);

      const othersUpload = await upload(otherAdminToken);
      const notOwn = await link(adminToken, { iddenuncia: target.iddenuncia, iddocumento: othersUpload });
      expect(notOwn.statusCode).toBe(409);
      expect(notOwn.json().message).toBe(manageMessages.notOwnUpload);

      const resolved = await buildComplaint(t.app, idcliente, { idestadodenuncia: 1 });
      const own = await upload(adminToken);
      const locked = await link(adminToken, { iddenuncia: resolved.iddenuncia, iddocumento: own });
      expect(locked.statusCode).toBe(501);
      expect(locked.json()).toEqual({ success: false, code: 'BUSINESS_RULE', message: manageMessages.resolved });
      expect(await lastAudit('vincular_documento')).toEqual({
        iddenuncia: resolved.iddenuncia,
        resultado: 'denegado',
        detalle: `iddocumento=${own} iddenuncia=${resolved.iddenuncia}`,
      });

      expect((await link(foreignAdmin, { iddenuncia: target.iddenuncia, iddocumento: own })).statusCode).toBe(404);
      expect((await link(adminToken, { iddenuncia: 2147483000, iddocumento: own })).statusCode).toBe(404);
      const reporter = await issueInformanteToken(t.app, idcliente, target.guid);
      expect((await link(reporter, { iddenuncia: target.iddenuncia, iddocumento: own })).statusCode).toBe(403);
      for (const entity of [
        {},
        { iddenuncia: target.iddenuncia },
        { iddenuncia: 0, iddocumento: 0 },
        { iddenuncia: 1, iddocumento: 1, origen: 'gestor' },
      ]) {
        const res = await link(adminToken, entity);
        expect(res.statusCode, JSON.stringify(entity)).toBe(400);
      }
      expect(await listed(target.iddenuncia)).toEqual([]);
    });

    it("PUT /: a linked handler document's description; a reporter's evidence keeps the reporter's (409); 501 once resolved", async () => {
      const complaint = await buildComplaint(t.app, idcliente);
      const iddocumento = await upload(adminToken);
      const linked = complaintDocResponseSchema.parse(
        (await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento })).json(),
      ).data;
      const res = await call('PUT', `${base}/`, adminToken, {
        den_denuncia_docs: { iddenunciadoc: linked.iddenunciadoc, descripcion: '  Acta de la reunión  ' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ iddenunciadoc: linked.iddenunciadoc, descripcion: 'Acta de la reunión' });
      expect(await lastAudit('editar_documento')).toMatchObject({ iddenuncia: complaint.iddenuncia, resultado: 'ok' });

      const evidence = await reporterEvidence(complaint.iddenuncia);
      const evidenceLink = (
        await call('POST', `${base}/GetList`, adminToken, {
          columns: [
            { name: 'iddenuncia', data: complaint.iddenuncia },
            { name: 'iddocumento', data: evidence },
          ],
        })
      ).json().data[0].iddenunciadoc as number;
      const refused = await call('PUT', `${base}/`, adminToken, {
        den_denuncia_docs: { iddenunciadoc: evidenceLink, descripcion: 'Otra' },
      });
      expect(refused.statusCode).toBe(409);

      await setComplaintStatus(t.app, { idcliente, guid: complaint.guid }, 1);
      const locked = await call('PUT', `${base}/`, adminToken, {
        den_denuncia_docs: { iddenunciadoc: linked.iddenunciadoc, descripcion: 'Tarde' },
      });
      expect(locked.statusCode).toBe(501);
      expect(await lastAudit('editar_documento')).toEqual({
        iddenuncia: complaint.iddenuncia,
        resultado: 'denegado',
        detalle: `iddenunciadoc=${linked.iddenunciadoc}`,
      });
      expect(
        (
          await call('PUT', `${base}/`, foreignAdmin, {
            den_denuncia_docs: { iddenunciadoc: linked.iddenunciadoc, descripcion: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `${base}/`, adminToken, { den_denuncia_docs: { iddenunciadoc: linked.iddenunciadoc } }))
          .statusCode,
      ).toBe(400);
    });

    it('DELETE /{id}: unlinks a handler document (audited); the file stays and can be listed again', async () => {
      const complaint = await buildComplaint(t.app, idcliente);
      const reporter = await issueInformanteToken(t.app, idcliente, complaint.guid);
      const iddocumento = await upload(adminToken);
      const linked = complaintDocResponseSchema.parse(
        (await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento })).json(),
      ).data;
      const res = await call('DELETE', `${base}/${linked.iddenunciadoc}`, adminToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await listed(complaint.iddenuncia)).toEqual([]);
      expect(await listed(complaint.iddenuncia, reporter)).toEqual([]);
      expect((await call('GET', `/api/gdoc/documento/${iddocumento}`, reporter)).statusCode).toBe(404);
      expect(await lastAudit('desvincular_documento')).toEqual({
        iddenuncia: complaint.iddenuncia,
        resultado: 'ok',
        detalle: `iddocumento=${iddocumento} iddenunciadoc=${linked.iddenunciadoc}`,
      });
      // The document is kept (it was part of the case) and may be listed again.
      expect((await call('GET', `/api/gdoc/documento/${iddocumento}`, adminToken)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/gdoc/documento/${iddocumento}`, adminToken)).statusCode).toBe(409);
      const elsewhere = await buildComplaint(t.app, idcliente);
      expect((await link(adminToken, { iddenuncia: elsewhere.iddenuncia, iddocumento })).statusCode).toBe(409);
      const again = await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento });
      expect(again.statusCode, again.body).toBe(200);
      expect(await listed(complaint.iddenuncia)).toEqual([iddocumento]);
      const relinked = complaintDocResponseSchema.parse(again.json()).data.iddenunciadoc;
      expect((await call('DELETE', `${base}/${relinked}`, adminToken)).statusCode).toBe(200);
      expect((await call('DELETE', `${base}/${relinked}`, adminToken)).statusCode).toBe(404);
    });

    it("DELETE /{id}: a reporter's evidence, a document sent in a notification and a resolved complaint's stay (501); others 404/403", async () => {
      const complaint = await buildComplaint(t.app, idcliente);
      const evidence = await reporterEvidence(complaint.iddenuncia);
      const evidenceLink = (
        await call('POST', `${base}/GetList`, adminToken, {
          columns: [
            { name: 'iddenuncia', data: complaint.iddenuncia },
            { name: 'iddocumento', data: evidence },
          ],
        })
      ).json().data[0].iddenunciadoc as number;
      const kept = await call('DELETE', `${base}/${evidenceLink}`, adminToken);
      expect(kept.statusCode).toBe(501);
      expect(kept.json()).toEqual({
        success: false,
        code: 'BUSINESS_RULE',
        message: complaintDocMessages.reporterEvidenceRecord,
      });
      expect(await lastAudit('desvincular_documento')).toEqual({
        iddenuncia: complaint.iddenuncia,
        resultado: 'denegado',
        detalle: `iddenunciadoc=${evidenceLink}`,
      });

      const sent = await upload(adminToken);
      const sentLink = complaintDocResponseSchema.parse(
        (await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento: sent })).json(),
      ).data;
      const notification = await call('POST', '/api/denuncias/den_denuncia_notificaciones/', adminToken, {
        den_denuncia_notificaciones: {
          iddenuncia: complaint.iddenuncia,
          descripcion: 'Requerimiento',
          contenido: '<p>Adjunto</p>',
          iddocumento: sent,
        },
      });
      expect(notification.statusCode, notification.body).toBe(200);
      const notified = await call('DELETE', `${base}/${sentLink.iddenunciadoc}`, adminToken);
      expect(notified.statusCode).toBe(501);
      expect(notified.json().message).toBe(complaintDocMessages.notifiedRecord);

      const other = await upload(adminToken);
      const otherLink = complaintDocResponseSchema.parse(
        (await link(adminToken, { iddenuncia: complaint.iddenuncia, iddocumento: other })).json(),
      ).data;
      expect((await call('DELETE', `${base}/${otherLink.iddenunciadoc}`, foreignAdmin)).statusCode).toBe(404);
      const reporter = await issueInformanteToken(t.app, idcliente, complaint.guid);
      expect((await call('DELETE', `${base}/${otherLink.iddenunciadoc}`, reporter)).statusCode).toBe(403);
      await setComplaintStatus(t.app, { idcliente, guid: complaint.guid }, 1);
      const locked = await call('DELETE', `${base}/${otherLink.iddenunciadoc}`, adminToken);
      expect(locked.statusCode).toBe(501);
      expect(locked.json().message).toBe(manageMessages.resolved);
      expect(await listed(complaint.iddenuncia)).toEqual([evidence, sent, other]);
      expect((await call('DELETE', `${base}/abc`, adminToken)).statusCode).toBe(400);
    });
  });
}
