import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { setComplaintStatus } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, issueAccessToken } from '../../test/factories.ts';
import { chatMessages } from './chat.service.ts';

const base = '/api/denuncias/den_chat_mensajes';
const secret = 'El responsable de compras cobra comisiones';

for (const dialect of DIALECTS) {
  describe(`den_chat_mensajes: empty entity, one message, and a conversation that is a record [${dialect}]`, () => {
    let t: TestApp;
    let fixture: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      fixture = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    /** A case with one message from its reporter and one answer: their ids. */
    async function caseWithMessages() {
      const c = await fixture.newCase();
      const sent = await call('POST', '/', c.reporter, { den_chat_mensajes: { guid: c.guid, mensaje: secret } });
      const answer = await call('POST', '/', fixture.adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: 'Gracias' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return {
        ...c,
        reporterMessage: sent.json().data.idmensaje as number,
        answer: answer.json().data.idmensaje as number,
      };
    }

    async function auditRows(iddenuncia: number, accion: string) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'accion', 'resultado', 'detalle'])
        .where('idcliente', '=', fixture.tenant.idcliente)
        .where('accion', '=', accion)
        .where('iddenuncia', '=', iddenuncia)
        .orderBy('idauditoria')
        .execute();
    }

    it("GET /: the empty entity: a reporter's own complaint and role 1, an administrator's role 0 and no guid", async () => {
      const c = await fixture.newCase();
      const reporter = await call('GET', '/', c.reporter);
      expect(reporter.statusCode).toBe(200);
      expect(reporter.json()).toEqual({ success: true, data: { guid: c.guid, mensaje: '', idusuario: 1 } });
      const admin = await call('GET', '/', fixture.adminToken);
      expect(admin.json()).toEqual({ success: true, data: { guid: '', mensaje: '', idusuario: 0 } });
      expect((await call('GET', '/', fixture.publicToken)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${base}/` })).statusCode).toBe(401);
    });

    it('GET /{id}: administrators of the tenant read any message (audited), a reporter only its own complaint’s', async () => {
      const c = await caseWithMessages();
      const other = await caseWithMessages();
      const byAdmin = await call('GET', `/${c.reporterMessage}`, fixture.adminToken);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json()).toEqual({
        success: true,
        data: {
          idmensaje: c.reporterMessage,
          guid: c.guid,
          mensaje: secret,
          idusuario: 1,
          fec_mensaje: expect.any(String),
        },
      });
      expect(await auditRows(c.iddenuncia, 'leer_chat')).toEqual([
        { iddenuncia: c.iddenuncia, accion: 'leer_chat', resultado: 'ok', detalle: `idmensaje=${c.reporterMessage}` },
      ]);
      const ownAnswer = await call('GET', `/${c.answer}`, c.reporter);
      expect(ownAnswer.json().data).toMatchObject({ idmensaje: c.answer, idusuario: 0, mensaje: 'Gracias' });
      // Another complaint's message, a missing one and another tenant's look the same: 404.
      expect((await call('GET', `/${other.reporterMessage}`, c.reporter)).statusCode).toBe(404);
      expect((await call('GET', '/2147483000', fixture.adminToken)).statusCode).toBe(404);
      expect((await call('GET', `/${c.reporterMessage}`, fixture.otherAdminToken)).statusCode).toBe(404);
      expect((await call('GET', `/${c.reporterMessage}`, fixture.publicToken)).statusCode).toBe(403);
      expect((await call('GET', '/abc', fixture.adminToken)).statusCode).toBe(400);
    });

    it('PUT / and DELETE /{id}: refused for everyone as a business rule (501), the message unchanged, the attempt audited', async () => {
      const c = await caseWithMessages();
      const edit = await call('PUT', '/', fixture.adminToken, {
        den_chat_mensajes: { idmensaje: c.reporterMessage, guid: c.guid, mensaje: 'Otra cosa', idusuario: 1 },
      });
      expect(edit.statusCode).toBe(501);
      expect(edit.json()).toEqual({ success: false, code: 'BUSINESS_RULE', message: chatMessages.recordEdit });
      const remove = await call('DELETE', `/${c.answer}`, fixture.adminToken);
      expect(remove.statusCode).toBe(501);
      expect(remove.json()).toEqual({ success: false, code: 'BUSINESS_RULE', message: chatMessages.recordDelete });
      // The reporter may not change its own words either.
      expect(
        (await call('PUT', '/', c.reporter, { den_chat_mensajes: { idmensaje: c.reporterMessage, mensaje: 'x' } }))
          .statusCode,
      ).toBe(501);
      expect((await call('DELETE', `/${c.reporterMessage}`, c.reporter)).statusCode).toBe(501);

      const list = await call('POST', '/GetList', fixture.adminToken, {
        length: -1,
        columns: [{ name: 'guid', data: c.guid }],
      });
      expect(list.json().data.map((m: { mensaje: string }) => m.mensaje)).toEqual([secret, 'Gracias']);
      expect(await auditRows(c.iddenuncia, 'editar_mensaje')).toEqual([
        {
          iddenuncia: c.iddenuncia,
          accion: 'editar_mensaje',
          resultado: 'denegado',
          detalle: `idmensaje=${c.reporterMessage} BUSINESS_RULE`,
        },
      ]);
      const deletions = await auditRows(c.iddenuncia, 'eliminar_mensaje');
      expect(deletions).toEqual([
        {
          iddenuncia: c.iddenuncia,
          accion: 'eliminar_mensaje',
          resultado: 'denegado',
          detalle: `idmensaje=${c.answer} BUSINESS_RULE`,
        },
      ]);
      expect(JSON.stringify(deletions)).not.toContain('Gracias');
    });

    it('PUT / and DELETE /{id}: the same refusal once the complaint is resolved', async () => {
      const c = await caseWithMessages();
      await setComplaintStatus(t.app, { idcliente: fixture.tenant.idcliente, guid: c.guid }, 1);
      expect((await call('DELETE', `/${c.answer}`, fixture.adminToken)).json().message).toBe(chatMessages.recordDelete);
    });

    it('PUT / and DELETE /{id}: 404 for a message the caller may not read; 400 for a malformed body; 403 for visitors', async () => {
      const c = await caseWithMessages();
      const other = await caseWithMessages();
      expect((await call('DELETE', `/${other.answer}`, c.reporter)).statusCode).toBe(404);
      expect((await call('DELETE', `/${c.answer}`, fixture.otherAdminToken)).statusCode).toBe(404);
      const missing = await call('PUT', '/', fixture.adminToken, { den_chat_mensajes: { idmensaje: 2147483000 } });
      expect(missing.statusCode).toBe(404);
      const denied = await t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'resultado', 'detalle'])
        .where('idcliente', '=', fixture.tenant.idcliente)
        .where('accion', '=', 'editar_mensaje')
        .where('detalle', 'like', 'idmensaje=2147483000%')
        .execute();
      expect(denied).toEqual([{ iddenuncia: null, resultado: 'denegado', detalle: 'idmensaje=2147483000 NOT_FOUND' }]);

      for (const body of [{}, { den_chat_mensajes: {} }, { den_chat_mensajes: { idmensaje: 'uno' } }, { otro: 1 }]) {
        const res = await call('PUT', '/', fixture.adminToken, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      const visitor = await issueAccessToken(t.app, fixture.tenant.idcliente, 'Publico');
      expect((await call('DELETE', `/${c.answer}`, visitor)).statusCode).toBe(403);
    });
  });
}
