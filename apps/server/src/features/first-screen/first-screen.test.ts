import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenElementId, firstScreenSchema } from '@atalaya/contract/landing/first-screen';
import type { FirstScreen } from '@atalaya/contract/landing/first-screen';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, demoTenantAndAdmin, newAdminToken } from '../../test/factories.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const genericSplash =
  '<div id="atalaya-splash" aria-hidden="true" inert>\n  <div class="as-header"></div>\n  <!-- /splash -->\n</div>';
const shell = `<!doctype html><html><head><title>t</title></head><body>${genericSplash}<div id="root"></div></body></html>`;
const carried = new RegExp(`<script type="application/json" id="${firstScreenElementId}">(.*?)</script>`, 's');

function splashOf(body: string): string {
  return /<div id="atalaya-splash"[\s\S]*?<!-- \/splash -->\s*<\/div>/.exec(body)?.[0] ?? '';
}

function firstScreenOf(body: string): FirstScreen | null {
  const match = carried.exec(body);
  return match?.[1] ? firstScreenSchema.parse(JSON.parse(match[1])) : null;
}

function sidOf(token: string): unknown {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }).sid;
}

describe.each(DIALECTS)('the first screen carried by the HTML [%s]', (dialect) => {
  let t: TestApp;
  let dist: string;
  let adminToken: string;
  let idcliente: number;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-first-screen-'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    t = await buildTestApp(dialect, { WEB_DIST_DIR: dist });
    idcliente = (await demoTenantAndAdmin(t.app)).idcliente;
    adminToken = await newAdminToken(t.app, idcliente);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function page(url: string): Promise<{ body: string; cache: unknown; screen: FirstScreen | null }> {
    const res = await t.app.inject({ method: 'GET', url, headers: html });
    expect(res.statusCode).toBe(200);
    return { body: res.body, cache: res.headers['cache-control'], screen: firstScreenOf(res.body) };
  }

  it('carries, on / and /denuncias, a public session and exactly what the API answers that session', async () => {
    for (const [url, code] of [
      ['/', 'inicio'],
      ['/denuncias', 'denuncias'],
    ] as const) {
      const { screen, cache } = await page(url);
      expect(cache).toBe('no-store');
      expect(screen?.language).toBe('es');
      const token = screen?.session.accesstoken.token ?? '';
      const keys = Object.keys(screen?.answers ?? {});
      expect(keys).toEqual(
        expect.arrayContaining([
          'GET /api/publico/cliente/info',
          'GET /api/common/navigation',
          'GET /api/common/user',
          'GET /api/common/messages',
          'GET /api/common/notifications',
        ]),
      );
      expect(
        keys.some(
          (key) => key.startsWith('POST /api/denuncias/den_denuncia_content/GetList') && key.includes(`"${code}"`),
        ),
      ).toBe(true);
      expect(keys.some((key) => key.startsWith('POST /api/denuncias/trans_menu_opcion/GetList'))).toBe(true);
      for (const key of keys) {
        const [method, requestPath, ...body] = key.split(' ');
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: requestPath ?? '',
          headers: {
            ...bearer(token),
            'accept-language': 'es',
            ...(body.length ? { 'content-type': 'application/json' } : {}),
          },
          ...(body.length ? { payload: body.join(' ') } : {}),
        });
        expect(res.statusCode, key).toBe(200);
        expect(screen?.answers[key], key).toEqual(res.json());
      }
    }
  });

  it('gives every page view a session of its own', async () => {
    const [a, b] = await Promise.all([page('/'), page('/')]);
    expect(sidOf(a.screen?.session.accesstoken.token ?? '')).not.toEqual(
      sidOf(b.screen?.session.accesstoken.token ?? ''),
    );
  });

  it("fills the splash with the tenant and the page's block: a copy without links, hidden from assistive technology", async () => {
    const { body, screen } = await page('/');
    const splash = splashOf(body);
    const info = screen?.answers['GET /api/publico/cliente/info'] as { cliente: { nombre: string } };
    expect(splash).toContain('aria-hidden="true" inert');
    expect(splash).toContain(`<p class="as-name">${info.cliente.nombre}</p>`);
    expect(splash).toMatch(/<h1 class="as-title">[^<]+<\/h1>/);
    expect(splash).not.toMatch(/<a[\s>]|<script|\son\w+=/i);
    expect(body).not.toContain(genericSplash);
  });

  it('carries nothing on the back office and sign-in pages, nor on /index.html itself', async () => {
    for (const url of ['/admin/denuncias', '/auth/sign-in', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(firstScreenOf(res.body), url).toBeNull();
      expect(res.body, url).toContain(genericSplash);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("shows an administrator's change at once, and escapes what could close the element", async () => {
    const title = '</script><script>alert(1)</script> & <!-- \u2028 -->';
    const before = await page('/');
    const key = Object.keys(before.screen?.answers ?? {}).find((k) => k.includes('den_denuncia_content'));
    const list = before.screen?.answers[key ?? ''] as { data: { idcontent: number; contenido: string }[] };
    const block = list.data[0];
    expect(block).toBeDefined();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/denuncias/den_denuncia_content/',
      headers: bearer(adminToken),
      payload: {
        den_denuncia_content: {
          idcontent: block?.idcontent,
          codigo: 'inicio',
          ididioma: 1,
          titulo: title,
          contenido: block?.contenido,
        },
      },
    });
    expect(put.statusCode).toBe(200);

    const after = await page('/');
    expect(after.body.match(/<\/script>/g)).toHaveLength(1);
    expect(after.body).not.toContain('<script>alert');
    const shown = after.screen?.answers[key ?? ''] as { data: { titulo: string }[] };
    expect(shown.data[0]?.titulo).toBe(title);
    expect(splashOf(after.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!--');
  });
});
