import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias';

for (const dialect of DIALECTS) {
  describe(`resources CRUD [${dialect}]`, () => {
    let t: TestApp;
    let adminToken: string;
    let publicToken: string;
    let citizenToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const { idcliente, admin } = await demoTenantAndAdmin(t.app);
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      citizenToken = await issueAccessToken(t.app, idcliente, 'Ciudadano');
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) {
      return t.app.inject({
        method,
        url: `${base}${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    }

    it('200: GET / answers the empty entity with its defaults and no key', async () => {
      const res = await call('GET', '/den_denuncia_content/', publicToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { codigo: '', ididioma: 1, titulo: '', contenido: '', visible: true },
      });
      const option = await call('GET', '/trans_menu_opcion/', adminToken);
      expect(option.json().data).toEqual({ idmenu: 0, titulo: '', url: '', orden: 0, visible: true });
    });

    it('200: GET /:id answers one entity; 404 for a missing id; 400 for a non-numeric id', async () => {
      const res = await call('GET', '/trans_menu/2', publicToken);
      expect(res.json()).toEqual({ success: true, data: { idmenu: 2, titulo: 'Links', codigo: 'pie', ididioma: 5 } });
      expect((await call('GET', '/trans_menu/999', publicToken)).statusCode).toBe(404);
      expect((await call('GET', '/trans_menu/abc', publicToken)).statusCode).toBe(400);
    });

    it('200: an administrator creates, reads, updates and deletes a content block through the wrapper', async () => {
      const created = await call('POST', '/den_denuncia_content/', adminToken, {
        den_denuncia_content: { codigo: 'privacidad', ididioma: 1, titulo: 'Privacidad', contenido: '<p>Texto</p>' },
      });
      expect(created.statusCode).toBe(200);
      const entity = created.json().data;
      expect(entity).toEqual({
        idcontent: expect.any(Number),
        codigo: 'privacidad',
        ididioma: 1,
        titulo: 'Privacidad',
        contenido: '<p>Texto</p>',
        visible: true,
      });

      const read = await call('GET', `/den_denuncia_content/${entity.idcontent}`, adminToken);
      expect(read.json()).toEqual({ success: true, data: entity });

      const updated = await call('PUT', '/den_denuncia_content/', adminToken, {
        den_denuncia_content: { ...entity, titulo: 'Política de privacidad', visible: false },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({
        success: true,
        data: { ...entity, titulo: 'Política de privacidad', visible: false },
      });

      const deleted = await call('DELETE', `/den_denuncia_content/${entity.idcontent}`, adminToken);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true });
      expect((await call('GET', `/den_denuncia_content/${entity.idcontent}`, adminToken)).statusCode).toBe(404);
      expect((await call('DELETE', `/den_denuncia_content/${entity.idcontent}`, adminToken)).statusCode).toBe(404);
    });

    it('200: menus and options round-trip; deleting a menu removes its options', async () => {
      const menu = await call('POST', '/trans_menu/', adminToken, {
        trans_menu: { titulo: 'Cabecera', codigo: 'cabecera', ididioma: 1 },
      });
      expect(menu.statusCode).toBe(200);
      const { idmenu } = menu.json().data;
      const option = await call('POST', '/trans_menu_opcion/', adminToken, {
        trans_menu_opcion: { idmenu, titulo: 'Inicio', url: '/', orden: 5 },
      });
      expect(option.statusCode).toBe(200);
      expect(option.json().data).toEqual({
        idopcion: expect.any(Number),
        idmenu,
        titulo: 'Inicio',
        url: '/',
        orden: 5,
        visible: true,
      });
      const renamed = await call('PUT', '/trans_menu/', adminToken, {
        trans_menu: { idmenu, titulo: 'Cabecera 2', codigo: 'cabecera', ididioma: 1 },
      });
      expect(renamed.json().data.titulo).toBe('Cabecera 2');
      expect((await call('DELETE', `/trans_menu/${idmenu}`, adminToken)).statusCode).toBe(200);
      expect((await call('GET', `/trans_menu_opcion/${option.json().data.idopcion}`, adminToken)).statusCode).toBe(404);
    });

    it('409: a second content block with the same codigo and ididioma conflicts (Spanish message)', async () => {
      const res = await call('POST', '/den_denuncia_content/', adminToken, {
        den_denuncia_content: { codigo: 'inicio', ididioma: 1, contenido: '<p>Otro</p>' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'Ya existe un contenido con ese código en ese idioma',
      });
      const moved = await call('PUT', '/trans_menu/', adminToken, {
        trans_menu: { idmenu: 2, titulo: 'Links', codigo: 'pie', ididioma: 1 },
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toBe('Ya existe un menú con ese código en ese idioma');
    });

    it('400: POST with a key, PUT without one, an idcliente in the body or no wrapper are refused', async () => {
      const withKey = await call('POST', '/trans_menu/', adminToken, {
        trans_menu: { idmenu: 1, titulo: 'X', codigo: 'x', ididioma: 1 },
      });
      expect(withKey.statusCode).toBe(400);
      expect(withKey.json().errors).toEqual([expect.objectContaining({ path: 'body.trans_menu.idmenu' })]);
      const noKey = await call('PUT', '/trans_menu/', adminToken, {
        trans_menu: { titulo: 'X', codigo: 'x', ididioma: 1 },
      });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().errors).toEqual([expect.objectContaining({ path: 'body.trans_menu.idmenu' })]);
      const tenant = await call('POST', '/trans_menu/', adminToken, {
        trans_menu: { titulo: 'X', codigo: 'x', ididioma: 1, idcliente: 2 },
      });
      expect(tenant.statusCode).toBe(400);
      const unwrapped = await call('POST', '/trans_menu/', adminToken, { titulo: 'X', codigo: 'x', ididioma: 1 });
      expect(unwrapped.statusCode).toBe(400);
      const script = await call('POST', '/trans_menu_opcion/', adminToken, {
        trans_menu_opcion: { idmenu: 1, titulo: 'X', url: 'javascript:alert(1)' },
      });
      expect(script.statusCode).toBe(400);
      expect(script.json().errors).toEqual([expect.objectContaining({ path: 'body.trans_menu_opcion.url' })]);
    });

    it('403: public and citizen tokens cannot POST, PUT or DELETE', async () => {
      for (const token of [publicToken, citizenToken]) {
        const post = await call('POST', '/den_denuncia_content/', token, {
          den_denuncia_content: { codigo: 'hack', ididioma: 1, contenido: 'x' },
        });
        expect(post.statusCode).toBe(403);
        const put = await call('PUT', '/trans_menu/', token, {
          trans_menu: { idmenu: 1, titulo: 'X', codigo: 'pie', ididioma: 1 },
        });
        expect(put.statusCode).toBe(403);
        expect((await call('DELETE', '/trans_menu_opcion/1', token)).statusCode).toBe(403);
      }
      expect((await call('GET', '/trans_menu/1', adminToken)).json().data.titulo).toBe('Enlaces');
    });

    it('401: writes without a token are refused', async () => {
      expect((await call('DELETE', '/trans_menu_opcion/1', null)).statusCode).toBe(401);
      expect((await call('GET', '/trans_menu_opcion/', null)).statusCode).toBe(401);
    });

    it('200: HTML content is sanitised on save (script, on* handlers, javascript: URLs and iframes removed)', async () => {
      const dirty =
        '<h2 onclick="x()">Título</h2><script>alert(1)</script><p style="color:red;text-align:center">Hola <img src="x.png" onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)">a</a><a href="https://www.boe.es" target="_blank">BOE</a><iframe src="https://evil.test"></iframe><style>p{}</style>';
      const res = await call('POST', '/den_denuncia_content/', adminToken, {
        den_denuncia_content: { codigo: 'saneado', ididioma: 1, contenido: dirty },
      });
      expect(res.statusCode).toBe(200);
      const html: string = res.json().data.contenido;
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style|alert/i);
      expect(html).toContain('<h2>Título</h2>');
      expect(html).toContain('<p style="text-align:center">Hola <img src="x.png" /></p>');
      expect(html).toContain('<a href="https://www.boe.es" target="_blank" rel="noopener noreferrer">BOE</a>');
      const stored = await t.app.db
        .selectFrom('den_denuncia_content')
        .select('contenido')
        .where('codigo', '=', 'saneado')
        .executeTakeFirstOrThrow();
      expect(stored.contenido).toBe(html);
    });

    it('200: hidden content and options are invisible to the public but listed for the administrator', async () => {
      const hidden = await call('POST', '/den_denuncia_content/', adminToken, {
        den_denuncia_content: { codigo: 'borrador', ididioma: 1, contenido: '<p>Borrador</p>', visible: false },
      });
      const { idcontent } = hidden.json().data;
      const option = await call('POST', '/trans_menu_opcion/', adminToken, {
        trans_menu_opcion: { idmenu: 1, titulo: 'Oculta', url: '/oculta', orden: 40, visible: false },
      });
      const { idopcion } = option.json().data;

      const filterByCode = { columns: [{ name: 'codigo', data: 'borrador' }] };
      expect((await call('POST', '/den_denuncia_content/GetList', publicToken, filterByCode)).json()).toEqual({
        success: true,
        total: 0,
        data: [],
      });
      expect((await call('POST', '/den_denuncia_content/GetList', adminToken, filterByCode)).json().total).toBe(1);
      expect((await call('GET', `/den_denuncia_content/${idcontent}`, publicToken)).statusCode).toBe(404);
      expect((await call('GET', `/den_denuncia_content/${idcontent}`, adminToken)).statusCode).toBe(200);

      const asking = {
        columns: [
          { name: 'idmenu', data: 1 },
          { name: 'visible', data: false },
        ],
      };
      expect((await call('POST', '/trans_menu_opcion/GetList', publicToken, asking)).json().data).toEqual([]);
      const adminOptions = await call('POST', '/trans_menu_opcion/GetList', adminToken, {
        columns: [{ name: 'idmenu', data: 1 }],
        length: -1,
      });
      expect(adminOptions.json().data.map((o: { titulo: string }) => o.titulo)).toContain('Oculta');
      const publicOptions = await call('POST', '/trans_menu_opcion/GetList', publicToken, {
        columns: [{ name: 'idmenu', data: 1 }],
        length: -1,
      });
      expect(publicOptions.json().data.map((o: { idopcion: number }) => o.idopcion)).not.toContain(idopcion);
      expect((await call('GET', `/trans_menu_opcion/${idopcion}`, publicToken)).statusCode).toBe(404);
    });
  });
}
