import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  complaintIdOf,
  everyFieldTypeForm,
  fileComplaint,
  insertUpload,
  postComplaint,
  reporterToken,
  setChannelSettings,
  sidOf,
  validAnswers,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`complaints: filing [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let host: string;
    let channel: Channel;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      host = `${tenant.codigo}.example.test`;
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    function reporterView(token: string) {
      return t.app.inject({ method: 'GET', url: '/api/denuncias/den_denuncias/informante', headers: bearer(token) });
    }

    it('200: a complaint answering every field type is stored and shown decrypted to its reporter (contact never)', async () => {
      const upload = await insertUpload(t.app, { idcliente: tenant.idcliente, sid: sidOf(publicToken) });
      const answers = validAnswers({ pruebas: [upload] });
      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        answers,
        anonima: false,
        contact: { nombre: 'Ana Pérez', email: 'ana@example.test', telefono: '600111222' },
      });
      expect(filed.guid).toMatch(/^[0-9a-f-]{36}$/);
      expect(filed.receipt).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

      const res = await reporterView(await reporterToken(t.app, filed.receipt, host));
      expect(res.statusCode).toBe(200);
      const view = res.json().data;
      expect(view).toMatchObject({
        guid: filed.guid,
        idtipodenuncia: channel.idtipodenuncia,
        tipo: 'Fraude',
        idestadodenuncia: 2,
        estado: 'Recibida',
        fec_alta: filed.fec_alta,
        fec_acuse: filed.fec_alta,
        fec_resolucion: null,
        resolucion: null,
        anonima: false,
      });
      expect(view.answers).toEqual(answers);
      expect(view.campos.map((f: { id: string }) => f.id)).toEqual(everyFieldTypeForm.map((f) => f.id));
      expect(JSON.stringify(view)).not.toContain('Ana Pérez');
      expect(view).not.toHaveProperty('contacto');
      expect(view).not.toHaveProperty('contact');
    });

    it('200: text answers are trimmed and unanswered optional fields are left out', async () => {
      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        answers: { hechos: '   Solo esto.  ', correo: '', continua: false },
      });
      const view = (await reporterView(await reporterToken(t.app, filed.receipt, host))).json().data;
      expect(view.answers).toEqual({ hechos: 'Solo esto.', correo: '', continua: false });
      expect(view.anonima).toBe(true);
    });

    it('400: one error per field, at body.den_denuncias.answers.<id>, in Spanish', async () => {
      const res = await postComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        answers: {
          lugar: 'x'.repeat(51),
          fecha: '2026-02-30',
          correo: 'no-es-un-correo',
          telefono: 'llámame',
          como: 'lo_soñé',
          areas: ['contratacion', 'astrologia'],
          continua: 'sí',
          inventado: 'campo que no existe',
        },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const byPath = Object.fromEntries(body.errors.map((e: { path: string; message: string }) => [e.path, e.message]));
      const p = 'body.den_denuncias.answers';
      expect(byPath).toEqual({
        [`${p}.hechos`]: 'Este campo es obligatorio',
        [`${p}.lugar`]: 'Máximo 50 caracteres',
        [`${p}.fecha`]: 'Introduzca una fecha válida',
        [`${p}.correo`]: 'Introduzca un correo electrónico válido',
        [`${p}.telefono`]: 'Introduzca un teléfono válido',
        [`${p}.como`]: 'Elija una de las opciones',
        [`${p}.areas`]: 'Opción no válida',
        [`${p}.continua`]: 'Valor no válido',
        [`${p}.inventado`]: 'Este campo no pertenece al formulario',
      });
      expect(body.errors).toHaveLength(9);
    });

    it('400: not anonymous without contact data, and privacy not accepted', async () => {
      const noContact = await postComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        anonima: false,
      });
      expect(noContact.statusCode).toBe(400);
      expect(noContact.json().errors).toEqual([
        {
          path: 'body.den_denuncias.contact',
          message: 'Indique sus datos de contacto o elija presentar la comunicación de forma anónima',
        },
      ]);
      const noPrivacy = await postComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        aceptaPrivacidad: false,
      });
      expect(noPrivacy.statusCode).toBe(400);
      expect(noPrivacy.json().errors).toEqual([
        {
          path: 'body.den_denuncias.aceptaPrivacidad',
          message: 'Debe aceptar la información sobre protección de datos',
        },
      ]);
    });

    it("400: an inactive type, another tenant's type or a missing type answer alike", async () => {
      const inactive = await buildChannel(t.app, tenant.idcliente, { activo: false });
      const other = await buildTenant(t.app);
      const foreign = await buildChannel(t.app, other.idcliente);
      for (const idtipodenuncia of [inactive.idtipodenuncia, foreign.idtipodenuncia, 999_999]) {
        const res = await postComplaint(t.app, publicToken, { idtipodenuncia });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([
          {
            path: 'body.den_denuncias.idtipodenuncia',
            message: 'El tipo de comunicación no existe o no está disponible',
          },
        ]);
      }
    });

    it('200: the acknowledgement notification exists in the complaint language, with the tenant text, and fec_acuse is set', async () => {
      await setChannelSettings(t.app, tenant.idcliente, {
        acuse_texto: { es: '<p>Recibida el {fecha}.</p>', en: '<p>Received on {fecha}.<script>x()</script></p>' },
      });
      for (const [ididioma, descripcion, text] of [
        [1, 'Acuse de recibo', 'Recibida el '],
        [5, 'Acknowledgement of receipt', 'Received on '],
        [2, 'Justificant de recepció', 'Hem rebut la vostra comunicació'],
      ] as const) {
        const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia, ididioma });
        const token = await reporterToken(t.app, filed.receipt, host);
        const complaint = await t.app.db
          .selectFrom('den_denuncias')
          .select(['iddenuncia', 'fec_acuse', 'fec_alta'])
          .where('guid', '=', filed.guid)
          .executeTakeFirstOrThrow();
        expect(complaint.fec_acuse).toBe(complaint.fec_alta);
        const list = await t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_denuncia_notificaciones/GetList',
          headers: bearer(token),
          payload: { columns: [{ name: 'iddenuncia', data: complaint.iddenuncia }] },
        });
        expect(list.statusCode).toBe(200);
        const [notification, ...rest] = list.json().data;
        expect(rest).toEqual([]);
        expect(notification).toMatchObject({
          iddenuncia: complaint.iddenuncia,
          descripcion,
          ididioma,
          iddocumento: null,
        });
        expect(notification.contenido).toContain(text);
        expect(notification.contenido).not.toContain('{fecha}');
        expect(notification.contenido).not.toContain('script');
      }
    });

    it('the acknowledgement title is stored sealed for its complaint, never in clear', async () => {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const iddenuncia = await complaintIdOf(t.app, tenant.idcliente, filed.guid);
      const row = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select('descripcion')
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
      expect(row.descripcion).not.toContain('Acuse');
      const key = await t.app.tenantKeys.keyFor(tenant.idcliente);
      expect(decryptText(key, row.descripcion, sealedColumn.notificationTitle(iddenuncia))).toBe('Acuse de recibo');
    });

    it("429: the tenant's hourly cap (max_denuncias_hora) refuses more complaints, other tenants still file", async () => {
      const capped = await buildTenant(t.app);
      const cappedChannel = await buildChannel(t.app, capped.idcliente);
      await setChannelSettings(t.app, capped.idcliente, { max_denuncias_hora: 2 });
      const token = await issueAccessToken(t.app, capped.idcliente, 'Publico');
      await fileComplaint(t.app, token, { idtipodenuncia: cappedChannel.idtipodenuncia });
      await fileComplaint(t.app, token, { idtipodenuncia: cappedChannel.idtipodenuncia });
      const refused = await postComplaint(t.app, token, { idtipodenuncia: cappedChannel.idtipodenuncia });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Se ha alcanzado el número máximo de comunicaciones por hora. Inténtelo más tarde.',
      });
      await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
    });

    it('401 without a token; 403 for Informante and administrator tokens', async () => {
      const none = await t.app.inject({ method: 'POST', url: '/api/denuncias/den_denuncias/', payload: {} });
      expect(none.statusCode).toBe(401);
      const admin = await buildAdmin(t.app, tenant.idcliente);
      const adminToken = await issueAccessToken(t.app, tenant.idcliente, 'Privado', admin);
      expect((await postComplaint(t.app, adminToken, { idtipodenuncia: channel.idtipodenuncia })).statusCode).toBe(403);
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const reporter = await reporterToken(t.app, filed.receipt, host);
      expect((await postComplaint(t.app, reporter, { idtipodenuncia: channel.idtipodenuncia })).statusCode).toBe(403);
    });

    it('200: a citizen (Ciudadano) files too; the new complaint takes the tenant status flagged inicial', async () => {
      const citizen = await issueAccessToken(t.app, tenant.idcliente, 'Ciudadano');
      await t.app.db
        .insertInto('den_estados_denuncia')
        .values({
          idcliente: tenant.idcliente,
          idestadodenuncia: 7,
          nombre: '{"es":"Nueva"}',
          color: '#000000',
          orden: 0,
          inicial: 1,
        })
        .execute();
      await t.app.db
        .updateTable('den_estados_denuncia')
        .set({ inicial: 0 })
        .where('idcliente', '=', tenant.idcliente)
        .where('idestadodenuncia', '!=', 7)
        .execute();
      const filed = await fileComplaint(t.app, citizen, { idtipodenuncia: channel.idtipodenuncia });
      const view = (await reporterView(await reporterToken(t.app, filed.receipt, host))).json().data;
      expect(view).toMatchObject({ idestadodenuncia: 7, estado: 'Nueva' });
    });
  });
}
