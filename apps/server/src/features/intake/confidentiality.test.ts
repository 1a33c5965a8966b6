import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, fileComplaint, receiptLogin, sidOf, validAnswers } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const markers = {
  answer: 'MARCADOR-RESPUESTA-7f3a9',
  contact: 'MARCADOR-CONTACTO-91bc2',
  contactEmail: 'marcador-correo-5e1d@example.test',
  chat: 'MARCADOR-CHAT-2d4e8',
  admin: 'MARCADOR-GESTOR-c0ffe',
  addition: 'MARCADOR-AMPLIACION-a11ce',
  notification: 'MARCADOR-NOTIFICACION-b0b0',
} as const;

for (const dialect of DIALECTS) {
  describe(`complaints: confidentiality at rest and in logs [${dialect}]`, () => {
    let t: TestApp;
    const logLines: string[] = [];
    const secrets: string[] = [];

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { logStream: { write: (line) => logLines.push(line) } });
      const tenant = await buildTenant(t.app);
      const channel = await buildChannel(t.app, tenant.idcliente);
      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const adminToken = await newAdminToken(t.app, tenant.idcliente);

      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        answers: validAnswers({ hechos: `Hechos ${markers.answer}`, personas: markers.answer }),
        anonima: false,
        contact: { nombre: markers.contact, email: markers.contactEmail, telefono: '+34 611 222 333' },
      });
      const login = await receiptLogin(t.app, filed.receipt.toLowerCase(), `${tenant.codigo}.example.test`);
      const pair = login.json<{ accesstoken: { token: string }; refreshtoken: { token: string } }>();
      const reporter = pair.accesstoken.token;
      secrets.push(
        filed.receipt,
        filed.receipt.replaceAll('-', ''),
        reporter,
        pair.refreshtoken.token,
        publicToken,
        adminToken,
      );
      secrets.push(sidOf(reporter));

      function send(token: string, mensaje: string) {
        return t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_chat_mensajes/',
          headers: bearer(token),
          payload: { den_chat_mensajes: { guid: filed.guid, mensaje } },
        });
      }
      expect((await send(reporter, markers.chat)).statusCode).toBe(200);
      expect((await send(adminToken, markers.admin)).statusCode).toBe(200);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/ampliar',
        headers: bearer(reporter),
        payload: { informacion: markers.addition },
      });
      expect(added.statusCode).toBe(200);
      const { iddenuncia } = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('guid', '=', filed.guid)
        .executeTakeFirstOrThrow();
      const notification = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_notificaciones/',
        headers: bearer(adminToken),
        payload: {
          den_denuncia_notificaciones: {
            iddenuncia,
            descripcion: 'Aviso',
            contenido: `<p>${markers.notification}</p>`,
          },
        },
      });
      expect(notification.statusCode).toBe(200);
      // Everything readable through the API: so the markers were really sent and stored.
      const view = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(reporter),
      });
      expect(view.body).toContain(markers.answer);
    });
    afterAll(async () => t.close());

    it('the complaint, chat and notification rows hold no marker and no receipt in clear', async () => {
      const complaints = await t.app.db.selectFrom('den_denuncias').selectAll().execute();
      const chat = await t.app.db.selectFrom('den_chat_mensajes').selectAll().execute();
      const notifications = await t.app.db.selectFrom('den_denuncia_notificaciones').selectAll().execute();
      const sessions = await t.app.db.selectFrom('sesiones').selectAll().execute();
      const dump = JSON.stringify([complaints, chat, notifications, sessions]);
      expect(chat).toHaveLength(3);
      expect(notifications).toHaveLength(2);
      for (const text of [...Object.values(markers), ...secrets.slice(0, 2)]) {
        expect(dump).not.toContain(text);
      }
      for (const complaint of complaints) {
        expect(complaint.respuestas.startsWith('v1.')).toBe(true);
        expect(complaint.contacto?.startsWith('v1.')).toBe(true);
      }
    });

    it.runIf(dialect === 'sqlite')(
      'the SQLite files (database, WAL, shared memory) hold no marker and no receipt',
      () => {
        const files = fs.readdirSync(t.config.dataDir).filter((name) => name.startsWith('atalaya.sqlite'));
        expect(files).toContain('atalaya.sqlite');
        const bytes = Buffer.concat(files.map((name) => fs.readFileSync(path.join(t.config.dataDir, name))));
        // The check can see plaintext: the (not confidential) form name is there.
        expect(bytes.includes(Buffer.from('Formulario de prueba', 'utf8'))).toBe(true);
        for (const text of [...Object.values(markers), ...secrets.slice(0, 2)]) {
          expect(bytes.includes(Buffer.from(text, 'utf8'))).toBe(false);
        }
      },
    );

    it('the logs hold no body, receipt, token, session id or address', () => {
      expect(logLines.length).toBeGreaterThan(0);
      const logs = logLines.join('\n');
      for (const text of [...Object.values(markers), ...secrets, '127.0.0.1', 'lightMyRequest']) {
        expect(logs).not.toContain(text);
      }
    });
  });
}
