import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueCaseMail } from '../../lib/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, caseReferenceOf, complaintIdOf, fileComplaint } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { freePort, startSmtp } from '../../test/smtp-server.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';
import { dispatchOutbox, type DispatchDeps } from './mail-dispatch.job.ts';
import { mailDepsOf } from './mail.service.ts';

/** The decoded text of a received message (quoted-printable soft breaks and =XX undone). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

for (const dialect of DIALECTS) {
  describe(`mail: templates, outbox and delivery [${dialect}]`, () => {
    let t: TestApp;
    let smtpPort: number;
    let tenant: { idcliente: number; codigo: string; nombre: string };
    let other: { idcliente: number };
    let handler: { idusuario: number; email: string };
    let adminToken: string;
    let otherAdminToken: string;

    beforeAll(async () => {
      smtpPort = await freePort();
      t = await buildTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_BASE_SECONDS: '30' });
      tenant = await buildTenant(t.app);
      other = await buildTenant(t.app);
      handler = await buildAdmin(t.app, tenant.idcliente);
      adminToken = await issueAccessToken(t.app, tenant.idcliente, 'Privado', handler);
      otherAdminToken = await newAdminToken(t.app, other.idcliente);
    });
    afterAll(async () => t.close());

    function deps(): DispatchDeps {
      return {
        db: t.app.db,
        dialect,
        tenantKeys: t.app.tenantKeys,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: 'Atalaya <no-reply@atalaya.invalid>',
        retryBaseSeconds: 30,
      };
    }

    function post(url: string, token: string, payload: object) {
      return t.app.inject({ method: 'POST', url: `/api/denuncias${url}`, headers: bearer(token), payload });
    }

    it('lists the 25 default templates (5 events × 5 languages) and edits one; bad placeholders are a 400', async () => {
      const list = await post('/mail_plantillas/GetList', adminToken, {});
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBe(25);
      const template = list
        .json()
        .data.find((x: { evento: string; ididioma: number }) => x.evento === 'nueva_denuncia' && x.ididioma === 1);
      expect(template.asunto).toContain('{{cliente}}');

      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/denuncias/mail_plantillas/',
        headers: bearer(adminToken),
        payload: {
          mail_plantillas: {
            idplantilla: template.idplantilla,
            asunto: 'Aviso de {{cliente}}',
            cuerpo: 'Hay una comunicación nueva ({{referencia}}). Entre en {{enlace}}',
            activo: true,
          },
        },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().data.asunto).toBe('Aviso de {{cliente}}');

      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/denuncias/mail_plantillas/',
        headers: bearer(adminToken),
        payload: { mail_plantillas: { idplantilla: template.idplantilla, asunto: 'Hola {{contenido}}', cuerpo: 'x' } },
      });
      expect(bad.statusCode).toBe(400);
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/mail_plantillas/${template.idplantilla}`,
        headers: bearer(adminToken),
      });
      expect(after.json().data.asunto).toBe('Aviso de {{cliente}}');

      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/mail_plantillas/${template.idplantilla}`,
        headers: bearer(otherAdminToken),
      });
      expect(foreign.statusCode).toBe(404);
      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      expect((await post('/mail_plantillas/GetList', publicToken, {})).statusCode).toBe(403);
    });

    it('previews a template with sample values', async () => {
      const res = await post('/mail_plantillas/preview', adminToken, {
        evento: 'nueva_denuncia',
        asunto: '{{cliente}} avisa',
        cuerpo: 'Ref {{referencia}} en {{enlace}}',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.asunto).toBe(`${tenant.nombre} avisa`);
      expect(res.json().data.cuerpo).toMatch(/^Ref 2026-0123 en .*\/admin\/denuncias\/gestion\/123$/);
    });

    it('a handler mail is queued with the encrypted address, fails while SMTP is down, and is delivered once it is back', async () => {
      const [queued] = await queueCaseMail(mailDepsOf(t.app), {
        idcliente: tenant.idcliente,
        evento: 'nueva_denuncia',
        iddenuncia: 4321,
        ididioma: 1,
      });
      const idcorreo = queued ?? 0;
      expect(idcorreo).toBeGreaterThan(0);
      const stored = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('idcorreo', '=', idcorreo)
        .executeTakeFirstOrThrow();
      expect(stored.destinatario).not.toContain(handler.email);
      expect(stored.asunto).toBe(`Aviso de ${tenant.nombre}`);

      const now = new Date();
      const down = await dispatchOutbox(deps(), now);
      expect(down.failed).toBeGreaterThanOrEqual(1);
      const failed = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('idcorreo', '=', idcorreo)
        .executeTakeFirstOrThrow();
      expect(failed.estado).toBe('error');
      expect(failed.intentos).toBe(1);
      expect(failed.ultimo_error).not.toContain(handler.email);
      expect(Date.parse(String(failed.proximo_intento))).toBe(now.getTime() + 30_000);

      // Not due yet: nothing is attempted.
      const smtp = await startSmtp(smtpPort);
      try {
        expect(await dispatchOutbox(deps(), new Date(now.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });
        const back = await dispatchOutbox(deps(), new Date(now.getTime() + 31_000));
        expect(back.sent).toBeGreaterThanOrEqual(1);
        const mail = smtp.received.find((m) => m.to.includes(handler.email));
        expect(mail).toBeDefined();
        const text = decoded(mail?.raw ?? '');
        expect(text).toContain(`Aviso de ${tenant.nombre}`);
        expect(text).toContain('/admin/denuncias/gestion/4321');
      } finally {
        await smtp.close();
      }
      const sent = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('idcorreo', '=', idcorreo)
        .executeTakeFirstOrThrow();
      expect(sent.estado).toBe('enviado');
      expect(sent.intentos).toBe(2);
    });

    it('a reporter mail goes only with an e-mail, in their language, with no reference', async () => {
      expect(
        await queueCaseMail(mailDepsOf(t.app), {
          idcliente: tenant.idcliente,
          evento: 'resolucion',
          iddenuncia: 77,
          ididioma: 5,
          reporterEmail: null,
        }),
      ).toEqual([]);
      const smtp = await startSmtp(smtpPort);
      try {
        await queueCaseMail(mailDepsOf(t.app), {
          idcliente: tenant.idcliente,
          evento: 'resolucion',
          iddenuncia: 77,
          ididioma: 5,
          reporterEmail: 'reporter@example.test',
        });
        await dispatchOutbox(deps(), new Date(Date.now() + 1_000));
        const mail = smtp.received.find((m) => m.to.includes('reporter@example.test'));
        expect(mail).toBeDefined();
        const text = decoded(mail?.raw ?? '');
        expect(text).toContain('your report has been resolved');
        expect(text).toContain('/denuncias/seguimiento');
        expect(text).not.toContain('nº 77');
        expect(text).not.toContain('/gestion/77');
      } finally {
        await smtp.close();
      }
    });

    it('case events mail the handlers and the reporter (only with an e-mail), with no case content', async () => {
      const channel = await buildChannel(t.app, tenant.idcliente);
      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const facts = 'Texto secreto de la denuncia 9f3a';
      const smtp = await startSmtp(smtpPort);
      try {
        const filed = await fileComplaint(t.app, publicToken, {
          idtipodenuncia: channel.idtipodenuncia,
          answers: { hechos: facts, fecha: '2026-10-15', lugar: 'Compras', como: 'presencie', areas: ['contratacion'] },
          anonima: false,
          contact: { nombre: 'Ana Informante', email: 'ana@example.test', telefono: '' },
          ididioma: 3,
        });
        const iddenuncia = await complaintIdOf(t.app, tenant.idcliente, filed.guid);
        const referencia = await caseReferenceOf(t.app, tenant.idcliente, filed.guid);
        await dispatchOutbox(deps(), new Date(Date.now() + 1_000));
        // The handlers' mail names the case by its one reference (decision 027).
        const handlerMail = smtp.received.find(
          (m) => m.to.includes(handler.email) && decoded(m.raw).includes(`(${referencia})`),
        );
        expect(handlerMail).toBeDefined();
        const handlerText = decoded(handlerMail?.raw ?? '');
        expect(handlerText).not.toContain(facts);
        expect(handlerText).not.toContain(filed.guid);
        expect(handlerText).not.toContain(filed.receipt);

        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_denuncia_notificaciones/',
          headers: bearer(adminToken),
          payload: {
            den_denuncia_notificaciones: {
              iddenuncia,
              descripcion: 'Petición de datos',
              contenido: '<p>Detalle 77aa</p>',
            },
          },
        });
        expect(answer.statusCode).toBe(200);
        await dispatchOutbox(deps(), new Date(Date.now() + 2_000));
        const reporterMail = smtp.received.find((m) => m.to.includes('ana@example.test'));
        expect(reporterMail).toBeDefined();
        const reporterText = decoded(reporterMail?.raw ?? '');
        // In the complaint's language (3 = eu), no content, no reference, only the follow-up link.
        expect(reporterText).toContain('berritasun bat');
        expect(reporterText).toContain('/denuncias/seguimiento');
        expect(reporterText).not.toContain('77aa');
        expect(reporterText).not.toContain('Petición de datos');
        expect(reporterText).not.toContain(referencia);
        expect(reporterText).not.toContain('/admin/');
      } finally {
        await smtp.close();
      }
    });

    it('a test send is queued; the outbox lists it with a masked address, only to its tenant', async () => {
      const list = await post('/mail_plantillas/GetList', adminToken, {
        columns: [{ name: 'evento', data: 'nueva_respuesta' }],
      });
      const template = list.json().data[0];
      const sent = await post('/mail_plantillas/prueba', adminToken, {
        idplantilla: template.idplantilla,
        destinatario: 'prueba@example.test',
      });
      expect(sent.statusCode).toBe(200);
      const outbox = await post('/mail_outbox/GetList', adminToken, {
        columns: [{ name: 'estado', data: 'pendiente' }],
      });
      expect(outbox.statusCode).toBe(200);
      const row = outbox.json().data.find((m: { idcorreo: number }) => m.idcorreo === sent.json().idcorreo);
      expect(row.destinatario).toBe('p***@example.test');
      const foreign = await post('/mail_outbox/GetList', otherAdminToken, {});
      expect(foreign.json().data.some((m: { idcorreo: number }) => m.idcorreo === sent.json().idcorreo)).toBe(false);
      expect((await post('/mail_outbox/GetList', adminToken, { columns: [{ name: 'x', data: 1 }] })).statusCode).toBe(
        400,
      );
      expect(
        (await post('/mail_plantillas/prueba', adminToken, { idplantilla: template.idplantilla, destinatario: 'no' }))
          .statusCode,
      ).toBe(400);
    });

    it('dispatchers running at once (as several processes would) send each mail once', async () => {
      const smtp = await startSmtp(smtpPort);
      try {
        const addresses = Array.from({ length: 45 }, (_, i) => `once-${i}@example.test`);
        for (const address of addresses) {
          await queueCaseMail(mailDepsOf(t.app), {
            idcliente: tenant.idcliente,
            evento: 'resolucion',
            iddenuncia: 78,
            ididioma: 1,
            reporterEmail: address,
          });
        }
        const at = new Date(Date.now() + 1_000);
        // Three rounds of four dispatchers at once; each claims at most 20 rows a round.
        let sent = 0;
        for (let round = 0; round < 3; round += 1) {
          const results = await Promise.all(Array.from({ length: 4 }, () => dispatchOutbox(deps(), at)));
          sent += results.reduce((sum, r) => sum + r.sent, 0);
        }
        const received = smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith('once-'));
        expect(received.sort()).toEqual([...addresses].sort());
        expect(sent).toBeGreaterThanOrEqual(addresses.length);
      } finally {
        await smtp.close();
      }
    });
  });
}

describe('mail: without an SMTP server', () => {
  it('keeps mails in the outbox with no retry time', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const tenant = await buildTenant(t.app);
      await buildAdmin(t.app, tenant.idcliente);
      const ids = await queueCaseMail(mailDepsOf(t.app), {
        idcliente: tenant.idcliente,
        evento: 'nuevo_mensaje_informante',
        iddenuncia: 5,
        ididioma: 1,
      });
      expect(ids.length).toBe(1);
      const row = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('idcorreo', '=', ids[0] ?? 0)
        .executeTakeFirstOrThrow();
      expect(row.estado).toBe('pendiente');
      expect(row.proximo_intento).toBeNull();
    } finally {
      await t.close();
    }
  });
});
