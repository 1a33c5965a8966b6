import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const url = '/api/admin/cliente/ajustes';

for (const dialect of DIALECTS) {
  describe(`tenants: settings screen API [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let other: { idcliente: number; codigo: string };
    let adminToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      other = await buildTenant(t.app);
      adminToken = await newAdminToken(t.app, tenant.idcliente);
    });
    afterAll(async () => t.close());

    async function current() {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(200);
      const { idcliente: _id, logo: _logo, ...ajustes } = res.json().data;
      return ajustes;
    }

    function save(payload: object, token = adminToken) {
      return t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    }

    it('reads the defaults, saves every setting, sanitises the acknowledgement and keeps other parameters', async () => {
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ idioma_defecto: 'es', otra_clave: 7 }) })
        .where('idcliente', '=', tenant.idcliente)
        .execute();
      const before = await current();
      expect(before.hostnames).toEqual([`${tenant.codigo}.example.test`]);
      expect(before.max_denuncias_hora).toBe(30);

      const res = await save({
        ajustes: {
          ...before,
          nombre: 'Diputación de Prueba',
          hostnames: [`${tenant.codigo}.example.test`, 'canal.prueba.es'],
          idiomas: ['es', 'eu', 'en'],
          festivos: [{ fecha: '2026-12-08', descripcion: 'Inmaculada' }],
          canal_externo_url: 'https://www.antifraude.example.es/',
          acuse_texto: { es: '<p>Recibida el {fecha}</p><script>alert(1)</script><img src=x onerror="alert(2)">' },
          max_tamano_archivo: 5 * 1024 * 1024,
          max_archivos: 3,
          tipos_permitidos: ['application/pdf', 'image/png'],
          max_subidas_hora: 50,
          max_denuncias_hora: 10,
          max_mensajes_hora: 100,
        },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.nombre).toBe('Diputación de Prueba');
      expect(data.hostnames).toEqual(['canal.prueba.es', `${tenant.codigo}.example.test`]);
      expect(data.idiomas).toEqual(['es', 'eu', 'en']);
      expect(data.acuse_texto.es).toContain('Recibida el {fecha}');
      expect(data.acuse_texto.es).not.toMatch(/script|onerror/);
      expect(data.max_archivos).toBe(3);

      const row = await t.app.db
        .selectFrom('clientes')
        .select('parametros_cliente')
        .where('idcliente', '=', tenant.idcliente)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.parametros_cliente)).toMatchObject({ otra_clave: 7, max_denuncias_hora: 10 });

      // The public side follows: the new hostname gets a public token for this tenant, and the
      // client-info call shows the languages and the holiday.
      const publico = await t.app.inject({
        method: 'POST',
        url: '/api/auth/publico',
        headers: { 'x-skip-auth': '1' },
        payload: { url: 'canal.prueba.es', idaplicacion: 1 },
      });
      expect(publico.statusCode).toBe(200);
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/publico/cliente/info',
        headers: bearer(publico.json().accesstoken.token),
      });
      expect(info.json().cliente.nombre).toBe('Diputación de Prueba');
      expect(info.json().idiomas.map((i: { codigo: string }) => i.codigo)).toEqual(['es', 'eu', 'en']);
      expect(info.json().festivos[0].fecha).toBe('2026-12-08');
      expect(info.json().parametros_cliente.canal_externo_url).toBe('https://www.antifraude.example.es/');
    });

    it('saves the external authority and the accessibility statement, which the public side reads', async () => {
      const before = await current();
      expect(before.canal_externo_nombre).toBe('');
      expect(before.accesibilidad).toEqual({
        estado: 'parcial',
        metodo: 'autoevaluacion',
        fecha_preparacion: '',
        fecha_revision: '',
        contacto_email: '',
      });
      const accesibilidad = {
        estado: 'total',
        metodo: 'externa',
        fecha_preparacion: '2026-03-02',
        fecha_revision: '2026-10-01',
        contacto_email: 'accesibilidad@prueba.es',
      };
      const res = await save({
        ajustes: {
          ...before,
          canal_externo_url: 'https://www.antifrau.cat/',
          canal_externo_nombre: '  Oficina Antifrau de Catalunya ',
          accesibilidad,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ canal_externo_nombre: 'Oficina Antifrau de Catalunya', accesibilidad });

      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/publico/cliente/info',
        headers: bearer(publicToken),
      });
      expect(info.json().parametros_cliente).toMatchObject({
        canal_externo_url: 'https://www.antifrau.cat/',
        canal_externo_nombre: 'Oficina Antifrau de Catalunya',
        accesibilidad,
      });
      // No identity provider is configured: the public side shows no identity sign-in.
      expect(info.json().parametros_cliente).not.toHaveProperty('proveedor_identidad');

      // A body without the new keys (an older client) keeps working with the defaults.
      const { canal_externo_nombre: _name, accesibilidad: _statement, ...older } = before;
      expect((await save({ ajustes: older })).statusCode).toBe(200);
      expect(await current()).toMatchObject({ canal_externo_nombre: '', accesibilidad: before.accesibilidad });
    });

    it('refuses an accessibility contact that is no e-mail and a review dated before the preparation', async () => {
      const before = await current();
      for (const accesibilidad of [
        { ...before.accesibilidad, contacto_email: 'no es un correo' },
        { ...before.accesibilidad, fecha_preparacion: '2026-05-02', fecha_revision: '2026-05-01' },
        { ...before.accesibilidad, estado: 'casi' },
        { ...before.accesibilidad, otra: 1 },
      ]) {
        expect((await save({ ajustes: { ...before, accesibilidad } })).statusCode).toBe(400);
      }
      expect((await save({ ajustes: { ...before, canal_externo_nombre: 'x'.repeat(201) } })).statusCode).toBe(400);
      expect(await current()).toEqual(before);
    });

    it('refuses bad input with a 400 and changes nothing', async () => {
      const before = await current();
      const cases: object[] = [
        { ...before, idiomas: ['eu'] },
        { ...before, hostnames: [] },
        { ...before, hostnames: ['no valid host'] },
        { ...before, festivos: [{ fecha: '2026-02-30', descripcion: 'x' }] },
        { ...before, canal_externo_url: 'javascript:alert(1)' },
        { ...before, max_tamano_archivo: 500 * 1024 * 1024 },
        { ...before, tipos_permitidos: ['application/x-msdownload'] },
        { ...before, extra: 1 },
      ];
      for (const ajustes of cases) {
        expect((await save({ ajustes })).statusCode).toBe(400);
      }
      expect(await current()).toEqual(before);
    });

    it("refuses another tenant's hostname (409) and non-administrators (403)", async () => {
      const before = await current();
      const res = await save({ ajustes: { ...before, hostnames: [`${other.codigo}.example.test`] } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('ya está en uso');
      expect(await current()).toEqual(before);
      const publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(publicToken) })).statusCode).toBe(403);
      expect((await save({ ajustes: before }, publicToken)).statusCode).toBe(403);
    });

    it('stores a new logo re-encoded as PNG without metadata; a fake image is refused', async () => {
      const before = await current();
      const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
        .toBuffer();
      const res = await save({ ajustes: before, logo: { tipo: 'image/jpeg', datos_base64: jpeg.toString('base64') } });
      expect(res.statusCode).toBe(200);
      const logo = await t.app.inject({ method: 'GET', url: res.json().data.logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/png');
      const meta = await sharp(logo.rawPayload).metadata();
      expect(meta.width).toBe(512);
      expect(meta.exif).toBeUndefined();
      expect(logo.rawPayload.includes(Buffer.from('secreto'))).toBe(false);

      const fake = Buffer.from('MZ this is not an image at all').toString('base64');
      const refused = await save({ ajustes: before, logo: { tipo: 'image/png', datos_base64: fake } });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    });
  });
}
