import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, newAdminToken } from '../../test/factories.ts';
import { idpMetadataXml } from '../../test/idp-metadata.ts';

const html = { accept: 'text/html' };

function formAction(csp: unknown): string {
  return (
    String(csp)
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('form-action ')) ?? ''
  );
}

/**
 * The citizen's sign-in posts a form to the tenant's IdP (spec §7): the page it is posted from
 * must allow that origin in `form-action`, and only for that tenant's hostnames.
 */
for (const dialect of DIALECTS) {
  describe(`form-action names the tenant's identity provider [${dialect}]`, () => {
    let t: TestApp;
    let dist: string;
    let host: string;
    let otherHost: string;
    let token: string;

    beforeAll(async () => {
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-web-'));
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      t = await buildTestApp(dialect, { WEB_DIST_DIR: dist });
      const tenant = await buildTenant(t.app);
      host = `${tenant.codigo}.example.test`;
      otherHost = `${(await buildTenant(t.app)).codigo}.example.test`;
      token = await newAdminToken(t.app, tenant.idcliente);
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    async function pageCsp(onHost: string, url = '/ciudadano') {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...html, host: onHost } });
      expect(res.statusCode).toBe(200);
      return res.headers['content-security-policy'];
    }

    it("adds the IdP's origin once it is set, on that tenant's pages only, never on the API, and drops it when removed", async () => {
      expect(formAction(await pageCsp(host))).toBe("form-action 'self'");

      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/cliente/identidad',
        headers: { ...bearer(token), host },
        payload: {
          perfil: 'saml',
          metadataXml: idpMetadataXml('https://idp.empresa.test/saml', 'https://idp.empresa.test/sso/post'),
        },
      });
      expect(saved.statusCode).toBe(200);

      // Seen at once in this process (the kept answer is forgotten on the change).
      expect(formAction(await pageCsp(host))).toBe("form-action 'self' https://idp.empresa.test");
      expect(formAction(await pageCsp(host, '/index.html'))).toBe("form-action 'self' https://idp.empresa.test");
      expect(formAction(await pageCsp(otherHost))).toBe("form-action 'self'");
      const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(formAction(api.headers['content-security-policy'])).toBe("form-action 'self'");

      // A single logout on another origin is a form target too (decision 058).
      const withSlo = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/cliente/identidad',
        headers: { ...bearer(token), host },
        payload: {
          perfil: 'saml',
          metadataXml: idpMetadataXml(
            'https://idp.empresa.test/saml',
            'https://idp.empresa.test/sso/post',
            'https://salida.empresa.test/slo',
          ),
        },
      });
      expect(withSlo.statusCode).toBe(200);
      expect(withSlo.json<{ data: { sloUrl: string } }>().data.sloUrl).toBe('https://salida.empresa.test/slo');
      expect(formAction(await pageCsp(host))).toBe(
        "form-action 'self' https://idp.empresa.test https://salida.empresa.test",
      );

      // Turned off: the origin goes at once.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/admin/cliente/identidad',
        headers: { ...bearer(token), host },
      });
      expect(removed.statusCode).toBe(200);
      expect(formAction(await pageCsp(host))).toBe("form-action 'self'");
    });
  });
}
