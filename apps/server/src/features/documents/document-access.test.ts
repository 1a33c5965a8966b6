import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
  documentResponseSchema,
  postUploadResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildComplaint, issueInformanteToken, storedCounts, uploadFile } from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`document access [${dialect}]`, () => {
    let t: TestApp;
    let tenantA: number;
    let tenantB: number;
    let adminA: string;
    let adminB: string;
    const complaintA = { iddenuncia: 0, guid: '', token: '' };
    const complaintB = { iddenuncia: 0, guid: '', token: '' };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenantA = (await buildTenant(t.app)).idcliente;
      tenantB = (await buildTenant(t.app)).idcliente;
      adminA = await issueAccessToken(t.app, tenantA, 'Privado', await buildAdmin(t.app, tenantA));
      adminB = await issueAccessToken(t.app, tenantB, 'Privado', await buildAdmin(t.app, tenantB));
      for (const complaint of [complaintA, complaintB]) {
        Object.assign(complaint, await buildComplaint(t.app, tenantA));
        complaint.token = await issueInformanteToken(t.app, tenantA, complaint.guid);
      }
    });
    afterAll(async () => t.close());

    async function upload(token: string, name = 'prueba.txt'): Promise<number> {
      const res = await uploadFile(t.app, token, { fileName: name, bytes: Buffer.from(`contenido de ${name}`) });
      expect(res.statusCode).toBe(200);
      return postUploadResponseSchema.parse(res.json()).iddocumento;
    }
    function get(url: string, token: string) {
      return t.app.inject({ method: 'GET', url, headers: bearer(token) });
    }
    function remove(id: number, token: string) {
      return t.app.inject({ method: 'DELETE', url: `/api/gdoc/documento/${id}`, headers: bearer(token) });
    }
    function list(token: string, columns: { name: string; data: string | number }[] = []) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncia_docs/GetList',
        headers: bearer(token),
        payload: { start: 0, length: 50, columns },
      });
    }
    async function statuses(id: number, token: string) {
      return [
        (await get(`/api/gdoc/documento/${id}`, token)).statusCode,
        (await get(`/api/gdoc/documento/${id}/download`, token)).statusCode,
      ];
    }

    it("a visitor reads only its own pending upload; another visitor, another tenant's admin and a missing id get the same 404", async () => {
      const mine = await issueAccessToken(t.app, tenantA, 'Publico');
      const other = await issueAccessToken(t.app, tenantA, 'Publico');
      const id = await upload(mine);
      expect(await statuses(id, mine)).toEqual([200, 200]);
      expect(documentResponseSchema.parse((await get(`/api/gdoc/documento/${id}`, mine)).json()).data.nombre).toBe(
        'prueba.txt',
      );
      const missing = await get('/api/gdoc/documento/999999', other);
      for (const token of [other, adminB, complaintA.token, await issueAccessToken(t.app, tenantA, 'Ciudadano')]) {
        expect(await statuses(id, token)).toEqual([404, 404]);
        expect((await get(`/api/gdoc/documento/${id}`, token)).json()).toEqual(missing.json());
      }
      expect(await statuses(id, adminA)).toEqual([200, 200]);
    });

    it("a Publico token of tenant A uploads; tenant B's administrator can neither see nor delete it", async () => {
      const visitor = await issueAccessToken(t.app, tenantA, 'Publico');
      const id = await upload(visitor);
      expect(await statuses(id, adminB)).toEqual([404, 404]);
      expect((await remove(id, adminB)).statusCode).toBe(404);
      expect((await list(adminB, [{ name: 'iddenuncia', data: complaintA.iddenuncia }])).json()).toMatchObject({
        total: 0,
      });
      expect(await statuses(id, visitor)).toEqual([200, 200]);
    });

    it("once attached to a complaint, the uploader's public session no longer reads it; its reporter and the admin do", async () => {
      const visitor = await issueAccessToken(t.app, tenantA, 'Publico');
      const id = await upload(visitor);
      // What filing a complaint does (complaints feature): set iddenuncia and insert den_denuncia_docs.
      await t.app.db
        .updateTable('gdoc_documentos')
        .set({ iddenuncia: complaintA.iddenuncia })
        .where('iddocumento', '=', id)
        .execute();
      await t.app.db
        .insertInto('den_denuncia_docs')
        .values({
          idcliente: tenantA,
          iddenuncia: complaintA.iddenuncia,
          iddocumento: id,
          origen: 'informante',
          fec_alta: nowIso(),
        })
        .execute();
      expect(await statuses(id, visitor)).toEqual([404, 404]);
      expect(await statuses(id, complaintA.token)).toEqual([200, 200]);
      expect(await statuses(id, complaintB.token)).toEqual([404, 404]);
      expect(await statuses(id, adminA)).toEqual([200, 200]);
    });

    it("an Informante of complaint A cannot read complaint B's document, but reads a document sent in its own notification", async () => {
      const ofB = await upload(complaintB.token);
      expect(await statuses(ofB, complaintA.token)).toEqual([404, 404]);
      expect(await statuses(ofB, complaintB.token)).toEqual([200, 200]);

      const sent = await upload(adminA, 'resolucion.txt');
      expect(await statuses(sent, complaintA.token)).toEqual([404, 404]);
      await t.app.db
        .insertInto('den_denuncia_notificaciones')
        .values({
          idcliente: tenantA,
          iddenuncia: complaintA.iddenuncia,
          descripcion: 'Resolución',
          contenido: 'v1.not-a-real-ciphertext',
          ididioma: 1,
          iddocumento: sent,
          fec_alta: nowIso(),
        })
        .execute();
      expect(await statuses(sent, complaintA.token)).toEqual([200, 200]);
      expect(await statuses(sent, complaintB.token)).toEqual([404, 404]);
    });

    it('DELETE: the uploader removes its pending upload (row and blob); others get 404; attached documents answer 409', async () => {
      const visitor = await issueAccessToken(t.app, tenantA, 'Publico');
      const before = await storedCounts(t.app, t.config.dataDir);
      const id = await upload(visitor);
      expect((await remove(id, await issueAccessToken(t.app, tenantA, 'Publico'))).statusCode).toBe(404);
      expect((await remove(id, complaintA.token)).statusCode).toBe(404);
      expect((await remove(id, visitor)).json()).toEqual({ success: true });
      expect(await storedCounts(t.app, t.config.dataDir)).toEqual(before);
      expect((await remove(id, visitor)).statusCode).toBe(404);

      const pending = await upload(await issueAccessToken(t.app, tenantA, 'Publico'));
      expect((await remove(pending, adminA)).statusCode).toBe(200);

      const attached = await upload(complaintA.token);
      const conflict = await remove(attached, complaintA.token);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().message).toBe('El documento forma parte de una denuncia y no puede eliminarse');
      expect((await remove(attached, adminA)).statusCode).toBe(409);
      expect((await remove(attached, complaintB.token)).statusCode).toBe(404);
      expect(await statuses(attached, complaintA.token)).toEqual([200, 200]);
    });

    it("GetList: the reporter sees only its own complaint's documents whatever it asks; the admin must name the complaint", async () => {
      const own = await upload(complaintA.token, 'propio.txt');
      const foreign = await upload(complaintB.token, 'ajeno.txt');

      const mine = complaintDocListResponseSchema.parse((await list(complaintA.token)).json());
      expect(mine.data.map((d) => d.iddocumento)).toContain(own);
      expect(mine.data.map((d) => d.iddocumento)).not.toContain(foreign);
      expect(mine.data.every((d) => d.iddenuncia === complaintA.iddenuncia)).toBe(true);
      expect(mine.total).toBe(mine.data.length);
      const ownRow = mine.data.find((d) => d.iddocumento === own);
      expect(ownRow).toMatchObject({
        nombre: 'propio.txt',
        tipo_mime: 'text/plain',
        origen: 'informante',
        descripcion: '',
      });

      const sneaky = complaintDocListResponseSchema.parse(
        (await list(complaintA.token, [{ name: 'iddenuncia', data: complaintB.iddenuncia }])).json(),
      );
      expect(sneaky).toEqual({ success: true, total: 0, data: [] });

      expect((await list(adminA)).statusCode).toBe(400);
      const forAdmin = complaintDocListResponseSchema.parse(
        (await list(adminA, [{ name: 'iddenuncia', data: complaintB.iddenuncia }])).json(),
      );
      expect(forAdmin.data.map((d) => d.iddocumento)).toContain(foreign);
      expect((await list(adminA, [{ name: 'nombre', data: 'x' }])).statusCode).toBe(400);
      expect((await list(await issueAccessToken(t.app, tenantA, 'Publico'))).statusCode).toBe(403);

      const row = ownRow?.iddenunciadoc ?? 0;
      const one = await get(`/api/denuncias/den_denuncia_docs/${row}`, complaintA.token);
      expect(complaintDocResponseSchema.parse(one.json()).data.iddocumento).toBe(own);
      expect((await get(`/api/denuncias/den_denuncia_docs/${row}`, complaintB.token)).statusCode).toBe(404);
      expect((await get(`/api/denuncias/den_denuncia_docs/${row}`, adminA)).statusCode).toBe(200);
      expect((await get(`/api/denuncias/den_denuncia_docs/${row}`, adminB)).statusCode).toBe(404);
    });
  });
}
