import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@atalaya/contract/complaints/dashboard.schemas';
import { rebuildCaseSummary } from '../../db/migrations/007-case-summary.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { randomSource } from '../../test/seeded-random.ts';
import { bearer, buildTenant, newAdminToken } from '../../test/factories.ts';
import {
  acknowledgementDeadline,
  addDays,
  addMonthsClamped,
  answerDeadline,
  daysBetween,
  dayOf,
  today,
} from './deadlines.ts';
import { splitByMonths } from './dashboard-ranges.ts';

/*
 * The Resumen reads counts kept on write by triggers (migration 007). These tests write complaints
 * every way a row can change — insert, status, acknowledgement, resolution, extension, type,
 * filing date, tenant, delete — and check the summary and the Resumen against a count done here,
 * row by row, from the complaints themselves.
 */

type Row = {
  iddenuncia: number;
  guid: string;
  idcliente: number;
  idtipodenuncia: number;
  idestadodenuncia: number;
  fec_alta: string;
  fec_acuse: string | null;
  fec_resolucion: string | null;
  prorroga_meses: number | null;
};

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

describe('dashboard: splitByMonths', () => {
  const tomorrow = '2026-11-23';
  it('whole months in the middle, partial stretches at the ends', () => {
    expect(splitByMonths({ from: '2026-01-15', before: '2026-04-10' }, tomorrow)).toEqual({
      months: { first: '2026-02', last: '2026-03' },
      partial: [
        { from: '2026-01-15', before: '2026-02-01' },
        { from: '2026-04-01', before: '2026-04-10' },
      ],
    });
    expect(splitByMonths({ from: '2025-12-01', before: '2026-01-01' }, tomorrow)).toEqual({
      months: { first: '2025-12', last: '2025-12' },
      partial: [],
    });
  });
  it('the current month counts as whole from its first day when the range reaches tomorrow or later', () => {
    expect(splitByMonths({ from: '2026-10-01', before: tomorrow }, tomorrow)).toEqual({
      months: { first: '2026-10', last: '2026-11' },
      partial: [],
    });
    expect(splitByMonths({ from: '2026-11-01', before: '2026-11-22' }, tomorrow)).toEqual({
      months: null,
      partial: [{ from: '2026-11-01', before: '2026-11-22' }],
    });
  });
  it('a range inside one month, or across two without a whole one, is all partial; an empty one is nothing', () => {
    expect(splitByMonths({ from: '2026-03-05', before: '2026-04-20' }, tomorrow)).toEqual({
      months: null,
      partial: [{ from: '2026-03-05', before: '2026-04-20' }],
    });
    expect(splitByMonths({ from: '2026-03-05', before: '2026-03-05' }, tomorrow)).toEqual({
      months: null,
      partial: [],
    });
  });
});

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
  describe(`complaints: the Resumen's summary kept on write [${dialect}]`, () => {
    let t: TestApp;
    const tenants: { idcliente: number; channels: Channel[]; token: string }[] = [];
    const T = today();
    const random = randomSource(dialect === 'sqlite' ? 20_261_122 : 22_112_026);
    function pick<V>(values: readonly V[]): V {
      return values[Math.floor(random() * values.length)] as V;
    }

    function iso(day: string): string {
      const seconds = Math.floor(random() * 86_400);
      return `${day}T${new Date(seconds * 1000).toISOString().slice(11, 23)}Z`;
    }

    /** A filing day within the last 30 months, or tomorrow-clamped (today) now and then. */
    function filingDay(): string {
      return random() < 0.05 ? T : addDays(T, -Math.floor(random() * 913));
    }

    async function insertRandom(count: number, only?: number): Promise<void> {
      const rows = Array.from({ length: count }, () => {
        const tenant = only === undefined ? pick(tenants) : (tenants[only] ?? pick(tenants));
        const channel = pick(tenant.channels);
        const day = filingDay();
        const resolved = random() < 0.3;
        const ack = random() < 0.7 ? iso(addDays(day, Math.floor(random() * 12))) : null;
        return {
          guid: crypto.randomUUID(),
          idcliente: tenant.idcliente,
          idtipodenuncia: channel.idtipodenuncia,
          idformulario: channel.idformulario,
          version_formulario: 1,
          idestadodenuncia: resolved ? 1 : pick([2, 3]),
          fec_alta: iso(day),
          fec_acuse: ack,
          fec_resolucion: resolved ? iso(addDays(day, 5 + Math.floor(random() * 200))) : null,
          resolucion: resolved ? 'not-a-ciphertext' : null,
          anonima: 1,
          respuestas: 'not-a-ciphertext',
          contacto: null,
          ididioma: 1,
          receipt_hash: crypto.randomBytes(16).toString('hex'),
          idtercero: null,
          prorroga_meses: !resolved && random() < 0.15 ? 1 + Math.floor(random() * 3) : null,
          prorroga_motivo: null,
          fec_prorroga: null,
          idusuario_prorroga: null,
        };
      });
      // Several rows per statement: the row triggers still fire once per complaint.
      for (let i = 0; i < rows.length; i += 50) {
        await t.app.db
          .insertInto('den_denuncias')
          .values(rows.slice(i, i + 50))
          .execute();
      }
    }

    async function complaints(): Promise<Row[]> {
      return t.app.db
        .selectFrom('den_denuncias')
        .select([
          'iddenuncia',
          'guid',
          'idcliente',
          'idtipodenuncia',
          'idestadodenuncia',
          'fec_alta',
          'fec_acuse',
          'fec_resolucion',
          'prorroga_meses',
        ])
        .execute();
    }

    /** Every way a stored complaint changes, at random, on `count` complaints. */
    async function changeRandom(count: number): Promise<void> {
      const rows = await complaints();
      for (let i = 0; i < count; i += 1) {
        const row = pick(rows);
        const change = Math.floor(random() * 9);
        const update = t.app.db.updateTable('den_denuncias').where('iddenuncia', '=', row.iddenuncia);
        const filed = dayOf(row.fec_alta);
        if (change === 0) {
          await update.set({ idestadodenuncia: pick([2, 3]) }).execute();
        } else if (change === 1) {
          await update.set({ fec_acuse: iso(addDays(filed, Math.floor(random() * 9))) }).execute();
        } else if (change === 2) {
          await update
            .set({ idestadodenuncia: 1, fec_resolucion: iso(addDays(filed, 1 + Math.floor(random() * 150))) })
            .execute();
        } else if (change === 3) {
          await update.set({ prorroga_meses: 1 + Math.floor(random() * 3) }).execute();
        } else if (change === 4) {
          const tenant = tenants.find((x) => x.idcliente === row.idcliente);
          await update.set({ idtipodenuncia: pick(tenant?.channels ?? []).idtipodenuncia }).execute();
        } else if (change === 5) {
          await update.set({ fec_alta: iso(filingDay()) }).execute();
        } else if (change === 6) {
          // A resolved complaint reopened (not an application path; the summary must follow anyway).
          await update.set({ idestadodenuncia: 2, fec_resolucion: null, fec_acuse: null }).execute();
        } else if (change === 7) {
          await t.app.db.deleteFrom('den_denuncias').where('iddenuncia', '=', row.iddenuncia).execute();
          rows.splice(rows.indexOf(row), 1);
        } else {
          // Columns the summary does not keep: no change to it.
          await update.set({ anonima: 0 }).execute();
        }
      }
    }

    /** The summary tables as they should be, counted here from the complaints. */
    function expectedSummary(rows: Row[]) {
      const months = countBy(rows, (r) =>
        [
          r.idcliente,
          dayOf(r.fec_alta).slice(0, 7),
          r.idtipodenuncia,
          r.idestadodenuncia,
          r.prorroga_meses ?? 0,
          r.fec_acuse === null ? 0 : 1,
        ].join('|'),
      );
      const days = countBy(
        rows.flatMap((r) => [
          ...(r.fec_acuse === null ? [] : [[r, 'acuse', daysBetween(dayOf(r.fec_alta), dayOf(r.fec_acuse))] as const]),
          ...(r.idestadodenuncia === 1 && r.fec_resolucion !== null
            ? [[r, 'resolucion', daysBetween(dayOf(r.fec_alta), dayOf(r.fec_resolucion))] as const]
            : []),
        ]),
        ([r, medida, dias]) => [r.idcliente, dayOf(r.fec_alta).slice(0, 7), medida, dias].join('|'),
      );
      return { months, days };
    }

    async function storedSummary() {
      const months = await t.app.db.selectFrom('den_resumen_mes').selectAll().where('total', '<>', 0).execute();
      const days = await t.app.db.selectFrom('den_resumen_dias').selectAll().where('total', '<>', 0).execute();
      return {
        months: new Map(
          months.map((m) => [
            [m.idcliente, m.mes, m.idtipodenuncia, m.idestadodenuncia, m.prorroga_meses, m.acusada].join('|'),
            Number(m.total),
          ]),
        ),
        days: new Map(days.map((d) => [[d.idcliente, d.mes, d.medida, d.dias].join('|'), Number(d.total)])),
      };
    }

    /** The Resumen's numbers for one tenant and period, counted here complaint by complaint. */
    function expectedDashboard(rows: Row[], idcliente: number, desde: string, hasta: string) {
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
        const a = addDays(T, -Math.floor(random() * 950));
        const b = addDays(a, Math.floor(random() * 500));
        list.push([a, b < T ? b : T]);
      }
      return list;
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      for (let i = 0; i < 2; i += 1) {
        const tenant = await buildTenant(t.app);
        const channels = [
          await buildChannel(t.app, tenant.idcliente, { nombre: 'Fraude' }),
          await buildChannel(t.app, tenant.idcliente, { nombre: 'Acoso' }),
        ];
        await t.app.db
          .insertInto('den_estados_denuncia')
          .values({
            idcliente: tenant.idcliente,
            idestadodenuncia: 3,
            nombre: JSON.stringify({ es: 'En trámite' }),
            color: '#ef6c00',
            orden: 20,
            inicial: 0,
          })
          .execute();
        tenants.push({ idcliente: tenant.idcliente, channels, token: await newAdminToken(t.app, tenant.idcliente) });
      }
    });
    afterAll(async () => t.close());

    it('the summary equals a count of the complaints after inserts, every kind of change, and deletes', async () => {
      await insertRandom(400);
      expect(await storedSummary()).toEqual(expectedSummary(await complaints()));
      await changeRandom(250);
      const rows = await complaints();
      expect(rows.length).toBeGreaterThan(350);
      expect(await storedSummary()).toEqual(expectedSummary(rows));
      // The migration's back-fill (also the benchmark's rebuild) counts the same.
      await t.app.db.transaction().execute((trx) => rebuildCaseSummary(trx, dialect));
      expect(await storedSummary()).toEqual(expectedSummary(rows));
    });

    it('the Resumen of any period (whole months, partial months, one day, into the future) equals a count of its complaints', async () => {
      const rows = await complaints();
      for (const tenant of tenants) {
        for (const [desde, hasta] of periods()) {
          expect(await dashboardOf(tenant.token, desde, hasta), `${desde} … ${hasta}`).toEqual(
            expectedDashboard(rows, tenant.idcliente, desde, hasta),
          );
        }
      }
    });

    /** GetList's total and page, as the list should be, from the complaints themselves. */
    function expectedList(rows: Row[], idcliente: number, body: ListBody) {
      const f = body.filtros;
      const matching = rows.filter(
        (r) =>
          r.idcliente === idcliente &&
          (f.idestadodenuncia === undefined || r.idestadodenuncia === f.idestadodenuncia) &&
          (f.idtipodenuncia === undefined || r.idtipodenuncia === f.idtipodenuncia) &&
          (f.desde === undefined || dayOf(r.fec_alta) >= f.desde) &&
          (f.hasta === undefined || dayOf(r.fec_alta) <= f.hasta) &&
          (f.vencidas !== true || (r.idestadodenuncia !== 1 && answerDeadline(r.fec_alta, r.prorroga_meses) < T)) &&
          (f.texto === undefined || r.guid.startsWith(f.texto)),
      );
      const sign = body.order === 'asc' ? 1 : -1;
      matching.sort((a, b) => sign * (a.fec_alta.localeCompare(b.fec_alta) || a.iddenuncia - b.iddenuncia));
      return { total: matching.length, ids: matching.slice(body.start, body.start + 10).map((r) => r.iddenuncia) };
    }

    it('GetList: totals and pages (deep ones sought by month) equal the complaints filtered and sorted here', async () => {
      await insertRandom(1200, 0);
      const rows = await complaints();
      const tenant = tenants[0];
      if (tenant === undefined) {
        throw new Error('no tenant');
      }
      const own = rows.filter((r) => r.idcliente === tenant.idcliente);
      expect(own.length).toBeGreaterThan(1200);
      const bodies: ListBody[] = [];
      for (let i = 0; i < 40; i += 1) {
        const from = random() < 0.4 ? addDays(T, -Math.floor(random() * 900)) : undefined;
        const to = random() < 0.4 ? addDays(from ?? addDays(T, -900), Math.floor(random() * 600)) : undefined;
        const filtros: ListBody['filtros'] = {
          ...(random() < 0.3 ? { idestadodenuncia: pick([1, 2, 3]) } : {}),
          ...(random() < 0.3 ? { idtipodenuncia: pick(tenant.channels).idtipodenuncia } : {}),
          ...(from === undefined ? {} : { desde: from }),
          ...(to === undefined ? {} : { hasta: to }),
          ...(random() < 0.3 ? { vencidas: true } : {}),
          ...(random() < 0.1 ? { texto: (pick(own).guid ?? '').slice(0, 2) } : {}),
        };
        const total = expectedList(rows, tenant.idcliente, { start: 0, order: 'desc', filtros }).total;
        // Near the start, deep (sought through the summary when only status/type filter), the last page, past the end.
        const start = pick([0, 990, 1000 + Math.floor(random() * 200), Math.max(0, total - 5), total + 3]);
        bodies.push({ start, order: pick(['asc', 'desc'] as const), filtros });
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
