import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../domain/tenant/tenant-provisioning.service.ts';
import { sealedBodyNotice } from '../../lib/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, newAdminToken } from '../../test/factories.ts';
import { operatorDeps, tokenOfLink } from '../../test/operator-fixtures.ts';
import { freePort, startSmtp } from '../../test/smtp-server.ts';
import { dispatchOutbox } from './mail-dispatch.job.ts';

/** The decoded text of a received message (quoted-printable soft breaks and =XX undone). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

for (const dialect of DIALECTS) {
  describe(`the invitation mail: sealed in the outbox, sent with its link [${dialect}]`, () => {
    let t: TestApp;
    let smtpPort: number;

    beforeAll(async () => {
      smtpPort = await freePort();
      t = await buildTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    });
    afterAll(async () => t.close());

    it('the outbox screen never shows the link; the dispatcher sends it to the invited address', async () => {
      const created = await createTenant(operatorDeps(t.app), {
        codigo: 'correo',
        nombre: 'Entidad Correo',
        hosts: ['correo.ejemplo.es'],
        adminEmail: 'primera@correo.es',
        idiomas: ['es'],
      });
      if (!created.ok) {
        throw new Error(created.problems.join('\n'));
      }
      const { idcliente, invitationLink } = created.value;

      const listed = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/mail_outbox/GetList',
        headers: bearer(await newAdminToken(t.app, idcliente)),
        payload: { start: 0, length: 10 },
      });
      expect(listed.statusCode).toBe(200);
      const [row] = listed.json<{ data: { evento: string; cuerpo: string; destinatario: string }[] }>().data;
      expect(row).toMatchObject({ evento: 'invitacion', cuerpo: sealedBodyNotice, destinatario: 'p***@correo.es' });
      expect(listed.body).not.toContain(tokenOfLink(invitationLink));

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
        const mail = smtp.received.find((m) => m.to.includes('primera@correo.es'));
        expect(mail).toBeDefined();
        const text = decoded(mail?.raw ?? '');
        expect(text).toContain(invitationLink);
        expect(text).toContain('Responsable del Sistema');
      } finally {
        await smtp.close();
      }
    });
  });
}
