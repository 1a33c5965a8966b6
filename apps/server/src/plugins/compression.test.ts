import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { chooseEncoding } from './compression.ts';

const precompress = path.join(import.meta.dirname, '../../../web/scripts/precompress.mjs');

/** A JavaScript file that compresses like a real bundle does (repeated identifiers, some entropy). */
function bundleLike(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const line = `export function component${i}(props){return h("div",{className:"c${i}",id:"${crypto.randomBytes(3).toString('hex')}"},props.children)}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

for (const dialect of DIALECTS) {
  describe(`compression: precompressed assets and compressed answers [${dialect}]`, () => {
    let t: TestApp;
    let dist: string;
    let script: string;

    beforeAll(async () => {
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-dist-'));
      fs.mkdirSync(path.join(dist, 'assets'));
      script = bundleLike(60_000);
      fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
      fs.writeFileSync(path.join(dist, 'assets', 'tiny-4d5e6f.js'), 'export const a = 1;\n');
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        `<!doctype html><html><head>${'<meta name="x">'.repeat(200)}</head></html>`,
      );
      execFileSync(process.execPath, [precompress, dist], { stdio: 'ignore' });
      t = await buildTestApp(dialect, { WEB_DIST_DIR: dist });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    function get(url: string, acceptEncoding?: string) {
      return t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    }

    it('the build writes .br and .gz copies of text files of 1 KiB or more, not of smaller ones', () => {
      expect(fs.existsSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'))).toBe(true);
      expect(fs.existsSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'))).toBe(true);
      expect(fs.existsSync(path.join(dist, 'assets', 'tiny-4d5e6f.js.br'))).toBe(false);
    });

    it('a hashed script goes as its brotli copy, else gzip, else raw; Vary says so; it stays immutable', async () => {
      const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      expect(br.rawPayload.length).toBeLessThan(script.length / 3);

      const gz = await get('/assets/app-1a2b3c.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

      const plain = await get('/assets/app-1a2b3c.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });

    it('the app shell of a client-side route is compressed and never cached', async () => {
      const shell = await get('/denuncias/nueva', 'gzip');
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['content-encoding']).toBe('gzip');
      // A public page's shell carries a session of its own (decision 033): never stored anywhere.
      expect(shell.headers['cache-control']).toBe('no-store');
      const html = zlib.gunzipSync(shell.rawPayload).toString();
      expect(html).toContain('<!doctype html>');
      // Compressed at once on the request's thread (under 64 KiB), and said so.
      expect(html.length).toBeLessThan(64 * 1024);
      expect(String(shell.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(shell.headers['content-length'])).toBe(shell.rawPayload.length);
      const admin = await get('/admin/denuncias', 'gzip');
      expect(admin.headers['content-encoding']).toBe('gzip');
      expect(admin.headers['cache-control']).toBe('no-cache');
    });

    it('JSON answers above 1 KiB are compressed; small ones are not', async () => {
      const docs = await get('/api/docs/json', 'br');
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-encoding']).toBe('br');
      const json = zlib.brotliDecompressSync(docs.rawPayload).toString();
      expect(JSON.parse(json)).toHaveProperty('paths');
      // Large: compressed on zlib's pool.
      expect(json.length).toBeGreaterThan(64 * 1024);
      expect(docs.rawPayload.length).toBeLessThan(json.length / 4);
      const gz = await get('/api/docs/json', 'br;q=0, gzip;q=0.5');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(json);
      const plain = await get('/api/docs/json', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(json);
      const health = await get('/api/health', 'br');
      expect(health.statusCode).toBe(200);
      expect(health.headers['content-encoding']).toBeUndefined();
    });

    it('a compressed request body is refused (415), never inflated past the body limits', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/publico',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: zlib.gzipSync(JSON.stringify({ url: 'localhost' })),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Codificación de contenido no admitida',
      });
      const inCatalan = await t.app.inject({
        method: 'POST',
        url: '/api/auth/publico',
        headers: { 'content-type': 'application/json', 'content-encoding': 'br', 'accept-language': 'ca' },
        payload: zlib.brotliCompressSync(JSON.stringify({ url: 'localhost' })),
      });
      expect(inCatalan.statusCode).toBe(415);
      expect(inCatalan.json().message).toBe('Codificació de contingut no admesa');
      const identity = await t.app.inject({
        method: 'POST',
        url: '/api/auth/publico',
        headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
        payload: JSON.stringify({ url: 'localhost' }),
      });
      expect(identity.statusCode).toBe(200);
    });
  });
}

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and the wildcard, and answers null otherwise', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR;q=0.1')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
