import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { buildComplaint } from '../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../test/factories.ts';
import { auditResultOf, orgAuditSettled, orgAuditedRoutes, routeKey } from './org-audit.ts';

type Row = { iddenuncia: number | null; accion: string; resultado: string; detalle: string; usuario: string };

for (const dialect of DIALECTS) {
  describe(`organisation audit hook [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let admin: { idusuario: number; email: string };
    let adminToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ idcliente } = await buildTenant(t.app));
      admin = await buildAdmin(t.app, idcliente);
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers = {}) {
      return t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
    }

    /** The tenant's organisation rows written after `after` (ids), once the hook's writes settled. */
    async function rowsAfter(after: number): Promise<Row[]> {
      await orgAuditSettled();
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'accion', 'resultado', 'detalle', 'usuario'])
        .where('idcliente', '=', idcliente)
        .where('idauditoria', '>', after)
        .orderBy('idauditoria')
        .execute();
    }

    async function head(): Promise<number> {
      await orgAuditSettled();
      const row = await t.app.db
        .selectFrom('den_auditoria')
        .select((eb) => eb.fn.max('idauditoria').as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }

    it('every route of the table exists in the app (the table cannot rot silently)', () => {
      const known = new Set<string>();
      for (const key of orgAuditedRoutes.keys()) {
        const [method, url] = key.split(' ') as [string, string];
        const found =
          t.app.findRoute({ method: method as 'GET', url }) ??
          t.app.findRoute({ method: method as 'GET', url: `${url}/` });
        if (found) {
          known.add(key);
        }
      }
      expect([...orgAuditedRoutes.keys()].filter((key) => !known.has(key))).toEqual([]);
      expect(routeKey('put', '/api/denuncias/den_tipos_denuncia/')).toBe('PUT /api/denuncias/den_tipos_denuncia');
      expect([200, 204, 403, 401, 400, 404, 409, 500].map(auditResultOf)).toEqual([
        'ok',
        'ok',
        'denegado',
        'denegado',
        null,
        null,
        null,
        'error',
      ]);
    });

    it('a settings change is recorded as cambiar_configuracion with method and pattern, never the body', async () => {
      const before = await head();
      const current = await call('GET', '/api/admin/cliente/ajustes', adminToken);
      const { idcliente: _id, logo: _logo, ...ajustes } = current.json().data;
      const marker = 'Nombre-secreto-del-cuerpo';
      const saved = await call('PUT', '/api/admin/cliente/ajustes', adminToken, {
        ajustes: { ...ajustes, nombre: marker },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const refused = await call('PUT', '/api/admin/cliente/ajustes', adminToken, {
        ajustes: { ...ajustes, nombre: '' },
      });
      expect(refused.statusCode).toBe(400);
      const rows = await rowsAfter(before);
      expect(rows).toEqual([
        {
          iddenuncia: null,
          accion: 'cambiar_configuracion',
          resultado: 'ok',
          detalle: 'PUT /api/admin/cliente/ajustes',
          usuario: admin.email,
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain(marker);
    });

    it('a configuration resource write names its pattern and id; a read is not recorded', async () => {
      const before = await head();
      const created = await call('POST', '/api/denuncias/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: { idestadodenuncia: 7, descripcion: 'Estado-secreto', orden: 7 },
      });
      const list = await call('POST', '/api/denuncias/den_estados_denuncia/GetList', adminToken, {});
      expect(list.statusCode).toBe(200);
      const rows = await rowsAfter(before);
      if (created.statusCode === 200) {
        expect(rows.map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
          ['cambiar_configuracion', 'ok', 'POST /api/denuncias/den_estados_denuncia'],
        ]);
      } else {
        // A body the resource refuses (4xx) changed nothing and leaves no row.
        expect(rows).toEqual([]);
      }
      expect(JSON.stringify(rows)).not.toContain('Estado-secreto');
    });

    it('a case-list view is ver_gestion; with the export header it is exportar', async () => {
      const before = await head();
      expect((await call('POST', '/api/denuncias/den_denuncias/GetList', adminToken, {})).statusCode).toBe(200);
      const exported = await call(
        'POST',
        '/api/denuncias/den_denuncias/GetList',
        adminToken,
        { length: 1000 },
        {
          'x-atalaya-exportacion': '1',
        },
      );
      expect(exported.statusCode).toBe(200);
      expect((await rowsAfter(before)).map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
        ['ver_gestion', 'ok', 'POST /api/denuncias/den_denuncias/GetList'],
        ['exportar', 'ok', 'POST /api/denuncias/den_denuncias/GetList'],
      ]);
    });

    it('a consolidated PDF is exportar on the case; a refused one (404) is not recorded', async () => {
      const complaint = await buildComplaint(t.app, idcliente);
      const before = await head();
      const pdf = await call('GET', `/api/gdoc/documento/consolidado/${complaint.iddenuncia}`, adminToken);
      expect(pdf.statusCode).toBe(200);
      expect((await call('GET', '/api/gdoc/documento/consolidado/999999', adminToken)).statusCode).toBe(404);
      const rows = (await rowsAfter(before)).filter((r) => r.accion === 'exportar');
      expect(rows).toEqual([
        expect.objectContaining({
          iddenuncia: complaint.iddenuncia,
          resultado: 'ok',
          detalle: `GET /api/gdoc/documento/consolidado/:id id=${complaint.iddenuncia}`,
        }),
      ]);
    });

    it('an administrator’s sign-out is cerrar_sesion; a reporter’s or the public’s calls leave nothing', async () => {
      const token = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      const publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      const before = await head();
      expect((await call('GET', '/api/auth/logout', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/logout', publicToken)).statusCode).toBe(200);
      expect((await rowsAfter(before)).map((r) => [r.accion, r.resultado, r.usuario])).toEqual([
        ['cerrar_sesion', 'ok', admin.email],
      ]);
    });
  });
}
