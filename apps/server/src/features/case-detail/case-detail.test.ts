import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { addStatus, everyFieldTypeForm, validAnswers, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { nowIso } from '../../lib/time.ts';
import { answerDeadline } from '../../domain/case-deadlines/deadlines.rules.ts';

const base = '/api/denuncias/den_denuncias';
const resolvedLock = 'La denuncia está resuelta y no admite cambios';
const contact = { nombre: 'Ana Pérez', email: 'ana@example.test', telefono: '+34 600 111 222' };

for (const dialect of DIALECTS) {
  describe(`complaints: case detail, status and resolution [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;
    let adminToken: string;
    let otherAdminToken: string;
    /** A new complaint of the tenant: its id, guid, filing date and reporter token. */
    let newCase: CaseFixture['newCase'];

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ tenant, channel, publicToken, adminToken, otherAdminToken, newCase } = await caseFixture(t.app));
      await addStatus(t.app, tenant.idcliente, 3, 'En investigación', '#1565c0');
    });
    afterAll(async () => t.close());

    function inject(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: Record<string, unknown>) {
      return t.app.inject({ method, url, headers: bearer(token), payload });
    }

    async function auditRows(iddenuncia: number | null) {
      let q = t.app.db.selectFrom('den_auditoria').selectAll().where('idcliente', '=', tenant.idcliente);
      q = iddenuncia === null ? q.where('iddenuncia', 'is', null) : q.where('iddenuncia', '=', iddenuncia);
      return q.orderBy('idauditoria').execute();
    }

    it('200: the administrator reads the case decrypted: answers, contact, form, names, colour, deadlines', async () => {
      const c = await newCase({ anonima: false, contact });
      const res = await inject('GET', `${base}/${c.iddenuncia}`, adminToken);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        iddenuncia: c.iddenuncia,
        guid: c.guid,
        idtipodenuncia: channel.idtipodenuncia,
        tipo: 'Fraude',
        idestadodenuncia: 2,
        estado: 'Recibida',
        anonima: false,
        ididioma: 1,
        resolucion: null,
        fec_resolucion: null,
        prorroga: null,
        contacto: contact,
        answers: validAnswers(),
        vence_respuesta: answerDeadline(c.fec_alta),
        dias_acuse: null,
      });
      expect(typeof data.color).toBe('string');
      expect(data.color).not.toBe('');
      expect(data.campos.map((f: { id: string }) => f.id)).toEqual(everyFieldTypeForm.map((f) => f.id));
      expect(data.dias_respuesta).toBeGreaterThan(80);
      expect(data).not.toHaveProperty('receipt_hash');
      expect(data).not.toHaveProperty('respuestas');
    });

    it('200: anonymous case has no contact; dias_acuse counts while not acknowledged', async () => {
      const c = await newCase();
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_acuse: null })
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      const { data } = (await inject('GET', `${base}/${c.iddenuncia}`, adminToken)).json();
      expect(data.contacto).toBeNull();
      expect(data.dias_acuse).toBe(7);
    });

    it('200: campos are those of the form version the complaint answered, not the current one', async () => {
      const c = await newCase();
      await t.app.db
        .insertInto('den_formularios_versiones')
        .values({
          idformulario: channel.idformulario,
          version: 1,
          campos: JSON.stringify(everyFieldTypeForm),
          fec_alta: nowIso(),
        })
        .execute();
      await t.app.db
        .updateTable('den_formularios')
        .set({
          version: 2,
          campos: JSON.stringify([{ id: 'nuevo', tipo: 'texto_corto', etiqueta: { es: 'Nuevo' } }]),
        })
        .where('idformulario', '=', channel.idformulario)
        .execute();
      try {
        const { data } = (await inject('GET', `${base}/${c.iddenuncia}`, adminToken)).json();
        expect(data.campos.map((f: { id: string }) => f.id)).toEqual(everyFieldTypeForm.map((f) => f.id));
      } finally {
        await t.app.db
          .updateTable('den_formularios')
          .set({ version: 1, campos: JSON.stringify(everyFieldTypeForm) })
          .where('idformulario', '=', channel.idformulario)
          .execute();
      }
    });

    it("404 for another tenant's administrator; 403 for reporter and public tokens; 400 for bad ids", async () => {
      const c = await newCase();
      const foreign = await inject('GET', `${base}/${c.iddenuncia}`, otherAdminToken);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(c.guid);
      expect((await inject('GET', `${base}/999999`, adminToken)).statusCode).toBe(404);
      expect((await inject('GET', `${base}/${c.iddenuncia}`, c.reporter)).statusCode).toBe(403);
      expect((await inject('GET', `${base}/${c.iddenuncia}`, publicToken)).statusCode).toBe(403);
      expect((await inject('GET', `${base}/abc`, adminToken)).statusCode).toBe(400);
      expect((await inject('GET', `${base}/0`, adminToken)).statusCode).toBe(400);
      expect((await inject('GET', `${base}/-3`, adminToken)).statusCode).toBe(400);
    });

    it('the static den_denuncias routes still win over :id', async () => {
      const c = await newCase();
      const own = await inject('GET', `${base}/informante`, c.reporter);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().data.guid).toBe(c.guid);
      expect((await inject('GET', `${base}/informante`, adminToken)).statusCode).toBe(403);
      const list = await inject('POST', `${base}/GetList`, adminToken, {});
      expect(list.statusCode, list.body).toBe(200);
      const more = await inject('POST', `${base}/ampliar`, c.reporter, { informacion: 'Algo más', documentos: [] });
      expect(more.statusCode, more.body).toBe(200);
    });

    it('PUT estado: 200 moves to another status of the tenant and audits "de 2 a 3"', async () => {
      const c = await newCase();
      const res = await inject('PUT', `${base}/${c.iddenuncia}/estado`, adminToken, { idestadodenuncia: 3 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ idestadodenuncia: 3, estado: 'En investigación', color: '#1565c0' });
      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select('idestadodenuncia')
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored.idestadodenuncia).toBe(3);
      const rows = await auditRows(c.iddenuncia);
      expect(rows.at(-1)).toMatchObject({ accion: 'cambiar_estado', resultado: 'ok', detalle: 'de 2 a 3' });
    });

    it('PUT estado: 400 for an unknown status, status 1, a bad body; 404 elsewhere', async () => {
      const c = await newCase();
      const url = `${base}/${c.iddenuncia}/estado`;
      const unknown = await inject('PUT', url, adminToken, { idestadodenuncia: 77 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([
        { path: 'body.idestadodenuncia', message: 'El estado indicado no existe' },
      ]);
      const resolve = await inject('PUT', url, adminToken, { idestadodenuncia: 1 });
      expect(resolve.statusCode).toBe(400);
      expect(resolve.body).toContain('Para resolver la comunicación use la acción Resolver');
      expect((await inject('PUT', url, adminToken, { idestadodenuncia: '3' })).statusCode).toBe(400);
      expect((await inject('PUT', url, adminToken, { idestadodenuncia: 3, extra: 1 })).statusCode).toBe(400);
      expect((await inject('PUT', url, otherAdminToken, { idestadodenuncia: 2 })).statusCode).toBe(404);
      expect((await inject('PUT', url, c.reporter, { idestadodenuncia: 3 })).statusCode).toBe(403);
      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select('idestadodenuncia')
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored.idestadodenuncia).toBe(2);
    });

    it('resolver: 200 resolves; then the status, a second resolution and the extension answer 501', async () => {
      const c = await newCase();
      const empty = await inject('POST', `${base}/${c.iddenuncia}/resolver`, adminToken, { resolucion: '   ' });
      expect(empty.statusCode).toBe(400);
      const res = await inject('POST', `${base}/${c.iddenuncia}/resolver`, adminToken, {
        resolucion: 'Se ha sancionado al responsable.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        idestadodenuncia: 1,
        estado: 'Resuelta',
        resolucion: 'Se ha sancionado al responsable.',
        dias_respuesta: null,
      });
      expect(res.json().data.fec_resolucion).toEqual(expect.any(String));
      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select(['resolucion', 'idestadodenuncia'])
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored.idestadodenuncia).toBe(1);
      expect(stored.resolucion).not.toContain('sancionado');

      for (const [method, path, body] of [
        ['PUT', 'estado', { idestadodenuncia: 3 }],
        ['POST', 'resolver', { resolucion: 'Otra' }],
        ['POST', 'prorroga', { meses: 2, motivo: 'Diligencias pendientes de terceros' }],
      ] as const) {
        const refused = await inject(method, `${base}/${c.iddenuncia}/${path}`, adminToken, body);
        expect(refused.statusCode, path).toBe(501);
        expect(refused.json().message).toBe(resolvedLock);
      }
      const rows = await auditRows(c.iddenuncia);
      expect(rows.map((r) => [r.accion, r.resultado])).toEqual([
        ['resolver', 'ok'],
        ['cambiar_estado', 'denegado'],
        ['resolver', 'denegado'],
        ['prorrogar', 'denegado'],
      ]);
      expect(rows[1]?.detalle).toBe(`iddenuncia=${c.iddenuncia} BUSINESS_RULE`);
    });

    it('after resolution the reporter sees RESOLUCIÓN and can no longer write or add information', async () => {
      const c = await newCase();
      await inject('POST', `${base}/${c.iddenuncia}/resolver`, adminToken, { resolucion: 'Expediente archivado.' });
      const own = await inject('GET', `${base}/informante`, c.reporter);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ idestadodenuncia: 1, resolucion: 'Expediente archivado.' });
      expect(own.json().data.fec_resolucion).toEqual(expect.any(String));
      const chat = await inject('POST', '/api/denuncias/den_chat_mensajes/', c.reporter, {
        den_chat_mensajes: { guid: c.guid, mensaje: '¿Hay novedades?' },
      });
      expect(chat.statusCode).toBe(501);
      expect(chat.json().message).toBe('La denuncia está resuelta y no admite nuevos mensajes');
      const more = await inject('POST', `${base}/ampliar`, c.reporter, { informacion: 'Algo más', documentos: [] });
      expect(more.statusCode).toBe(501);
      const messages = await t.app.db
        .selectFrom('den_chat_mensajes')
        .select('idmensaje')
        .where('guid', '=', c.guid)
        .execute();
      expect(messages).toHaveLength(0);
    });

    it('the detail leaves a leer_denuncia audit row; a foreign id a denegado row without case', async () => {
      const c = await newCase();
      await inject('GET', `${base}/${c.iddenuncia}`, adminToken);
      expect((await auditRows(c.iddenuncia)).map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
        ['leer_denuncia', 'ok', `iddenuncia=${c.iddenuncia}`],
      ]);
      const before = (await auditRows(null)).length;
      await inject('GET', `${base}/987654`, adminToken);
      const denied = await auditRows(null);
      expect(denied).toHaveLength(before + 1);
      expect(denied.at(-1)).toMatchObject({
        accion: 'leer_denuncia',
        resultado: 'denegado',
        detalle: 'iddenuncia=987654 NOT_FOUND',
      });
      // The reporter's own reads are not audited.
      await inject('GET', `${base}/informante`, c.reporter);
      expect(await auditRows(c.iddenuncia)).toHaveLength(1);
    });
  });
}
