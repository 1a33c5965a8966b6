import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@atalaya/contract/complaints/dashboard.schemas';
import { rebuildCaseSummary } from '../../db/migrations/008-resumen-tables.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  buildRandomTenants,
  randomComplaints,
  type RandomTenant,
  type StoredComplaint,
} from '../../test/random-complaints.ts';
import { bearer } from '../../test/factories.ts';
import {
  acknowledgementDeadline,
  addDays,
  addMonthsClamped,
  answerDeadline,
  daysBetween,
  dayOf,
  today,
} from '../../domain/case-deadlines/deadlines.rules.ts';

/*
 * The Resumen reads counts kept on write by triggers (migrations 007 and 008). These tests write complaints
 * every way a row can change — insert, status, acknowledgement, resolution, extension, type,
 * filing date, tenant, delete — and check the summary and the Resumen against a count done here,
 * row by row, from the complaints themselves.
 */

function median(values: number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function countBy<T>(items: T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) {
    counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  }
  return counts;
}

for (const dialect of DIALECTS) {
  describe(`complaints: the Resumen's summary kept on write [${dialect}]`, () => {
    let t: TestApp;
    const tenants: RandomTenant[] = [];
    let cases: ReturnType<typeof randomComplaints>;
    const T = today();

    /** The summary tables as they should be, counted here from the complaints. */
    function expectedSummary(rows: StoredComplaint[]) {
      function month(r: StoredComplaint): string {
        return dayOf(r.fec_alta).slice(0, 7);
      }
      function acusada(r: StoredComplaint): number {
        return r.fec_acuse === null ? 0 : 1;
      }
      const months = countBy(rows, (r) =>
        [r.idcliente, month(r), r.idtipodenuncia, r.idestadodenuncia, r.prorroga_meses ?? 0, acusada(r)].join('|'),
      );
      const groups = countBy(rows, (r) => [r.idcliente, month(r), r.idtipodenuncia, r.idestadodenuncia].join('|'));
      const deadlines = countBy(rows, (r) =>
        [r.idcliente, month(r), r.idestadodenuncia, r.prorroga_meses ?? 0, acusada(r)].join('|'),
      );
      const days = countBy(
        rows.flatMap((r) => [
          ...(r.fec_acuse === null ? [] : [[r, 'acuse', daysBetween(dayOf(r.fec_alta), dayOf(r.fec_acuse))] as const]),
          ...(r.idestadodenuncia === 1 && r.fec_resolucion !== null
            ? [[r, 'resolucion', daysBetween(dayOf(r.fec_alta), dayOf(r.fec_resolucion))] as const]
            : []),
        ]),
        ([r, medida, dias]) => [r.idcliente, month(r), medida, dias].join('|'),
      );
      return { months, groups, deadlines, days };
    }

    async function storedSummary() {
      const db = t.app.db;
      const months = await db.selectFrom('den_resumen_mes').selectAll().where('total', '<>', 0).execute();
      const groups = await db.selectFrom('den_resumen_grupos').selectAll().where('total', '<>', 0).execute();
      const deadlines = await db.selectFrom('den_resumen_plazos').selectAll().where('total', '<>', 0).execute();
      const histograms = await db.selectFrom('den_resumen_hist').selectAll().execute();
      const days = histograms.flatMap((h) =>
        Object.entries(typeof h.dias === 'string' ? (JSON.parse(h.dias) as Record<string, number>) : h.dias)
          .filter(([, total]) => total !== 0)
          .map(([dias, total]) => [[h.idcliente, h.mes, h.medida, dias].join('|'), Number(total)] as const),
      );
      return {
        months: new Map(
          months.map((m) => [
            [m.idcliente, m.mes, m.idtipodenuncia, m.idestadodenuncia, m.prorroga_meses, m.acusada].join('|'),
            Number(m.total),
          ]),
        ),
        groups: new Map(
          groups.map((g) => [[g.idcliente, g.mes, g.idtipodenuncia, g.idestadodenuncia].join('|'), Number(g.total)]),
        ),
        deadlines: new Map(
          deadlines.map((d) => [
            [d.idcliente, d.mes, d.idestadodenuncia, d.prorroga_meses, d.acusada].join('|'),
            Number(d.total),
          ]),
        ),
        days: new Map(days),
      };
    }

    /** The Resumen's numbers for one tenant and period, counted here complaint by complaint. */
    function expectedDashboard(rows: StoredComplaint[], idcliente: number, desde: string, hasta: string) {
      const inPeriod = rows.filter(
        (r) => r.idcliente === idcliente && dayOf(r.fec_alta) >= desde && dayOf(r.fec_alta) <= hasta,
      );
      const open = inPeriod.filter((r) => r.idestadodenuncia !== 1);
      return {
        contadores: {
          total: inPeriod.length,
          // Status 2 is the initial one (tenant defaults), 3 is "in process".
          nuevas: inPeriod.filter((r) => r.idestadodenuncia === 2).length,
          en_tramite: inPeriod.filter((r) => r.idestadodenuncia === 3).length,
          resueltas: inPeriod.filter((r) => r.idestadodenuncia === 1).length,
          acuse_vencido: inPeriod.filter((r) => r.fec_acuse === null && acknowledgementDeadline(r.fec_alta) < T).length,
          respuesta_vencida: open.filter((r) => answerDeadline(r.fec_alta, r.prorroga_meses) < T).length,
          prorrogadas: inPeriod.filter((r) => r.prorroga_meses !== null).length,
        },
        por_mes: Object.fromEntries(countBy(inPeriod, (r) => dayOf(r.fec_alta).slice(0, 7))),
        por_tipo: Object.fromEntries(countBy(inPeriod, (r) => r.idtipodenuncia)),
        por_estado: Object.fromEntries(countBy(inPeriod, (r) => r.idestadodenuncia)),
        mediana_dias_acuse: median(
          inPeriod.flatMap((r) => (r.fec_acuse === null ? [] : [daysBetween(dayOf(r.fec_alta), dayOf(r.fec_acuse))])),
        ),
        mediana_dias_resolucion: median(
          inPeriod.flatMap((r) =>
            r.idestadodenuncia === 1 && r.fec_resolucion !== null
              ? [daysBetween(dayOf(r.fec_alta), dayOf(r.fec_resolucion))]
              : [],
          ),
        ),
      };
    }

    async function dashboardOf(token: string, desde: string, hasta: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/resumen',
        headers: bearer(token),
        payload: { desde, hasta },
      });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json<{ data: Dashboard }>().data;
      function nonZero(items: { key: string | number; total: number }[]): Record<string, number> {
        return Object.fromEntries(items.filter((i) => i.total > 0).map((i) => [i.key, i.total]));
      }
      return {
        contadores: d.contadores,
        por_mes: nonZero(d.por_mes.map((i) => ({ key: i.mes, total: i.total }))),
        por_tipo: nonZero(d.por_tipo.map((i) => ({ key: i.idtipodenuncia, total: i.total }))),
        por_estado: nonZero(d.por_estado.map((i) => ({ key: i.idestadodenuncia, total: i.total }))),
        mediana_dias_acuse: d.mediana_dias_acuse,
        mediana_dias_resolucion: d.mediana_dias_resolucion,
      };
    }

    /** Periods that start and end on month boundaries, inside months, today, and within one month. */
    function periods(): [string, string][] {
      function monthStart(day: string): string {
        return `${day.slice(0, 7)}-01`;
      }
      const list: [string, string][] = [
        [monthStart(addMonthsClamped(T, -11)), T],
        [addDays(T, -1000), T],
        [monthStart(addMonthsClamped(T, -20)), addDays(monthStart(addMonthsClamped(T, -2)), -1)],
        [addDays(T, -400), addDays(T, -45)],
        [addDays(T, -20), addDays(T, -3)],
        [monthStart(T), T],
        [T, T],
        [addDays(T, -100), addDays(T, 30)],
      ];
      for (let i = 0; i < 8; i += 1) {
        const a = addDays(T, -Math.floor(cases.random() * 950));
        const b = addDays(a, Math.floor(cases.random() * 500));
        list.push([a, b < T ? b : T]);
      }
      return list;
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenants.push(...(await buildRandomTenants(t.app, 2)));
      cases = randomComplaints(t.app, tenants, dialect === 'sqlite' ? 20_261_122 : 22_112_026);
    });
    afterAll(async () => t.close());

    it('the summary equals a count of the complaints after inserts, every kind of change, and deletes', async () => {
      await cases.insertRandom(400);
      expect(await storedSummary()).toEqual(expectedSummary(await cases.complaints()));
      await cases.changeRandom(250);
      const rows = await cases.complaints();
      expect(rows.length).toBeGreaterThan(350);
      expect(await storedSummary()).toEqual(expectedSummary(rows));
      // The migration's back-fill (also the benchmark's rebuild) counts the same.
      await t.app.db.transaction().execute((trx) => rebuildCaseSummary(trx, dialect));
      expect(await storedSummary()).toEqual(expectedSummary(rows));
    });

    it('the Resumen of any period (whole months, partial months, one day, into the future) equals a count of its complaints', async () => {
      const rows = await cases.complaints();
      for (const tenant of tenants) {
        for (const [desde, hasta] of periods()) {
          expect(await dashboardOf(tenant.token, desde, hasta), `${desde} … ${hasta}`).toEqual(
            expectedDashboard(rows, tenant.idcliente, desde, hasta),
          );
        }
      }
    });
  });
}
