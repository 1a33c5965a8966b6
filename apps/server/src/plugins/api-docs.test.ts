import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

type OpenApi = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('answers 200 on /api/docs/json with an OpenAPI 3 document listing /api/auth/login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Atalaya API');
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(doc.paths['/api/auth/login']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/auth/login']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/publico/cliente/info']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('lists the §7 calls of issue 20 with their bodies: chat, complaint documents, images, the language change', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    function methods(path: string): string[] {
      return Object.keys(doc.paths[path] ?? {}).sort();
    }
    expect(methods('/api/denuncias/den_chat_mensajes/')).toEqual(['get', 'post', 'put']);
    expect(methods('/api/denuncias/den_chat_mensajes/{id}')).toEqual(['delete', 'get']);
    expect(methods('/api/denuncias/den_denuncia_docs/')).toEqual(['get', 'post', 'put']);
    expect(methods('/api/denuncias/den_denuncia_docs/{id}')).toEqual(['delete', 'get']);
    expect(methods('/api/denuncias/trans_imagenes/')).toEqual(['get', 'post', 'put']);
    expect(methods('/api/common/idioma')).toEqual(['put']);
    expect(doc.paths['/api/denuncias/den_chat_mensajes/']?.put?.requestBody).toBeDefined();
    expect(doc.paths['/api/denuncias/den_denuncia_docs/']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/denuncias/trans_imagenes/']?.put?.requestBody).toBeDefined();
    expect(doc.paths['/api/common/idioma']?.put?.requestBody).toBeDefined();
  });

  it('answers 200 on /api/docs with the Swagger UI and a CSP of its own, without inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers 200 for the UI static files without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(res.statusCode).toBe(200);
  });
});
