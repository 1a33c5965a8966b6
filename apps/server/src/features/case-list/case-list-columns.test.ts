import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture, type FiledCase } from '../../test/case-fixture.ts';
import { addStatus, setComplaintStatus } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`complaints: the case list accepts the generic list request's columns (spec §3) [${dialect}]`, () => {
    let t: TestApp;
    let fixture: CaseFixture;
    let cases: FiledCase[];

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      fixture = await caseFixture(t.app);
      await addStatus(t.app, fixture.tenant.idcliente, 3);
      cases = [await fixture.fileCase(), await fixture.fileCase(), await fixture.fileCase()];
      await setComplaintStatus(t.app, { idcliente: fixture.tenant.idcliente, guid: (cases[1] as FiledCase).guid }, 3);
    });
    afterAll(async () => t.close());

    function list(payload: Record<string, unknown>, token = fixture.adminToken) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/GetList',
        headers: bearer(token),
        payload,
      });
    }
    async function ids(payload: Record<string, unknown>): Promise<{ total: number; ids: number[] }> {
      const res = await list(payload);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { total: body.total, ids: body.data.map((c: { iddenuncia: number }) => c.iddenuncia) };
    }

    it('200: the generic request a resource client sends (start, length, sort, order, gettotal, columns) is answered', async () => {
      const [first, second, third] = cases as [FiledCase, FiledCase, FiledCase];
      const generic = await ids({
        start: 0,
        length: 10,
        sort: 'iddenuncia',
        order: 'asc',
        gettotal: true,
        columns: [{ name: 'idestadodenuncia', data: 3 }],
      });
      expect(generic).toEqual({ total: 1, ids: [second.iddenuncia] });
      expect(await ids({ columns: [{ name: 'iddenuncia', data: third.iddenuncia }] })).toEqual({
        total: 1,
        ids: [third.iddenuncia],
      });
      // Names are case-insensitive, as on every resource; a guid is matched whole.
      expect(await ids({ columns: [{ name: 'GUID', data: first.guid.toUpperCase() }] })).toEqual({
        total: 1,
        ids: [first.iddenuncia],
      });
      expect(await ids({ columns: [{ name: 'guid', data: first.guid.slice(0, 8) }] })).toEqual({ total: 0, ids: [] });
      expect(await ids({ columns: [] })).toMatchObject({ total: 3 });
    });

    it("200: columns and the case list's own filtros combine by AND (a contradiction matches nothing)", async () => {
      const [first, second] = cases as [FiledCase, FiledCase, FiledCase];
      const type = fixture.channel.idtipodenuncia;
      expect(
        await ids({ columns: [{ name: 'idtipodenuncia', data: type }], filtros: { idestadodenuncia: 3 } }),
      ).toEqual({ total: 1, ids: [second.iddenuncia] });
      expect(
        await ids({ columns: [{ name: 'iddenuncia', data: first.iddenuncia }], filtros: { idestadodenuncia: 3 } }),
      ).toEqual({ total: 0, ids: [] });
      expect(await ids({ columns: [{ name: 'idestadodenuncia', data: 2 }], filtros: { idestadodenuncia: 3 } })).toEqual(
        { total: 0, ids: [] },
      );
      expect(await ids({ columns: [{ name: 'idestadodenuncia', data: 3 }], filtros: { idestadodenuncia: 3 } })).toEqual(
        { total: 1, ids: [second.iddenuncia] },
      );
    });

    it("400 for a column the list does not allow or of the wrong type; another tenant's complaint is not listed; 403 for reporters", async () => {
      for (const column of [
        { name: 'resolucion', data: 'x' },
        { name: 'idcliente', data: fixture.tenant.idcliente },
        { name: 'iddenuncia', data: '1' },
        { name: 'guid', data: 1 },
        { name: 'idestadodenuncia', data: null },
      ]) {
        const res = await list({ columns: [column] });
        expect(res.statusCode, JSON.stringify(column)).toBe(400);
        expect(res.json().errors[0].path).toMatch(/^body\.columns\.0\.(name|data)$/);
      }
      const foreign = await list(
        { columns: [{ name: 'iddenuncia', data: (cases[0] as FiledCase).iddenuncia }] },
        fixture.otherAdminToken,
      );
      expect(foreign.json()).toMatchObject({ total: 0, data: [] });
      const reporter = await fixture.newCase();
      expect((await list({ columns: [] }, reporter.reporter)).statusCode).toBe(403);
    });
  });
}
