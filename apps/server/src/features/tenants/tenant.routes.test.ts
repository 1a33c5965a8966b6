import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clienteInfoResponseSchema } from '@atalaya/contract/tenants/tenant.schemas';
import { limits } from '@atalaya/contract/limits';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`/api/publico/cliente [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let tenantB: { idcliente: number; nombre: string };
    let inactiveId: number;
    let tokenA: string;
    let tokenB: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (
        await t.app.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').executeTakeFirstOrThrow()
      ).idcliente;
      tenantB = await buildTenant(t.app, { nombre: 'Diputación B' });
      await t.app.db
        .updateTable('clientes')
        .set({
          parametros_cliente: JSON.stringify({ idioma_defecto: 'en', canal_externo_url: 42, clave_smtp: 'secreto' }),
        })
        .where('idcliente', '=', tenantB.idcliente)
        .execute();
      await t.app.db
        .deleteFrom('clientes_idiomas')
        .where('idcliente', '=', tenantB.idcliente)
        .where('ididioma', 'in', [2, 3, 4])
        .execute();
      await t.app.db
        .insertInto('festivos')
        .values([
          { idcliente: tenantB.idcliente, fecha: '2026-12-25', descripcion: 'Navidad' },
          { idcliente: tenantB.idcliente, fecha: '2026-01-01', descripcion: 'Año Nuevo' },
        ])
        .execute();
      inactiveId = (await buildTenant(t.app)).idcliente;
      await t.app.db.updateTable('clientes').set({ activo: 0 }).where('idcliente', '=', inactiveId).execute();
      tokenA = await issueAccessToken(t.app, demoId, 'Publico');
      const adminB = await buildAdmin(t.app, tenantB.idcliente);
      tokenB = await issueAccessToken(t.app, tenantB.idcliente, 'Privado', adminB);
    });
    afterAll(async () => t.close());

    function get(url: string, token?: string) {
      return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    }

    it("answers 200 on /info with the caller's own tenant only (A's token gets A, B's token gets B)", async () => {
      const a = clienteInfoResponseSchema.parse((await get('/api/publico/cliente/info', tokenA)).json());
      expect(a.cliente).toEqual({
        idcliente: demoId,
        nombre: 'Ayuntamiento de Atalaya (demo)',
        logo: `/api/publico/cliente/${demoId}/logo`,
      });
      // The external channel is the AAI's (not the BOE text of the law), and the accessibility
      // statement's facts are public.
      expect(a.parametros_cliente).toEqual({
        canal_externo_url: 'https://www.proteccioninformante.gob.es/',
        canal_externo_nombre: 'Autoridad Independiente de Protección del Informante',
        idioma_defecto: 'es',
        accesibilidad: {
          estado: 'parcial',
          metodo: 'autoevaluacion',
          fecha_preparacion: '2026-11-25',
          fecha_revision: '2026-11-25',
          contacto_email: 'accesibilidad@atalaya.demo',
        },
      });
      expect(a.parametros_aplicacion).toEqual({
        version: expect.any(String),
        idiomas_disponibles: ['es', 'cat', 'eu', 'ga', 'en'],
        max_file_bytes: limits.maxFileBytes,
        // Which types keep their metadata: documents/kept-metadata.test.ts.
        tipos_con_metadatos: expect.any(Array),
      });
      expect(a.idiomas.map((i) => i.ididioma)).toEqual([1, 2, 3, 4, 5]);
      expect(a.festivos.length).toBeGreaterThan(0);
      const dates = a.festivos.map((f) => f.fecha);
      expect(dates).toEqual([...dates].sort());

      const b = clienteInfoResponseSchema.parse((await get('/api/publico/cliente/info', tokenB)).json());
      expect(b.cliente).toEqual({ idcliente: tenantB.idcliente, nombre: 'Diputación B', logo: '' });
      expect(b.idiomas.map((i) => i.codigo)).toEqual(['es', 'en']);
      expect(b.festivos.map((f) => f.fecha)).toEqual(['2026-01-01', '2026-12-25']);
    });

    it('answers /info with only the allow-listed, well-typed client parameters', async () => {
      const res = await get('/api/publico/cliente/info', tokenB);
      expect(res.json<{ parametros_cliente: unknown }>().parametros_cliente).toEqual({ idioma_defecto: 'en' });
      expect(res.body).not.toContain('secreto');
    });

    it('says proveedor_identidad exactly when the tenant has an identity provider (never a stored setting)', async () => {
      // A stored setting alone shows no button: the flow cannot work without a configured IdP.
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ idioma_defecto: 'en', proveedor_identidad: 'clave' }) })
        .where('idcliente', '=', tenantB.idcliente)
        .execute();
      const before = clienteInfoResponseSchema.parse((await get('/api/publico/cliente/info', tokenB)).json());
      expect(before.parametros_cliente.proveedor_identidad).toBeUndefined();
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('proveedores_identidad')
        .values({
          idcliente: tenantB.idcliente,
          perfil: 'saml',
          idp_entity_id: 'https://idp.example.test',
          idp_sso_url: 'https://idp.example.test/sso',
          idp_certificados: '[]',
          nivel_loa: null,
          sp_entity_id: 'https://b.example.test/api/auth/clave/metadata',
          sp_acs_url: 'https://b.example.test/api/auth/clave',
          sp_clave_privada: 'sellada',
          sp_certificado: 'pem',
          fec_alta: now,
          fec_modificacion: now,
        })
        .execute();
      const after = clienteInfoResponseSchema.parse((await get('/api/publico/cliente/info', tokenB)).json());
      expect(after.parametros_cliente).toEqual({ idioma_defecto: 'en', proveedor_identidad: 'saml' });
      // Another tenant's IdP changes nothing for A.
      const a = clienteInfoResponseSchema.parse((await get('/api/publico/cliente/info', tokenA)).json());
      expect(a.parametros_cliente.proveedor_identidad).toBeUndefined();
      await t.app.db.deleteFrom('proveedores_identidad').where('idcliente', '=', tenantB.idcliente).execute();
      await t.app.db
        .updateTable('clientes')
        .set({
          parametros_cliente: JSON.stringify({ idioma_defecto: 'en', canal_externo_url: 42, clave_smtp: 'secreto' }),
        })
        .where('idcliente', '=', tenantB.idcliente)
        .execute();
    });

    it('answers 401 on /info, the list and one tenant without a token', async () => {
      for (const url of ['/api/publico/cliente/info', '/api/publico/cliente/', `/api/publico/cliente/${demoId}`]) {
        expect((await get(url)).statusCode).toBe(401);
      }
    });

    it('answers 200 with the active tenants only (name and logo URL)', async () => {
      const res = await get('/api/publico/cliente/', tokenA);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ success: boolean; data: { idcliente: number; nombre: string; logo: string }[] }>();
      expect(body.success).toBe(true);
      const ids = body.data.map((c) => c.idcliente);
      expect(ids).toContain(demoId);
      expect(ids).toContain(tenantB.idcliente);
      expect(ids).not.toContain(inactiveId);
      expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['idcliente', 'logo', 'nombre']);
    });

    it('answers 200 with one tenant, 404 for an unknown or inactive id, 400 for a non-numeric id', async () => {
      const one = await get(`/api/publico/cliente/${tenantB.idcliente}`, tokenA);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({
        success: true,
        data: { idcliente: tenantB.idcliente, nombre: 'Diputación B', logo: '' },
      });
      expect((await get('/api/publico/cliente/999999', tokenA)).statusCode).toBe(404);
      expect((await get(`/api/publico/cliente/${inactiveId}`, tokenA)).statusCode).toBe(404);
      const bad = await get('/api/publico/cliente/abc', tokenA);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('answers 200 with the SVG logo without a token, with nosniff, a locked-down CSP and a public cache', async () => {
      const res = await get(`/api/publico/cliente/${demoId}/logo`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toContain('<svg');
    });

    it('answers 404 for the logo of a tenant without one, of an unknown id and of an inactive tenant; 400 for a non-numeric id', async () => {
      expect((await get(`/api/publico/cliente/${tenantB.idcliente}/logo`)).statusCode).toBe(404);
      expect((await get('/api/publico/cliente/999999/logo')).statusCode).toBe(404);
      expect((await get(`/api/publico/cliente/${inactiveId}/logo`)).statusCode).toBe(404);
      expect((await get('/api/publico/cliente/x/logo')).statusCode).toBe(400);
    });

    it('serves a logo of an unexpected media type as an opaque download (no HTML rendering)', async () => {
      const tenant = await buildTenant(t.app);
      await t.app.db
        .updateTable('clientes')
        .set({ logo_tipo: 'text/html', logo_datos: Buffer.from('<script>alert(1)</script>') })
        .where('idcliente', '=', tenant.idcliente)
        .execute();
      const res = await get(`/api/publico/cliente/${tenant.idcliente}/logo`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
    });
  });
}
