import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { caseReferenceOf } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { freePort, startSmtp, type Received } from '../../test/smtp-server.ts';
import { dispatchOutbox } from './mail-dispatch.job.ts';

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => `%${hex}`),
            'utf8',
          )
            .toString('utf8')
            .replace(/(%[0-9A-F]{2})+/gi, (m) => decodeURIComponent(m)),
    );
}

/** The decoded text of a received message (quoted-printable soft breaks and =XX undone). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

const address = 'aviso-smtp-9c1d@example.test';
const content = {
  title: 'MARCADOR-TITULO-3e7a',
  body: 'MARCADOR-CONTENIDO-81fd',
  chat: 'MARCADOR-CHAT-55b0',
  authority: 'MARCADOR-JUZGADO-0c4e',
} as const;

/** Issue 17 §4 through the real SMTP server process: the reporter's notice has no content (decision 046). */
for (const dialect of DIALECTS) {
  describe(`the reporter's notice mail, sent through SMTP [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;
    let smtpPort: number;

    beforeAll(async () => {
      smtpPort = await freePort();
      t = await buildTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
      f = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    function inject(method: 'POST', url: string, token: string, payload: object) {
      return t.app.inject({ method, url, headers: bearer(token), payload });
    }

    /** Runs the dispatcher once against a real SMTP server on loopback; answers what it received. */
    async function deliver(): Promise<Received[]> {
      const smtp = await startSmtp(smtpPort);
      try {
        const result = await dispatchOutbox(
          {
            db: t.app.db,
            dialect,
            tenantKeys: t.app.tenantKeys,
            smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
            from: 'Atalaya <no-reply@atalaya.invalid>',
            retryBaseSeconds: 30,
          },
          new Date(Date.now() + 1_000),
        );
        expect(result.failed).toBe(0);
        return smtp.received.filter((m) => m.to.includes(address));
      } finally {
        await smtp.close();
      }
    }

    it('a notification and a chat message within the hour: one mail, with neither content nor reference', async () => {
      const c = await f.newCase({ correo_avisos: address });
      const referencia = await caseReferenceOf(t.app, f.tenant.idcliente, c.guid);
      const notified = await inject('POST', '/api/denuncias/den_denuncia_notificaciones/', f.adminToken, {
        den_denuncia_notificaciones: {
          iddenuncia: c.iddenuncia,
          descripcion: content.title,
          contenido: `<p>${content.body}</p>`,
        },
      });
      expect(notified.statusCode, notified.body).toBe(200);
      const chat = await inject('POST', '/api/denuncias/den_chat_mensajes/', f.adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: content.chat },
      });
      expect(chat.statusCode).toBe(200);

      const mails = await deliver();
      expect(mails).toHaveLength(1);
      const text = decoded(mails[0]?.raw ?? '');
      const subject = decodedHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(mails[0]?.raw ?? '')?.[1] ?? '');
      expect(subject).toBe(`${f.tenant.nombre}: hay novedades en su comunicación`);
      expect(text).toContain('Hay novedades en su comunicaci');
      expect(text).toContain(`https://${f.tenant.codigo}.example.test/denuncias/seguimiento`);
      expect(text).not.toContain('/admin/');
      for (const secret of [...Object.values(content), referencia, c.guid, c.receipt]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(subject).not.toContain(referencia);
    });

    it('the disclosure notice reaches the reporter, even right after another notice', async () => {
      const c = await f.newCase({ correo_avisos: address });
      await inject('POST', '/api/denuncias/den_chat_mensajes/', f.adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: content.chat },
      });
      expect(await deliver()).toHaveLength(1);

      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const disclosed = await inject(
        'POST',
        `/api/denuncias/den_denuncias/${c.iddenuncia}/revelaciones`,
        f.adminToken,
        {
          destinatario: content.authority,
          base_legal: 'Requerimiento judicial, art. 33.3 Ley 2/2023',
          fecha: yesterday,
          avisar: true,
        },
      );
      expect(disclosed.statusCode, disclosed.body).toBe(201);
      const mails = await deliver();
      expect(mails).toHaveLength(1);
      const text = decoded(mails[0]?.raw ?? '');
      expect(text).toContain('/denuncias/seguimiento');
      expect(text).not.toContain(content.authority);
      expect(text).not.toContain('33.3');
    });

    it('no mail once the reporter removed the address', async () => {
      const c = await f.newCase({ correo_avisos: address });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/denuncias/den_denuncias/informante/correo-avisos',
        headers: bearer(c.reporter),
      });
      expect(removed.statusCode).toBe(200);
      await inject('POST', '/api/denuncias/den_chat_mensajes/', f.adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: content.chat },
      });
      expect(await deliver()).toHaveLength(0);
    });
  });
}
