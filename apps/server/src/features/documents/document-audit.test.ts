import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintDocListResponseSchema,
  postUploadResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildComplaint, issueInformanteToken, uploadFile } from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`audit of administrators' document actions [${dialect}]`, () => {
    let t: TestApp;
    let tenantA: number;
    let tenantB: number;
    let adminA: { idusuario: number; email: string };
    let adminAToken: string;
    let adminBToken: string;
    let complaint: { iddenuncia: number; guid: string };
    let reporterToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenantA = (await buildTenant(t.app)).idcliente;
      tenantB = (await buildTenant(t.app)).idcliente;
      adminA = await buildAdmin(t.app, tenantA);
      adminAToken = await issueAccessToken(t.app, tenantA, 'Privado', adminA);
      adminBToken = await newAdminToken(t.app, tenantB);
      complaint = await buildComplaint(t.app, tenantA);
      reporterToken = await issueInformanteToken(t.app, tenantA, complaint.guid);
    });
    afterAll(async () => t.close());

    function auditOf(idcliente: number) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'idusuario', 'usuario', 'accion', 'resultado', 'detalle'])
        .where('idcliente', '=', idcliente)
        .orderBy('idauditoria')
        .execute();
    }
    function request(method: 'GET' | 'DELETE' | 'POST', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url, headers: bearer(token), payload });
    }

    it('reads, downloads, lists and deletes by an administrator are audited with the complaint and the hash prefix; reporters and visitors leave no rows', async () => {
      const evidence = postUploadResponseSchema.parse(
        (await uploadFile(t.app, reporterToken, { fileName: 'a.txt', bytes: Buffer.from('prueba') })).json(),
      );
      const visitor = await issueAccessToken(t.app, tenantA, 'Publico');
      const pending = postUploadResponseSchema.parse(
        (await uploadFile(t.app, visitor, { fileName: 'b.txt', bytes: Buffer.from('pendiente') })).json(),
      );
      expect((await request('GET', `/api/gdoc/documento/${evidence.iddocumento}`, reporterToken)).statusCode).toBe(200);
      expect(await auditOf(tenantA)).toEqual([]);

      const short = evidence.data.sha256.slice(0, 8);
      expect((await request('GET', `/api/gdoc/documento/${evidence.iddocumento}`, adminAToken)).statusCode).toBe(200);
      expect(
        (await request('GET', `/api/gdoc/documento/${evidence.iddocumento}/download`, adminAToken)).statusCode,
      ).toBe(200);
      const list = await request('POST', '/api/denuncias/den_denuncia_docs/GetList', adminAToken, {
        columns: [{ name: 'iddenuncia', data: complaint.iddenuncia }],
      });
      const listed = complaintDocListResponseSchema.parse(list.json());
      const iddenunciadoc = listed.data[0]?.iddenunciadoc ?? 0;
      expect((await request('GET', `/api/denuncias/den_denuncia_docs/${iddenunciadoc}`, adminAToken)).statusCode).toBe(
        200,
      );
      expect((await request('DELETE', `/api/gdoc/documento/${evidence.iddocumento}`, adminAToken)).statusCode).toBe(
        409,
      );
      expect((await request('DELETE', `/api/gdoc/documento/${pending.iddocumento}`, adminAToken)).statusCode).toBe(200);

      const actor = { idusuario: adminA.idusuario, usuario: adminA.email };
      expect(await auditOf(tenantA)).toEqual([
        {
          ...actor,
          accion: 'leer_documentos',
          resultado: 'ok',
          iddenuncia: complaint.iddenuncia,
          detalle: `iddocumento=${evidence.iddocumento} sha256=${short}`,
        },
        {
          ...actor,
          accion: 'descargar_documento',
          resultado: 'ok',
          iddenuncia: complaint.iddenuncia,
          detalle: `iddocumento=${evidence.iddocumento} sha256=${short}`,
        },
        {
          ...actor,
          accion: 'leer_documentos',
          resultado: 'ok',
          iddenuncia: complaint.iddenuncia,
          detalle: `documentos=${listed.data.length}`,
        },
        {
          ...actor,
          accion: 'leer_documentos',
          resultado: 'ok',
          iddenuncia: complaint.iddenuncia,
          detalle: `iddocumento=${evidence.iddocumento}`,
        },
        {
          ...actor,
          accion: 'eliminar_documento',
          resultado: 'denegado',
          iddenuncia: complaint.iddenuncia,
          detalle: `iddocumento=${evidence.iddocumento}`,
        },
        {
          ...actor,
          accion: 'eliminar_documento',
          resultado: 'ok',
          iddenuncia: null,
          detalle: `iddocumento=${pending.iddocumento} sha256=${pending.data.sha256.slice(0, 8)}`,
        },
      ]);
    });

    it("another tenant's administrator: 404 / empty list, recorded as 'denegado' in its own tenant without the complaint id", async () => {
      const evidence = postUploadResponseSchema.parse(
        (await uploadFile(t.app, reporterToken, { fileName: 'c.txt', bytes: Buffer.from('otra') })).json(),
      );
      const trailOfA = await auditOf(tenantA);
      expect((await request('GET', `/api/gdoc/documento/${evidence.iddocumento}`, adminBToken)).statusCode).toBe(404);
      expect(
        (await request('GET', `/api/gdoc/documento/${evidence.iddocumento}/download`, adminBToken)).statusCode,
      ).toBe(404);
      const list = await request('POST', '/api/denuncias/den_denuncia_docs/GetList', adminBToken, {
        columns: [{ name: 'iddenuncia', data: complaint.iddenuncia }],
      });
      expect(complaintDocListResponseSchema.parse(list.json()).total).toBe(0);
      const rows = await auditOf(tenantB);
      expect(rows.map((row) => [row.accion, row.resultado, row.iddenuncia, row.detalle])).toEqual([
        ['leer_documentos', 'denegado', null, `iddocumento=${evidence.iddocumento}`],
        ['descargar_documento', 'denegado', null, `iddocumento=${evidence.iddocumento}`],
        ['leer_documentos', 'denegado', null, `iddenuncia=${complaint.iddenuncia}`],
      ]);
      // Nothing about it reached tenant A's trail.
      expect(await auditOf(tenantA)).toEqual(trailOfA);
    });
  });
}
