import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  fileComplaint,
  reporterToken,
  setComplaintStatus,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';
import { addDays, addMonthsClamped, today } from '../../domain/case-deadlines/deadlines.rules.ts';

type Summary = {
  iddenuncia: number;
  guid: string;
  idtipodenuncia: number;
  tipo: string;
  idestadodenuncia: number;
  estado: string;
  fec_alta: string;
  vence_acuse: string;
  vence_respuesta: string;
  dias_respuesta: number | null;
};

for (const dialect of DIALECTS) {
  describe(`complaints: administrator's complaint list [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let fraud: Channel;
    let harassment: Channel;
    let publicToken: string;
    let adminToken: string;
    let reporter: string;
    const todayDay = today();
    /** Filing days, oldest first: overdue, resolved (old), a month ago, today twice. */
    const days = {
      overdue: addMonthsClamped(todayDay, -5),
      resolved: addMonthsClamped(todayDay, -4),
      month: addDays(todayDay, -30),
      today1: todayDay,
      today2: todayDay,
    };
    const guids: Record<keyof typeof days, string> = { overdue: '', resolved: '', month: '', today1: '', today2: '' };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      fraud = await buildChannel(t.app, tenant.idcliente);
      harassment = await buildChannel(t.app, tenant.idcliente, { nombre: 'Acoso' });
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      adminToken = await newAdminToken(t.app, tenant.idcliente);
      const types: Record<keyof typeof days, Channel> = {
        overdue: fraud,
        resolved: harassment,
        month: harassment,
        today1: fraud,
        today2: fraud,
      };
      let second = 0;
      for (const name of ['overdue', 'resolved', 'month', 'today1', 'today2'] as const) {
        const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: types[name].idtipodenuncia });
        guids[name] = filed.guid;
        second += 1;
        await t.app.db
          .updateTable('den_denuncias')
          .set({ fec_alta: `${days[name]}T00:00:0${second}.000Z` })
          .where('guid', '=', filed.guid)
          .execute();
        if (name === 'overdue') {
          reporter = await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`);
        }
      }
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid: guids.resolved }, 1);
    });
    afterAll(async () => t.close());

    function list(payload: Record<string, unknown>, token = adminToken) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/GetList',
        headers: bearer(token),
        payload,
      });
    }

    async function listed(payload: Record<string, unknown>): Promise<{ total: number; data: Summary[] }> {
      const res = await list(payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }

    async function guidsOf(payload: Record<string, unknown>): Promise<string[]> {
      return (await listed({ length: -1, ...payload })).data.map((c) => c.guid);
    }

    it('200: newest first by default, with names, deadlines and nothing sealed', async () => {
      const body = await listed({});
      expect(body.total).toBe(5);
      expect(body.data.map((c) => c.guid)).toEqual([
        guids.today2,
        guids.today1,
        guids.month,
        guids.resolved,
        guids.overdue,
      ]);
      const overdue = body.data[4];
      expect(overdue).toMatchObject({
        guid: guids.overdue,
        idtipodenuncia: fraud.idtipodenuncia,
        tipo: 'Fraude',
        idestadodenuncia: 2,
        estado: 'Recibida',
        anonima: true,
        fec_acuse: expect.any(String),
        fec_resolucion: null,
        vence_acuse: addDays(days.overdue, 7),
        vence_respuesta: addMonthsClamped(days.overdue, 3),
      });
      expect(overdue?.dias_respuesta).toBeLessThan(0);
      expect(body.data[0]?.dias_respuesta).toBeGreaterThan(80);
      expect(body.data[3]).toMatchObject({ tipo: 'Acoso', estado: 'Resuelta', dias_respuesta: null });
      for (const row of body.data) {
        expect(Object.keys(row).sort()).toEqual(
          [
            'anonima',
            'dias_respuesta',
            'estado',
            'fec_acuse',
            'fec_alta',
            'fec_resolucion',
            'guid',
            'iddenuncia',
            'referencia',
            'idestadodenuncia',
            'idtipodenuncia',
            'tipo',
            'vence_acuse',
            'vence_respuesta',
          ].sort(),
        );
      }
    });

    it('200: paging with start/length; total counts them all, or -1 when not asked', async () => {
      const first = await listed({ start: 0, length: 2 });
      expect(first.total).toBe(5);
      expect(first.data.map((c) => c.guid)).toEqual([guids.today2, guids.today1]);
      const last = await listed({ start: 4, length: 2 });
      expect(last.data.map((c) => c.guid)).toEqual([guids.overdue]);
      const noTotal = await listed({ start: 2, length: 1, gettotal: false });
      expect(noTotal).toMatchObject({ total: -1 });
      expect(noTotal.data.map((c) => c.guid)).toEqual([guids.month]);
    });

    it('200: sort asc/desc on each allowed column, ties broken by iddenuncia', async () => {
      expect(await guidsOf({ sort: 'fec_alta', order: 'asc' })).toEqual([
        guids.overdue,
        guids.resolved,
        guids.month,
        guids.today1,
        guids.today2,
      ]);
      const byId = await listed({ length: -1, sort: 'iddenuncia', order: 'desc' });
      const ids = byId.data.map((c) => c.iddenuncia);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(await guidsOf({ sort: 'idestadodenuncia' })).toEqual([
        guids.resolved,
        guids.overdue,
        guids.month,
        guids.today1,
        guids.today2,
      ]);
      const byType = await guidsOf({ sort: 'idtipodenuncia', order: 'desc' });
      expect(byType).toEqual([guids.month, guids.resolved, guids.today2, guids.today1, guids.overdue]);
    });

    it('200: sort by plazo puts the nearest answer deadline first (extension included), resolved cases last', async () => {
      expect(await guidsOf({ sort: 'plazo', order: 'asc' })).toEqual([
        guids.overdue,
        guids.month,
        guids.today1,
        guids.today2,
        guids.resolved,
      ]);
      expect(await guidsOf({ sort: 'plazo', order: 'desc' })).toEqual([
        guids.today2,
        guids.today1,
        guids.month,
        guids.overdue,
        guids.resolved,
      ]);
      // A 3-month extension moves the case filed a month ago past today's filings.
      await t.app.db.updateTable('den_denuncias').set({ prorroga_meses: 3 }).where('guid', '=', guids.month).execute();
      try {
        const rows = (await listed({ length: -1, sort: 'plazo', order: 'asc' })).data;
        expect(rows.map((c) => c.guid)).toEqual([
          guids.overdue,
          guids.today1,
          guids.today2,
          guids.month,
          guids.resolved,
        ]);
        const open = rows.filter((c) => c.dias_respuesta !== null).map((c) => c.vence_respuesta);
        expect(open).toEqual([...open].sort());
        // Paged, the same order.
        const second = await listed({ start: 1, length: 2, sort: 'plazo', order: 'asc' });
        expect(second.data.map((c) => c.guid)).toEqual([guids.today1, guids.today2]);
      } finally {
        await t.app.db
          .updateTable('den_denuncias')
          .set({ prorroga_meses: null })
          .where('guid', '=', guids.month)
          .execute();
      }
    });

    it('200: filters by status, type and filing days (inclusive)', async () => {
      expect(await guidsOf({ filtros: { idestadodenuncia: 1 } })).toEqual([guids.resolved]);
      expect(await guidsOf({ filtros: { idtipodenuncia: harassment.idtipodenuncia } })).toEqual([
        guids.month,
        guids.resolved,
      ]);
      expect(await guidsOf({ filtros: { desde: days.month, hasta: days.month } })).toEqual([guids.month]);
      expect(await guidsOf({ filtros: { desde: days.month } })).toEqual([guids.today2, guids.today1, guids.month]);
      expect(await guidsOf({ filtros: { hasta: days.resolved } })).toEqual([guids.resolved, guids.overdue]);
      const combined = await listed({ filtros: { idtipodenuncia: fraud.idtipodenuncia, desde: todayDay } });
      expect(combined.total).toBe(2);
    });

    it('200: vencidas lists only unresolved complaints past the 3-month deadline', async () => {
      const body = await listed({ filtros: { vencidas: true } });
      expect(body.total).toBe(1);
      expect(body.data.map((c) => c.guid)).toEqual([guids.overdue]);
      expect(await guidsOf({ filtros: { vencidas: false } })).toHaveLength(5);
    });

    it('200: texto matches a guid prefix, case-insensitively; anything else matches none', async () => {
      const prefix = guids.overdue.slice(0, 8).toUpperCase();
      expect(await guidsOf({ filtros: { texto: prefix } })).toEqual([guids.overdue]);
      expect(await guidsOf({ filtros: { texto: guids.month } })).toEqual([guids.month]);
      expect(await guidsOf({ filtros: { texto: '%' } })).toEqual([]);
      expect(await listed({ filtros: { texto: 'zz_' } })).toEqual({ success: true, total: 0, data: [] });
    });

    it('403: public and Informante tokens have no complaint list', async () => {
      expect((await list({}, publicToken)).statusCode).toBe(403);
      expect((await list({}, reporter)).statusCode).toBe(403);
    });

    it("200: another tenant's administrator sees only its own complaints", async () => {
      const other = await buildTenant(t.app);
      const otherChannel = await buildChannel(t.app, other.idcliente);
      const otherPublic = await issueAccessToken(t.app, other.idcliente, 'Publico');
      const own = await fileComplaint(t.app, otherPublic, { idtipodenuncia: otherChannel.idtipodenuncia });
      const otherAdmin = await newAdminToken(t.app, other.idcliente);
      const res = await list({ length: -1 }, otherAdmin);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(1);
      expect(res.json().data.map((c: Summary) => c.guid)).toEqual([own.guid]);
      const probe = await list({ filtros: { texto: guids.overdue } }, otherAdmin);
      expect(probe.json()).toEqual({ success: true, total: 0, data: [] });
    });

    it('400: unknown sort, length 0 or too large, bad dates, wrong types and extra keys', async () => {
      const bad: Record<string, unknown>[] = [
        { sort: 'respuestas' },
        { order: 'up' },
        { length: 0 },
        { length: 1001 },
        { start: -1 },
        { filtros: { desde: '2026-02-30' } },
        { filtros: { hasta: '26-01-01' } },
        { filtros: { desde: '2026-01-01T00:00:00Z' } },
        { filtros: { idestadodenuncia: '1' } },
        { filtros: { vencidas: 'true' } },
        { filtros: { texto: 'a'.repeat(65) } },
        { filtros: { guid: 'abc' } },
        { columns: [{ name: 'resolucion', data: 'x' }] },
        { extra: 1 },
      ];
      for (const payload of bad) {
        const res = await list(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });
}
