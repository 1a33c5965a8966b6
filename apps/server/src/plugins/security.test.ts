import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("font-src 'self' data:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers over plain http', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atalaya</title>');
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers an API call (200) with the CSP, no-referrer, nosniff and Cache-Control: no-store, without HSTS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('answers API errors (401, 404) with Cache-Control: no-store too', async () => {
    for (const url of ['/api/auth/', '/api/none']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([401, 404]).toContain(res.statusCode);
      expect(res.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers / (200, the web app) with the same security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });
});

describe('security headers behind an https public URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { PUBLIC_URL: 'https://canal.example.es' });
  });
  afterAll(async () => t.close());

  it('answers with HSTS and upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
