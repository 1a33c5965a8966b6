import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { bearer, demoTenantAndAdmin, issueAccessToken } from '../test/factories.ts';
import { depthMessage, nulMessage } from './text-guard.ts';

const nul = 'Antes\u0000después';
const beyondInt4 = 2_147_483_648;

/**
 * Hostile input that PostgreSQL used to answer with 500 (ids past its integer column, a NUL in
 * text): both dialects refuse it with 400 before any query, and nothing is stored.
 */
for (const dialect of DIALECTS) {
  describe(`input bounds: ids past int4 and NUL characters are 400, never 500 [${dialect}]`, () => {
    let t: TestApp;
    let adminToken: string;
    let idcliente: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const demo = await demoTenantAndAdmin(t.app);
      idcliente = demo.idcliente;
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', demo.admin);
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
      return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    }

    it('400 for ids of 2^31 in paths, bodies and list filters (unauthenticated logo included)', async () => {
      const answers = await Promise.all([
        call('GET', `/api/publico/cliente/${beyondInt4}/logo`),
        call('GET', `/api/denuncias/trans_menu/${beyondInt4}`, adminToken),
        call('GET', `/api/denuncias/den_denuncias/${beyondInt4}`, adminToken),
        call('GET', `/api/gdoc/documento/${beyondInt4}`, adminToken),
        call('DELETE', `/api/denuncias/trans_menu/${beyondInt4}`, adminToken),
        call('POST', '/api/denuncias/trans_menu_opcion/', adminToken, {
          trans_menu_opcion: { idmenu: beyondInt4, titulo: 'x', url: '/x', orden: 1 },
        }),
        call('POST', '/api/denuncias/trans_menu/GetList', adminToken, {
          columns: [{ name: 'idmenu', data: beyondInt4 }],
        }),
        call('POST', '/api/denuncias/den_denuncias/GetList', adminToken, {
          filtros: { idestadodenuncia: beyondInt4 },
        }),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });

    it('400 for a NUL in a menu title, a content, a mail template and a chat guid; nothing stored', async () => {
      const menusBefore = (await call('POST', '/api/denuncias/trans_menu/GetList', adminToken, {})).json().total;
      const menu = await call('POST', '/api/denuncias/trans_menu/', adminToken, {
        trans_menu: { titulo: nul, codigo: 'nul', ididioma: 1 },
      });
      expect(menu.statusCode).toBe(400);
      expect(menu.json().errors).toEqual([{ path: 'body.trans_menu.titulo', message: nulMessage }]);
      expect((await call('POST', '/api/denuncias/trans_menu/GetList', adminToken, {})).json().total).toBe(menusBefore);

      const content = await call('POST', '/api/denuncias/den_denuncia_content/', adminToken, {
        den_denuncia_content: { codigo: 'nul', ididioma: 1, contenido: `<p>${nul}</p>` },
      });
      expect(content.statusCode).toBe(400);

      const templates = (await call('POST', '/api/denuncias/mail_plantillas/GetList', adminToken, {})).json().data;
      const template = templates[0] as { idplantilla: number; asunto: string; cuerpo: string };
      const put = await call('PUT', '/api/denuncias/mail_plantillas/', adminToken, {
        mail_plantillas: { idplantilla: template.idplantilla, asunto: nul, cuerpo: template.cuerpo, activo: true },
      });
      expect(put.statusCode).toBe(400);
      const after = (await call('POST', '/api/denuncias/mail_plantillas/GetList', adminToken, {})).json().data;
      expect(after.find((x: { idplantilla: number }) => x.idplantilla === template.idplantilla).asunto).toBe(
        template.asunto,
      );

      const chat = await call('POST', '/api/denuncias/den_chat_mensajes/GetList', adminToken, {
        columns: [{ name: 'guid', data: `0000\u0000` }],
      });
      expect(chat.statusCode).toBe(400);
      const query = await call('GET', `/api/publico/cliente/info?x=a%00b`, adminToken);
      expect(query.statusCode).toBe(400);
      expect(query.json().errors).toEqual([{ path: 'querystring.x', message: nulMessage }]);
    });

    it('menu option URLs refuse protocol-relative and backslash forms (400)', async () => {
      const menu = await call('POST', '/api/denuncias/trans_menu/', adminToken, {
        trans_menu: { titulo: 'Enlaces', codigo: 'enlaces-url', ididioma: 1 },
      });
      const { idmenu } = menu.json().data as { idmenu: number };
      for (const url of ['//evil.example', '/\\evil.example', '/ok\\..\\x']) {
        const res = await call('POST', '/api/denuncias/trans_menu_opcion/', adminToken, {
          trans_menu_opcion: { idmenu, titulo: 'Malo', url, orden: 1 },
        });
        expect(res.statusCode, url).toBe(400);
      }
      const good = await call('POST', '/api/denuncias/trans_menu_opcion/', adminToken, {
        trans_menu_opcion: { idmenu, titulo: 'Bueno', url: '/denuncias', orden: 1 },
      });
      expect(good.statusCode).toBe(200);
    });

    it('400, not a stack overflow, for JSON nested 100,000 deep, in a whole body or at a leaf', async () => {
      const arrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      function raw(url: string, body: string, token?: string) {
        return t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          payload: body,
        });
      }
      const answers = await Promise.all([
        raw('/api/denuncias/den_denuncias/GetList', arrays, adminToken),
        raw('/api/denuncias/den_denuncias/GetList', `{"filtros":{"texto":${arrays}}}`, adminToken),
        raw('/api/denuncias/den_tipos_denuncia/', objects, adminToken),
        raw('/api/auth/informante', `{"receipt":"x","url":${objects}}`),
        raw('/api/publico/menurol/fromMenu', arrays, await issueAccessToken(t.app, idcliente, 'Publico')),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().errors[0].message).toBe(depthMessage);
      }
      // Depth that a real request could have still reaches validation (its own 400 or 200).
      const shallow = await raw(
        '/api/denuncias/den_denuncias/GetList',
        '{"start":0,"length":10,"filtros":{}}',
        adminToken,
      );
      expect(shallow.statusCode).toBe(200);
    });
  });
}

describe('SQLite database file', () => {
  it('is created owner-only (0600), and an existing 0644 file is narrowed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-mode-'));
    try {
      const file = path.join(dataDir, 'atalaya.sqlite');
      const first = openDatabase({ databaseUrl: undefined, dataDir });
      await first.destroy();
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.chmodSync(file, 0o644);
      const again = openDatabase({ databaseUrl: undefined, dataDir });
      await again.destroy();
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
