import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias';

type Option = { idopcion: number; idmenu: number; titulo: string; url: string; orden: number; visible: boolean };

/** Dynamic menus as the Menús Dinámicos screen edits them: reordering, visibility, tenants. */
for (const dialect of DIALECTS) {
  describe(`menu options: order and visibility [${dialect}]`, () => {
    let t: TestApp;
    let adminToken: string;
    let publicToken: string;
    let adminB: string;
    let idmenu: number;
    let options: Option[];

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const { idcliente, admin } = await demoTenantAndAdmin(t.app);
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      const tenantB = await buildTenant(t.app);
      adminB = await issueAccessToken(t.app, tenantB.idcliente, 'Privado', await buildAdmin(t.app, tenantB.idcliente));

      const menu = await call('POST', '/trans_menu/', adminToken, {
        trans_menu: { titulo: 'Ayuda', codigo: 'ayuda', ididioma: 1 },
      });
      idmenu = menu.json().data.idmenu;
      options = [];
      for (const [titulo, url, orden] of [
        ['Primera', '/uno', 10],
        ['Segunda', 'https://example.org/dos', 20],
        ['Tercera', '#tres', 30],
      ] as const) {
        const res = await call('POST', '/trans_menu_opcion/', adminToken, {
          trans_menu_opcion: { idmenu, titulo, url, orden },
        });
        expect(res.statusCode).toBe(200);
        options.push(res.json().data);
      }
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    async function titles(token: string): Promise<string[]> {
      const res = await call('POST', '/trans_menu_opcion/GetList', token, {
        length: 1000,
        sort: 'orden',
        order: 'asc',
        columns: [{ name: 'idmenu', data: idmenu }],
      });
      return res.json().data.map((o: Option) => o.titulo);
    }

    it('200: saving new orden values reorders the options everybody reads', async () => {
      expect(await titles(publicToken)).toEqual(['Primera', 'Segunda', 'Tercera']);
      const [first, second, third] = options;
      if (!first || !second || !third) {
        throw new Error('options not created');
      }
      // The screen moved Tercera to the top and sends the whole new sequence.
      const sequence = [third, first, second];
      for (const [index, option] of sequence.entries()) {
        const res = await call('PUT', '/trans_menu_opcion/', adminToken, {
          trans_menu_opcion: { ...option, orden: (index + 1) * 10 },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.orden).toBe((index + 1) * 10);
      }
      expect(await titles(publicToken)).toEqual(['Tercera', 'Primera', 'Segunda']);
    });

    it('200: a hidden option stays listed for the administrator and disappears for the public', async () => {
      const second = options[1];
      if (!second) {
        throw new Error('option not created');
      }
      const current = (await call('GET', `/trans_menu_opcion/${second.idopcion}`, adminToken)).json().data;
      const hidden = await call('PUT', '/trans_menu_opcion/', adminToken, {
        trans_menu_opcion: { ...current, visible: false },
      });
      expect(hidden.json().data).toEqual({ ...current, visible: false });
      expect(await titles(adminToken)).toContain('Segunda');
      expect(await titles(publicToken)).not.toContain('Segunda');
      expect((await call('GET', `/trans_menu_opcion/${second.idopcion}`, publicToken)).statusCode).toBe(404);
    });

    it('400: orden is a whole number from 0 to 100000, and the url must be safe', async () => {
      const first = options[0];
      if (!first) {
        throw new Error('option not created');
      }
      for (const orden of [-1, 1.5, 100_001]) {
        const res = await call('PUT', '/trans_menu_opcion/', adminToken, { trans_menu_opcion: { ...first, orden } });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].path).toBe('body.trans_menu_opcion.orden');
      }
      const script = await call('PUT', '/trans_menu_opcion/', adminToken, {
        trans_menu_opcion: { ...first, url: 'javascript:alert(1)' },
      });
      expect(script.statusCode).toBe(400);
    });

    it("404: another tenant's administrator can neither reorder, hide nor delete these options", async () => {
      const first = options[0];
      if (!first) {
        throw new Error('option not created');
      }
      const before = await titles(adminToken);
      const reorder = await call('PUT', '/trans_menu_opcion/', adminB, { trans_menu_opcion: { ...first, orden: 999 } });
      expect(reorder.statusCode).toBe(404);
      expect((await call('DELETE', `/trans_menu_opcion/${first.idopcion}`, adminB)).statusCode).toBe(404);
      expect((await call('DELETE', `/trans_menu/${idmenu}`, adminB)).statusCode).toBe(404);
      const listB = await call('POST', '/trans_menu_opcion/GetList', adminB, {
        length: 1000,
        columns: [{ name: 'idmenu', data: idmenu }],
      });
      expect(listB.json()).toEqual({ success: true, total: 0, data: [] });
      expect(await titles(adminToken)).toEqual(before);
      const stored = (await call('GET', `/trans_menu_opcion/${first.idopcion}`, adminToken)).json().data;
      expect(stored.orden).not.toBe(999);
    });
  });
}
