import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app hosting with a build', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    fs.mkdirSync(path.join(dist, 'assets', 'config'));
    fs.writeFileSync(path.join(dist, 'assets', 'config', 'config.json'), '{"version":1}');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
    fs.mkdirSync(path.join(dist, 'demo'));
    fs.writeFileSync(path.join(dist, 'demo', 'mockServiceWorker.js'), 'self.x = 1;');
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 200 with index.html (no-cache) on /', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers 200 with index.html for a client-side route that accepts HTML (SPA fallback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/spa/path?x=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves a new index.html as soon as a deployment replaces it under the running server', async () => {
    const file = path.join(dist, 'index.html');
    const original = fs.readFileSync(file, 'utf8');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).body).toContain('<div id="root">');
      // Replaced the way a deployment does (a new file), then edited in place with the same size.
      fs.rmSync(file);
      fs.writeFileSync(file, original.replace('id="root"', 'id="next"'));
      expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).body).toContain('<div id="next">');
      fs.writeFileSync(file, original.replace('id="root"', 'id="nexu"'));
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).body).toContain('<div id="nexu">');
    } finally {
      fs.writeFileSync(file, original);
    }
    expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).body).toContain('<div id="root">');
  });

  it("serves assets/config/config.json (spec §7) revalidated, not with the hashed files' year-long cache", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/config/config.json', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 1 });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 200 with an immutable year-long cache for hashed files under /assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('answers 200 with no-cache for other files such as the manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON for an unknown /api path, even when it accepts HTML', async () => {
    for (const headers of [{}, html]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/none', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers 404 JSON for a missing asset requested without HTML and for a non-GET method', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/some/spa/path', headers: html, payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 404 for a path escaping the dist folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../../etc/passwd', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the demo areas (spec 001) with a build', () => {
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-web-demo-'));
    fs.mkdirSync(path.join(dist, 'assets', 'config'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'config', 'config.json'), '{"version":1}');
    fs.mkdirSync(path.join(dist, 'demo'));
    fs.writeFileSync(path.join(dist, 'demo', 'mockServiceWorker.js'), 'self.x = 1;');
  });
  afterAll(() => {
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves /demo/ pages and the worker script by default', async () => {
    const t = await buildTestApp('sqlite', { WEB_DIST_DIR: dist });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/demo/apps/contacts', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const worker = await t.app.inject({ method: 'GET', url: '/demo/mockServiceWorker.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const settings = await t.app.inject({ method: 'GET', url: '/assets/config/config.json' });
      expect(settings.json()).toEqual({ version: 1 });
    } finally {
      await t.close();
    }
  });

  it('answers 404 for /demo, /demo/* and the worker script with DEMO_AREAS=false, and says so in the settings', async () => {
    const t = await buildTestApp('sqlite', { WEB_DIST_DIR: dist, DEMO_AREAS: 'false' });
    try {
      for (const url of ['/demo', '/demo/', '/demo/sign-in', '/demo/apps/contacts/x?y=1']) {
        const res = await t.app.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/demo/mockServiceWorker.js' })).statusCode).toBe(404);
      const settings = await t.app.inject({ method: 'GET', url: '/assets/config/config.json' });
      expect(settings.statusCode).toBe(200);
      expect(settings.headers['cache-control']).toBe('no-cache');
      expect(settings.json()).toEqual({ version: 1, demoAreas: false });
      // The rest of the app is untouched; a path that only starts like it is not the demo.
      expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/demonstration', headers: html })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('web app hosting without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('answers 404 JSON saying the web app is not built, while the API still answers 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/denuncias', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: expect.stringContaining('no está compilada'),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/none' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
