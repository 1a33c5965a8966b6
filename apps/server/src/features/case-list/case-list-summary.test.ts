import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import {
  buildRandomTenants,
  randomComplaints,
  type RandomTenant,
  type StoredComplaint,
} from '../../test/random-complaints.ts';
import { addDays, answerDeadline, dayOf, today } from '../../domain/case-deadlines/deadlines.rules.ts';

/*
 * The case list counts and seeks deep pages through the summary kept on write (migration 007,
 * decision 018). Its answers are checked against the complaints filtered and sorted here.
 */

type ListBody = {
  start: number;
  order: 'asc' | 'desc';
  filtros: {
    idestadodenuncia?: number;
    idtipodenuncia?: number;
    desde?: string;
    hasta?: string;
    vencidas?: boolean;
    texto?: string;
  };
};

for (const dialect of DIALECTS) {
  describe(`complaints: GetList through the summary kept on write [${dialect}]`, () => {
    let t: TestApp;
    const tenants: RandomTenant[] = [];
    let cases: ReturnType<typeof randomComplaints>;
    const T = today();

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenants.push(...(await buildRandomTenants(t.app, 2)));
      cases = randomComplaints(t.app, tenants, dialect === 'sqlite' ? 7_112_026 : 26_110_227);
      await cases.insertRandom(200);
      await cases.changeRandom(100);
    });
    afterAll(async () => t.close());

    /** GetList's total and page, as the list should be, from the complaints themselves. */
    function expectedList(rows: StoredComplaint[], idcliente: number, body: ListBody) {
      const f = body.filtros;
      const matching = rows.filter(
        (r) =>
          r.idcliente === idcliente &&
          (f.idestadodenuncia === undefined || r.idestadodenuncia === f.idestadodenuncia) &&
          (f.idtipodenuncia === undefined || r.idtipodenuncia === f.idtipodenuncia) &&
          (f.desde === undefined || dayOf(r.fec_alta) >= f.desde) &&
          (f.hasta === undefined || dayOf(r.fec_alta) <= f.hasta) &&
          (f.vencidas !== true || (r.idestadodenuncia !== 1 && answerDeadline(r.fec_alta, r.prorroga_meses) < T)) &&
          (f.texto === undefined || r.guid.startsWith(f.texto) || r.referencia.includes(f.texto)),
      );
      const sign = body.order === 'asc' ? 1 : -1;
      matching.sort((a, b) => sign * (a.fec_alta.localeCompare(b.fec_alta) || a.iddenuncia - b.iddenuncia));
      return { total: matching.length, ids: matching.slice(body.start, body.start + 10).map((r) => r.iddenuncia) };
    }

    it('GetList: totals and pages (deep ones sought by month) equal the complaints filtered and sorted here', async () => {
      await cases.insertRandom(1200, 0);
      const rows = await cases.complaints();
      const tenant = tenants[0];
      if (tenant === undefined) {
        throw new Error('no tenant');
      }
      const own = rows.filter((r) => r.idcliente === tenant.idcliente);
      expect(own.length).toBeGreaterThan(1200);
      const bodies: ListBody[] = [];
      for (let i = 0; i < 40; i += 1) {
        const from = cases.random() < 0.4 ? addDays(T, -Math.floor(cases.random() * 900)) : undefined;
        const to =
          cases.random() < 0.4 ? addDays(from ?? addDays(T, -900), Math.floor(cases.random() * 600)) : undefined;
        const filtros: ListBody['filtros'] = {
          ...(cases.random() < 0.3 ? { idestadodenuncia: cases.pick([1, 2, 3]) } : {}),
          ...(cases.random() < 0.3 ? { idtipodenuncia: cases.pick(tenant.channels).idtipodenuncia } : {}),
          ...(from === undefined ? {} : { desde: from }),
          ...(to === undefined ? {} : { hasta: to }),
          ...(cases.random() < 0.3 ? { vencidas: true } : {}),
          ...(cases.random() < 0.1 ? { texto: (cases.pick(own).guid ?? '').slice(0, 2) } : {}),
        };
        const total = expectedList(rows, tenant.idcliente, { start: 0, order: 'desc', filtros }).total;
        // Near the start, deep (sought through the summary when only status/type filter), the last page, past the end.
        const start = cases.pick([0, 990, 1000 + Math.floor(cases.random() * 200), Math.max(0, total - 5), total + 3]);
        bodies.push({ start, order: cases.pick(['asc', 'desc'] as const), filtros });
      }
      bodies.push({ start: 1111, order: 'desc', filtros: {} }, { start: 1150, order: 'asc', filtros: {} });
      for (const body of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_denuncias/GetList',
          headers: bearer(tenant.token),
          payload: { length: 10, sort: 'fec_alta', ...body },
        });
        expect(res.statusCode, res.body).toBe(200);
        const got = res.json<{ total: number; data: { iddenuncia: number }[] }>();
        expect({ total: got.total, ids: got.data.map((d) => d.iddenuncia) }, JSON.stringify(body)).toEqual(
          expectedList(rows, tenant.idcliente, body),
        );
      }
    });
  });
}
