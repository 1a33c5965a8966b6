import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@atalaya/contract/limits';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';

const contentList = '/api/denuncias/den_denuncia_content/GetList';
const optionList = '/api/denuncias/trans_menu_opcion/GetList';

for (const dialect of DIALECTS) {
  describe(`resources GetList [${dialect}]`, () => {
    let t: TestApp;
    let adminToken: string;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const { idcliente, admin } = await demoTenantAndAdmin(t.app);
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    function list(url: string, body: unknown, token = adminToken) {
      return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: body as object });
    }

    it('200: defaults sort by the key ascending, page of 10, total counted', async () => {
      const res = await list(contentList, {});
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      // Two demo blocks (inicio, denuncias), each in the five languages.
      expect(body.total).toBe(10);
      expect(body.data.map((c: { idcontent: number }) => c.idcontent)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(body.data[0]).toEqual({
        idcontent: 1,
        codigo: 'inicio',
        ididioma: 1,
        titulo: 'Sistema interno de información',
        contenido: expect.stringContaining('Ley 2/2023'),
        visible: true,
      });
      expect(body.data[0]).not.toHaveProperty('idcliente');
      expect(body.data[0]).not.toHaveProperty('fec_alta');
    });

    it('200: start and length page through the rows while total stays the full count', async () => {
      const res = await list(contentList, { start: 2, length: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(10);
      expect(res.json().data.map((c: { idcontent: number }) => c.idcontent)).toEqual([3, 4]);
      const past = await list(contentList, { start: 50, length: 2 });
      expect(past.json()).toEqual({ success: true, total: 10, data: [] });
    });

    it('200: length -1 answers every row (capped at listMaxLength)', async () => {
      const res = await list(optionList, { length: -1 });
      expect(res.statusCode).toBe(200);
      // The footer menu in five languages, three options each.
      expect(res.json().data).toHaveLength(15);
      expect(limits.listMaxLength).toBeGreaterThanOrEqual(15);
    });

    it('200: sort and order pick a whitelisted column and direction, ties broken by the key', async () => {
      const res = await list(contentList, { sort: 'codigo', order: 'desc', length: -1 });
      const rows = res.json().data as { idcontent: number; codigo: string }[];
      expect(rows.map((c) => c.codigo)).toEqual([...Array(5).fill('inicio'), ...Array(5).fill('denuncias')]);
      expect(rows.map((c) => c.idcontent)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const byLanguage = await list(contentList, { sort: 'ididioma', order: 'asc', length: -1 });
      expect(byLanguage.json().data.map((c: { idcontent: number }) => c.idcontent)).toEqual([
        1, 6, 3, 8, 4, 9, 5, 10, 2, 7,
      ]);
    });

    it('200: sort names are matched case-insensitively (legacy clients send IDCONTENT)', async () => {
      const res = await list(contentList, { sort: 'IDCONTENT', order: 'desc', length: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: { idcontent: number }) => c.idcontent)).toEqual([10, 9]);
    });

    it('200: gettotal false skips the count and answers total -1', async () => {
      const res = await list(contentList, { gettotal: false, length: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(-1);
      expect(res.json().data).toHaveLength(2);
    });

    it('200: columns filter by equality on whitelisted fields of the right type', async () => {
      const res = await list(contentList, {
        columns: [
          { name: 'codigo', data: 'inicio' },
          { name: 'ididioma', data: 5 },
        ],
      });
      expect(res.json().total).toBe(1);
      expect(res.json().data[0]).toMatchObject({ codigo: 'inicio', ididioma: 5, titulo: 'Internal reporting system' });
      const options = await list(optionList, {
        columns: [
          { name: 'idmenu', data: 1 },
          { name: 'visible', data: true },
        ],
        sort: 'orden',
      });
      expect(options.json().data.map((o: { orden: number }) => o.orden)).toEqual([10, 20, 30]);
      const menus = await list('/api/denuncias/trans_menu/GetList', {
        columns: [
          { name: 'codigo', data: 'pie' },
          { name: 'ididioma', data: 1 },
        ],
      });
      expect(menus.json()).toEqual({
        success: true,
        total: 1,
        data: [{ idmenu: 1, titulo: 'Enlaces', codigo: 'pie', ididioma: 1 }],
      });
    });

    it('200: a public token lists too (reading is open to any token of the tenant)', async () => {
      const res = await list(contentList, { columns: [{ name: 'codigo', data: 'denuncias' }] }, publicToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(5);
    });

    it('401: no token, no list', async () => {
      const res = await t.app.inject({ method: 'POST', url: contentList, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    });

    const badRequests: [string, unknown, string | RegExp][] = [
      ['an unknown sort column', { sort: 'contenido' }, 'body.sort'],
      ['a SQL-looking sort value', { sort: 'idcontent; drop table clientes --' }, 'body.sort'],
      ['a sort on the tenant column', { sort: 'idcliente' }, 'body.sort'],
      ['an unknown filter column', { columns: [{ name: 'idcliente', data: 2 }] }, 'body.columns.0.name'],
      [
        'a filter of the wrong type (text for an integer)',
        { columns: [{ name: 'ididioma', data: 'es' }] },
        'body.columns.0.data',
      ],
      [
        'a filter of the wrong type (number for a boolean)',
        {
          columns: [
            { name: 'codigo', data: 'x' },
            { name: 'visible', data: 1 },
          ],
        },
        'body.columns.1.data',
      ],
      ['a filter of the wrong type (null)', { columns: [{ name: 'codigo', data: null }] }, 'body.columns.0.data'],
      ['length 0', { length: 0 }, 'body.length'],
      ['a length above the maximum', { length: limits.listMaxLength + 1 }, 'body.length'],
      ['a negative start', { start: -1 }, 'body.start'],
      ['an unknown order', { order: 'sideways' }, 'body.order'],
      ['extra keys', { start: 0, draw: 1 }, 'body'],
    ];
    for (const [why, body, path] of badRequests) {
      it(`400: ${why} is refused with a field message`, async () => {
        const res = await list(contentList, body);
        expect(res.statusCode).toBe(400);
        const answer = res.json();
        expect(answer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        const expectedPath = typeof path === 'string' ? path : expect.stringMatching(path);
        expect(answer.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: expectedPath })]));
        expect(answer.errors[0].message).toEqual(expect.any(String));
      });
    }

    it('400: malformed JSON is refused before any query', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: contentList,
        headers: { ...bearer(adminToken), 'content-type': 'application/json' },
        payload: '{"start": 0,',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('404: a resource the registry does not declare does not exist', async () => {
      const res = await list('/api/denuncias/usuarios/GetList', {});
      expect(res.statusCode).toBe(404);
    });
  });
}
