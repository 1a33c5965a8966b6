import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webManifestSchema } from '@atalaya/contract/tenants/web-manifest.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`GET /manifest.webmanifest [${dialect}]`, () => {
    let t: TestApp;
    let tenantB: { idcliente: number; nombre: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenantB = await buildTenant(t.app, {
        nombre: 'Diputación Provincial de Ejemplo',
        hostnames: ['canal.diputacion.test'],
      });
      await t.app.db
        .updateTable('clientes')
        .set({ logo_tipo: 'image/png', logo_datos: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })
        .where('idcliente', '=', tenantB.idcliente)
        .execute();
    });
    afterAll(async () => t.close());

    it("answers the Host's tenant: its name, its logo as an icon, the channel's start, no token needed", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { host: 'canal.diputacion.test:8443' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const manifest = webManifestSchema.parse(res.json());
      expect(manifest).toMatchObject({
        name: 'Diputación Provincial de Ejemplo',
        short_name: 'Diputación …',
        start_url: '/',
        scope: '/',
        display: 'standalone',
      });
      expect(manifest.icons).toEqual([
        { src: `/api/publico/cliente/${tenantB.idcliente}/logo`, sizes: 'any', type: 'image/png', purpose: 'any' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ]);
    });

    it('?app=admin: the back office, starting at Gestión', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest?app=admin',
        headers: { host: 'canal.diputacion.test' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Diputación Provincial de Ejemplo · Administración',
        start_url: '/admin/denuncias/gestion',
        id: '/admin/denuncias/gestion',
      });
    });

    it("an unknown host gets the default tenant's; a tenant without a logo gets Atalaya's icon only", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'nadie.test' } });
      expect(res.statusCode, res.body).toBe(200);
      const demo = await t.app.db
        .selectFrom('clientes')
        .select(['nombre', 'logo_tipo'])
        .where('codigo', '=', 'demo')
        .executeTakeFirstOrThrow();
      const manifest = webManifestSchema.parse(res.json());
      expect(manifest.name).toBe(demo.nombre);
      expect(manifest.icons.at(-1)?.src).toBe('/favicon.svg');
      expect(manifest.icons).toHaveLength(demo.logo_tipo === null ? 1 : 2);
    });

    it('a disabled tenant has no manifest (404), and an unknown app is a 400', async () => {
      await t.app.db.updateTable('clientes').set({ activo: 0 }).where('idcliente', '=', tenantB.idcliente).execute();
      const closed = await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { host: 'canal.diputacion.test' },
      });
      expect(closed.statusCode).toBe(404);
      await t.app.db.updateTable('clientes').set({ activo: 1 }).where('idcliente', '=', tenantB.idcliente).execute();
      const bad = await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest?app=otra',
        headers: { host: 'canal.diputacion.test' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });
  });
}
