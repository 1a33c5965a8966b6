import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProviderBodyMessages } from '@atalaya/contract/auth/clave.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, newAdminToken } from '../../test/factories.ts';
import { idpMetadataXml } from '../../test/idp-metadata.ts';
import { identityProviderMessages } from './identity-provider.service.ts';

const url = '/api/admin/cliente/identidad';

/** A company IdP publishing its metadata on loopback (the corporate network of an on-premise install). */
async function startMetadataServer(): Promise<{ base: string; close: () => Promise<void> }> {
  const xml = idpMetadataXml('https://idp.empresa.test/saml', 'https://idp.empresa.test/sso');
  const server = http.createServer((request, response) => {
    if (request.url === '/metadata.xml') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(xml);
    } else if (request.url === '/old') {
      response.writeHead(301, { location: '/metadata.xml' }).end();
    } else if (request.url === '/huge') {
      response.end(`<x>${'a'.repeat(1_100_000)}</x>`);
    } else if (request.url === '/html') {
      response.end('<html><body>Inicio</body></html>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Issue 16 §1 (decision 056): a company IdP's metadata read from its address, never from our own network by default. */
for (const dialect of DIALECTS) {
  describe(`identity provider from a metadata address [${dialect}]`, () => {
    let t: TestApp;
    let closed: TestApp;
    let metadata: Awaited<ReturnType<typeof startMetadataServer>>;
    let host: string;
    let token: string;
    let closedHost: string;
    let closedToken: string;

    beforeAll(async () => {
      metadata = await startMetadataServer();
      t = await buildTestApp(dialect, { IDP_METADATA_ALLOW_PRIVATE: 'true' });
      const tenant = await buildTenant(t.app);
      host = `${tenant.codigo}.example.test`;
      token = await newAdminToken(t.app, tenant.idcliente);
      closed = await buildTestApp(dialect);
      const other = await buildTenant(closed.app);
      closedHost = `${other.codigo}.example.test`;
      closedToken = await newAdminToken(closed.app, other.idcliente);
    });
    afterAll(async () => {
      await t.close();
      await closed.close();
      await metadata.close();
    });

    function put(payload: object, on = { app: t, host, token }) {
      return on.app.app.inject({
        method: 'PUT',
        url,
        headers: { ...bearer(on.token), host: on.host },
        payload,
      });
    }

    async function refusal(payload: object, on?: { app: TestApp; host: string; token: string }) {
      const response = await put(payload, on);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string; errors?: Array<{ path: string; message: string }> }>();
    }

    it('reads the metadata at the address, pins its certificate and shows where it came from', async () => {
      const metadataUrl = `${metadata.base}/metadata.xml`;
      const saved = await put({ perfil: 'saml', metadataUrl });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        data: {
          perfil: 'saml',
          idpEntityId: 'https://idp.empresa.test/saml',
          ssoUrl: 'https://idp.empresa.test/sso',
          metadataUrl,
          certificados: [{ subject: 'CN=idp.example.test' }],
        },
      });
      // Pasted later: the address is forgotten.
      const pasted = await put({
        perfil: 'saml',
        metadataXml: idpMetadataXml('https://idp2.empresa.test/saml', 'https://idp2.empresa.test/sso'),
      });
      expect(pasted.json()).toMatchObject({
        data: { idpEntityId: 'https://idp2.empresa.test/saml', metadataUrl: null },
      });
    });

    it('refuses a redirect, a missing page, an oversized answer and what is not metadata, saving nothing', async () => {
      const before = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), host } });
      expect(await refusal({ perfil: 'saml', metadataUrl: `${metadata.base}/old` })).toMatchObject({
        message: identityProviderMessages.redirect,
        errors: [{ path: 'metadataUrl', message: identityProviderMessages.redirect }],
      });
      expect((await refusal({ perfil: 'saml', metadataUrl: `${metadata.base}/nada` })).message).toBe(
        identityProviderMessages.unreadable,
      );
      expect((await refusal({ perfil: 'saml', metadataUrl: `${metadata.base}/huge` })).message).toBe(
        identityProviderMessages.tooLarge,
      );
      expect((await refusal({ perfil: 'saml', metadataUrl: `${metadata.base}/html` })).message).toBe(
        'La metadata no tiene entityID',
      );
      const after = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), host } });
      expect(after.json()).toEqual(before.json());
    });

    it("keeps a company IdP's attribute names, refuses bad ones, and keeps none for Cl@ve", async () => {
      const metadataXml = idpMetadataXml('https://idp.empresa.test/saml', 'https://idp.empresa.test/sso');
      const atributos = { identificador: 'employeeNumber', nombre: 'urn:oid:2.5.4.42' };
      const saved = await put({ perfil: 'saml', metadataXml, atributos });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ data: { atributos } });
      const spaced = await refusal({ perfil: 'saml', metadataXml, atributos: { identificador: 'employee number' } });
      expect(JSON.stringify(spaced)).toContain('El nombre de un atributo no lleva espacios');
      expect((await refusal({ perfil: 'saml', metadataXml, atributos: { otro: 'x' } })).message).toBeTruthy();
      const clave = await put({ perfil: 'clave', metadataXml, atributos });
      expect(clave.json()).toMatchObject({ data: { perfil: 'clave', atributos: null } });
    });

    it('asks for the metadata or its address, not both, and a full address', async () => {
      expect(JSON.stringify(await refusal({ perfil: 'saml' }))).toContain(
        identityProviderBodyMessages.metadataRequired,
      );
      const both = await refusal({ perfil: 'saml', metadataXml: '<x/>', metadataUrl: 'https://idp.example.test/md' });
      expect(JSON.stringify(both)).toContain(identityProviderBodyMessages.metadataOrUrl);
      const bad = await refusal({ perfil: 'saml', metadataUrl: 'idp.example.test/md' });
      expect(JSON.stringify(bad)).toContain(identityProviderBodyMessages.metadataUrl);
    });

    it('by default never reads from our own network nor over http', async () => {
      const on = { app: closed, host: closedHost, token: closedToken };
      const port = new URL(metadata.base).port;
      expect((await refusal({ perfil: 'saml', metadataUrl: `${metadata.base}/metadata.xml` }, on)).message).toBe(
        identityProviderBodyMessages.metadataUrl,
      );
      expect(
        (await refusal({ perfil: 'saml', metadataUrl: `https://127.0.0.1:${port}/metadata.xml` }, on)).message,
      ).toBe(identityProviderMessages.notPublic);
      expect(
        (await refusal({ perfil: 'saml', metadataUrl: `https://localhost:${port}/metadata.xml` }, on)).message,
      ).toBe(identityProviderMessages.notPublic);
      expect(
        (await refusal({ perfil: 'saml', metadataUrl: 'https://169.254.169.254/latest/meta-data' }, on)).message,
      ).toBe(identityProviderMessages.notPublic);
      const view = await closed.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(closedToken), host: closedHost },
      });
      expect(view.json()).toEqual({ success: true, data: null });
    });
  });
}
