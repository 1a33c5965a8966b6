import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { addStatus, postComplaint } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

/** Issue 17 §4 (art 9.2.e): the address only for "there is news" notices (decision 046). */
const address = 'avisos-marcador-4f2e@example.test';
const noticeUrl = '/api/denuncias/den_denuncias/informante/correo-avisos';

for (const dialect of DIALECTS) {
  describe(`the reporter's notice address [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;
    const logLines: string[] = [];

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { logStream: { write: (line) => logLines.push(line) } });
      f = await caseFixture(t.app);
      await addStatus(t.app, f.tenant.idcliente, 3);
    });
    afterAll(async () => t.close());

    function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    async function stored(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .select(['correo_avisos', 'fec_ultimo_aviso'])
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
    }

    async function notices(): Promise<number> {
      const rows = await t.app.db
        .selectFrom('mail_outbox')
        .select('idcorreo')
        .where('idcliente', '=', f.tenant.idcliente)
        .where('evento', '=', 'aviso_informante')
        .execute();
      return rows.length;
    }

    it('an anonymous filing keeps the address sealed; the reporter sees "on", the handler only true/false', async () => {
      const c = await f.newCase({ correo_avisos: `  ${address} ` });
      const row = await stored(c.iddenuncia);
      expect(row.correo_avisos?.startsWith('v1.')).toBe(true);
      expect(row.correo_avisos).not.toContain(address);

      const own = await inject('GET', '/api/denuncias/den_denuncias/informante', c.reporter);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.avisos_correo).toBe(true);
      expect(own.body).not.toContain(address);

      const handled = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}`, f.adminToken);
      expect(handled.statusCode).toBe(200);
      expect(handled.json().data.avisos_correo).toBe(true);
      expect(handled.body).not.toContain(address);
      expect(handled.body).not.toContain('correo_avisos');

      const without = await f.newCase();
      expect((await stored(without.iddenuncia)).correo_avisos).toBeNull();
      const other = await inject('GET', `/api/denuncias/den_denuncias/${without.iddenuncia}`, f.adminToken);
      expect(other.json().data.avisos_correo).toBe(false);
    });

    it('400 for a bad or too long address, and nothing is stored', async () => {
      async function count(): Promise<number> {
        return (await t.app.db.selectFrom('den_denuncias').select('iddenuncia').execute()).length;
      }
      const before = await count();
      for (const bad of ['no-es-un-correo', `${'a'.repeat(250)}@ex.es`, '']) {
        const res = await postComplaint(t.app, f.publicToken, {
          idtipodenuncia: f.channel.idtipodenuncia,
          correo_avisos: bad,
        });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await count()).toBe(before);

      const c = await f.newCase();
      const put = await inject('PUT', noticeUrl, c.reporter, { correo_avisos: 'mal' });
      expect(put.statusCode).toBe(400);
      expect((await stored(c.iddenuncia)).correo_avisos).toBeNull();
    });

    it('a handler notification queues one notice; a second message within the hour none', async () => {
      const c = await f.newCase({ correo_avisos: address });
      const before = await notices();
      const notified = await inject('POST', '/api/denuncias/den_denuncia_notificaciones/', f.adminToken, {
        den_denuncia_notificaciones: {
          iddenuncia: c.iddenuncia,
          descripcion: 'Admisión',
          contenido: '<p>Admitida</p>',
        },
      });
      expect(notified.statusCode, notified.body).toBe(200);
      expect(await notices()).toBe(before + 1);
      expect((await stored(c.iddenuncia)).fec_ultimo_aviso).not.toBeNull();

      const chat = await inject('POST', '/api/denuncias/den_chat_mensajes/', f.adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: 'Otro mensaje' },
      });
      expect(chat.statusCode).toBe(200);
      const status = await inject('PUT', `/api/denuncias/den_denuncias/${c.iddenuncia}/estado`, f.adminToken, {
        idestadodenuncia: 3,
      });
      expect(status.statusCode, status.body).toBe(200);
      expect(await notices()).toBe(before + 1);

      // An hour later the next message is noticed again.
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_ultimo_aviso: new Date(Date.now() - 3_601_000).toISOString() })
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      await inject('POST', '/api/denuncias/den_chat_mensajes/', f.adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: 'Tercer mensaje' },
      });
      expect(await notices()).toBe(before + 2);
    });

    it("the reporter's own messages queue no notice", async () => {
      const c = await f.newCase({ correo_avisos: address });
      const before = await notices();
      const res = await inject('POST', '/api/denuncias/den_chat_mensajes/', c.reporter, {
        den_chat_mensajes: { guid: c.guid, mensaje: 'Del informante' },
      });
      expect(res.statusCode).toBe(200);
      expect(await notices()).toBe(before);
    });

    it('the reporter removes the address: no more notices; and can leave a new one', async () => {
      const c = await f.newCase({ correo_avisos: address });
      const removed = await inject('DELETE', noticeUrl, c.reporter);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true, data: { avisos_correo: false } });
      expect(await stored(c.iddenuncia)).toEqual({ correo_avisos: null, fec_ultimo_aviso: null });
      const before = await notices();
      await inject('POST', '/api/denuncias/den_denuncia_notificaciones/', f.adminToken, {
        den_denuncia_notificaciones: { iddenuncia: c.iddenuncia, descripcion: 'Aviso', contenido: '<p>Texto</p>' },
      });
      expect(await notices()).toBe(before);
      const handled = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}`, f.adminToken);
      expect(handled.json().data.avisos_correo).toBe(false);

      const set = await inject('PUT', noticeUrl, c.reporter, { correo_avisos: 'nuevo-aviso@example.test' });
      expect(set.statusCode).toBe(200);
      expect(set.json().data.avisos_correo).toBe(true);
      await inject('PUT', `/api/denuncias/den_denuncias/${c.iddenuncia}/estado`, f.adminToken, {
        idestadodenuncia: 3,
      });
      expect(await notices()).toBe(before + 1);
      // Only the reporter's own token reaches these routes.
      expect((await inject('DELETE', noticeUrl, f.adminToken)).statusCode).toBe(403);
    });

    it('resolving deletes the address in the same change (its last notice queued); no more can be set', async () => {
      const c = await f.newCase({ correo_avisos: address });
      const before = await notices();
      const res = await inject('POST', `/api/denuncias/den_denuncias/${c.iddenuncia}/resolver`, f.adminToken, {
        resolucion: 'Resuelta',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.avisos_correo).toBe(false);
      expect(await stored(c.iddenuncia)).toEqual({ correo_avisos: null, fec_ultimo_aviso: null });
      expect(await notices()).toBe(before + 1);
      const again = await inject('PUT', noticeUrl, c.reporter, { correo_avisos: address });
      expect(again.statusCode).toBe(501);
      expect((await stored(c.iddenuncia)).correo_avisos).toBeNull();
      const own = await inject('GET', '/api/denuncias/den_denuncias/informante', c.reporter);
      expect(own.json().data.avisos_correo).toBe(false);
    });

    it('the outbox screen never shows the address, not even masked', async () => {
      const res = await inject('POST', '/api/denuncias/mail_outbox/GetList', f.adminToken, { start: 0, length: 100 });
      expect(res.statusCode).toBe(200);
      const rows = res.json<{ data: { evento: string; destinatario: string }[] }>().data;
      const own = rows.filter((r) => r.evento === 'aviso_informante');
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.destinatario === '***')).toBe(true);
      expect(res.body).not.toContain('avisos-marcador');
    });

    it.runIf(dialect === 'sqlite')('the SQLite files hold the address nowhere in clear', () => {
      const files = fs.readdirSync(t.config.dataDir).filter((name) => name.startsWith('atalaya.sqlite'));
      const bytes = Buffer.concat(files.map((name) => fs.readFileSync(path.join(t.config.dataDir, name))));
      expect(bytes.includes(Buffer.from('Formulario de prueba', 'utf8'))).toBe(true);
      expect(bytes.includes(Buffer.from(address, 'utf8'))).toBe(false);
      expect(bytes.includes(Buffer.from('avisos-marcador', 'utf8'))).toBe(false);
    });

    it('the logs never hold the address', () => {
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.join('\n')).not.toContain('avisos-marcador');
    });
  });
}
