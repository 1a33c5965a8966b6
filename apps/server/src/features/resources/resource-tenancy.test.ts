import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias';

for (const dialect of DIALECTS) {
  describe(`resources tenant isolation [${dialect}]`, () => {
    let t: TestApp;
    let tokenA: string;
    let tokenB: string;
    let publicB: string;
    let menuB: number;
    let optionB: number;
    let contentB: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const demo = await t.app.db
        .selectFrom('clientes')
        .select('idcliente')
        .where('codigo', '=', 'demo')
        .executeTakeFirstOrThrow();
      const adminA = await t.app.db
        .selectFrom('usuarios')
        .select(['idusuario', 'email'])
        .where('email', '=', testAdmin.email)
        .executeTakeFirstOrThrow();
      tokenA = await issueAccessToken(t.app, demo.idcliente, 'Privado', adminA);
      const tenantB = await buildTenant(t.app);
      // Same e-mail as tenant A's administrator: accounts are per tenant.
      const adminB = await buildAdmin(t.app, tenantB.idcliente, { email: testAdmin.email });
      tokenB = await issueAccessToken(t.app, tenantB.idcliente, 'Privado', adminB);
      publicB = await issueAccessToken(t.app, tenantB.idcliente, 'Publico');

      const menu = await call('POST', '/trans_menu/', tokenB, {
        trans_menu: { titulo: 'Pie B', codigo: 'pie', ididioma: 1 },
      });
      menuB = menu.json().data.idmenu;
      const option = await call('POST', '/trans_menu_opcion/', tokenB, {
        trans_menu_opcion: { idmenu: menuB, titulo: 'B', url: '/b' },
      });
      optionB = option.json().data.idopcion;
      // Same codigo and language as tenant A's block: unique per tenant only.
      const content = await call('POST', '/den_denuncia_content/', tokenB, {
        den_denuncia_content: { codigo: 'inicio', ididioma: 1, contenido: '<p>B</p>' },
      });
      expect(content.statusCode).toBe(200);
      contentB = content.json().data.idcontent;
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    it("200: GetList with tenant B's token lists only tenant B's rows, even with -1 and filters", async () => {
      const content = await call('POST', '/den_denuncia_content/GetList', tokenB, { length: -1 });
      expect(content.json()).toEqual({
        success: true,
        total: 1,
        data: [
          { idcontent: contentB, codigo: 'inicio', ididioma: 1, titulo: '', contenido: '<p>B</p>', visible: true },
        ],
      });
      const menus = await call('POST', '/trans_menu/GetList', tokenB, { columns: [{ name: 'codigo', data: 'pie' }] });
      expect(menus.json().data.map((m: { idmenu: number }) => m.idmenu)).toEqual([menuB]);
      const options = await call('POST', '/trans_menu_opcion/GetList', publicB, {
        columns: [{ name: 'idmenu', data: 1 }],
        length: -1,
      });
      expect(options.json()).toEqual({ success: true, total: 0, data: [] });
    });

    it("404: tenant B's token reads none of tenant A's ids, exactly like missing ones", async () => {
      for (const url of ['/den_denuncia_content/1', '/trans_menu/1', '/trans_menu_opcion/1']) {
        const res = await call('GET', url, tokenB);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual((await call('GET', url.replace(/\d+$/, '99999'), tokenB)).json());
      }
      expect((await call('GET', `/trans_menu/${menuB}`, tokenA)).statusCode).toBe(404);
      expect((await call('GET', `/den_denuncia_content/${contentB}`, tokenA)).statusCode).toBe(404);
    });

    it("404: tenant B's token cannot PUT or DELETE tenant A's rows, and they stay intact", async () => {
      const put = await call('PUT', '/den_denuncia_content/', tokenB, {
        den_denuncia_content: { idcontent: 1, codigo: 'inicio', ididioma: 1, contenido: '<p>pwned</p>' },
      });
      expect(put.statusCode).toBe(404);
      const putMenu = await call('PUT', '/trans_menu/', tokenB, {
        trans_menu: { idmenu: 1, titulo: 'pwned', codigo: 'pie', ididioma: 1 },
      });
      expect(putMenu.statusCode).toBe(404);
      for (const url of ['/den_denuncia_content/1', '/trans_menu_opcion/1', '/trans_menu/1']) {
        expect((await call('DELETE', url, tokenB)).statusCode).toBe(404);
      }
      const a = await call('GET', '/den_denuncia_content/1', tokenA);
      expect(a.json().data.contenido).toContain('Ley 2/2023');
      expect((await call('GET', '/trans_menu/1', tokenA)).json().data.titulo).toBe('Enlaces');
      expect((await call('GET', '/trans_menu_opcion/1', tokenA)).statusCode).toBe(200);
    });

    it("400: tenant B cannot attach an option to tenant A's menu, and vice versa (same answer as a missing menu)", async () => {
      const intoA = await call('POST', '/trans_menu_opcion/', tokenB, {
        trans_menu_opcion: { idmenu: 1, titulo: 'X', url: '/x' },
      });
      expect(intoA.statusCode).toBe(400);
      expect(intoA.json().errors).toEqual([
        { path: 'body.trans_menu_opcion.idmenu', message: 'El menú indicado no existe' },
      ]);
      const missing = await call('POST', '/trans_menu_opcion/', tokenB, {
        trans_menu_opcion: { idmenu: 99999, titulo: 'X', url: '/x' },
      });
      expect(missing.json()).toEqual(intoA.json());

      const intoB = await call('POST', '/trans_menu_opcion/', tokenA, {
        trans_menu_opcion: { idmenu: menuB, titulo: 'X', url: '/x' },
      });
      expect(intoB.statusCode).toBe(400);
      const moveToB = await call('PUT', '/trans_menu_opcion/', tokenA, {
        trans_menu_opcion: { idopcion: 1, idmenu: menuB, titulo: 'X', url: '/x' },
      });
      expect(moveToB.statusCode).toBe(400);
      const moveOwnToA = await call('PUT', '/trans_menu_opcion/', tokenB, {
        trans_menu_opcion: { idopcion: optionB, idmenu: 1, titulo: 'X', url: '/x' },
      });
      expect(moveOwnToA.statusCode).toBe(400);
      const menuA = await call('POST', '/trans_menu_opcion/GetList', tokenA, {
        columns: [{ name: 'idmenu', data: 1 }],
        length: -1,
      });
      expect(menuA.json().total).toBe(3);
    });
  });
}
