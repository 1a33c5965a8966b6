import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@atalaya/contract/complaints/dashboard.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, directComplaintRow, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';
import { addDays, addMonthsClamped, today } from '../../domain/case-deadlines/deadlines.rules.ts';

/** A complaint row as the test wants it; the sealed columns hold text that cannot be decrypted. */
type Complaint = {
  idtipodenuncia: number;
  idestadodenuncia: number;
  fec_alta: string;
  fec_acuse?: string | null;
  fec_resolucion?: string | null;
  prorroga_meses?: number | null;
};

for (const dialect of DIALECTS) {
  describe(`complaints: Resumen dashboard [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let fraud: Channel;
    let harassment: Channel;
    let others: Channel;
    let retired: Channel;
    let adminToken: string;
    let publicToken: string;
    let otherTenant: { idcliente: number };
    let otherAdminToken: string;
    const otherGuids: string[] = [];
    const T = today();
    function daysAgo(n: number): string {
      return addDays(T, -n);
    }
    function monthsAgo(n: number): string {
      return addMonthsClamped(T, -n);
    }
    /** Late in the UTC day: days are counted between UTC days, not 24-hour spans. */
    function at(day: string, time = '22:30:00.000'): string {
      return `${day}T${time}Z`;
    }
    const guids: Record<string, string> = {};

    async function insertComplaint(idcliente: number, c: Complaint): Promise<string> {
      const guid = crypto.randomUUID();
      await t.app.db
        .insertInto('den_denuncias')
        .values(
          directComplaintRow({
            guid,
            idcliente,
            idtipodenuncia: c.idtipodenuncia,
            idformulario: fraud.idformulario,
            idestadodenuncia: c.idestadodenuncia,
            fec_alta: c.fec_alta,
            fec_acuse: c.fec_acuse,
            fec_resolucion: c.fec_resolucion,
            prorroga_meses: c.prorroga_meses,
          }),
        )
        .execute();
      return guid;
    }

    /** Filing day, and acknowledgement / resolution that many days later (01:00 UTC). */
    function filed(day: string, ack: number | null, resolvedAfter?: number) {
      return {
        fec_alta: at(day),
        fec_acuse: ack === null ? null : at(addDays(day, ack), '01:00:00.000'),
        fec_resolucion: resolvedAfter === undefined ? null : at(addDays(day, resolvedAfter), '01:00:00.000'),
      };
    }

    /** The hand-built data set of the main tenant (see the expectations in the first test). */
    function dataSet(): Record<string, Complaint> {
      const f = fraud.idtipodenuncia;
      const h = harassment.idtipodenuncia;
      return {
        c1: { idtipodenuncia: f, idestadodenuncia: 2, ...filed(daysAgo(2), null) },
        c2: { idtipodenuncia: f, idestadodenuncia: 2, ...filed(daysAgo(10), null) },
        c3: { idtipodenuncia: f, idestadodenuncia: 3, ...filed(daysAgo(10), 2) },
        c4: { idtipodenuncia: f, idestadodenuncia: 3, ...filed(monthsAgo(4), 5) },
        c5: { idtipodenuncia: f, idestadodenuncia: 3, prorroga_meses: 2, ...filed(monthsAgo(4), 1) },
        c6: { idtipodenuncia: f, idestadodenuncia: 2, prorroga_meses: 1, ...filed(addDays(monthsAgo(5), -5), null) },
        c7: { idtipodenuncia: h, idestadodenuncia: 1, ...filed(monthsAgo(6), 3, 30) },
        c8: { idtipodenuncia: h, idestadodenuncia: 1, ...filed(monthsAgo(8), 7, 60) },
        c9: { idtipodenuncia: h, idestadodenuncia: 1, ...filed(monthsAgo(7), null, 90) },
        c10: { idtipodenuncia: h, idestadodenuncia: 1, ...filed(addDays(monthsAgo(6), 1), 4, 45) },
        /** Acknowledgement due today: not overdue yet. */
        c11: { idtipodenuncia: f, idestadodenuncia: 2, ...filed(daysAgo(7), null) },
        c12: { idtipodenuncia: f, idestadodenuncia: 3, ...filed(daysAgo(8), null) },
        /** Before the default period (12 calendar months), of a retired type. */
        old: { idtipodenuncia: retired.idtipodenuncia, idestadodenuncia: 2, ...filed(monthsAgo(13), null) },
        /** Month filling across a year boundary: 2019-11-15 … 2020-02-10. */
        y1: { idtipodenuncia: f, idestadodenuncia: 2, fec_alta: '2019-11-14T23:59:59.999Z' },
        y2: { idtipodenuncia: f, idestadodenuncia: 2, fec_alta: '2019-11-15T00:00:00.000Z' },
        y3: { idtipodenuncia: f, idestadodenuncia: 2, fec_alta: '2019-11-30T23:59:00.000Z' },
        y4: { idtipodenuncia: f, idestadodenuncia: 2, fec_alta: '2020-01-01T00:00:00.000Z' },
        y5: { idtipodenuncia: f, idestadodenuncia: 2, fec_alta: '2020-02-10T23:59:59.999Z' },
        y6: { idtipodenuncia: f, idestadodenuncia: 2, fec_alta: '2020-02-11T00:00:00.000Z' },
      };
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      fraud = await buildChannel(t.app, tenant.idcliente);
      harassment = await buildChannel(t.app, tenant.idcliente, { nombre: 'Acoso' });
      others = await buildChannel(t.app, tenant.idcliente, { nombre: 'Otros' });
      retired = await buildChannel(t.app, tenant.idcliente, { nombre: 'Antiguo', activo: false });
      await t.app.db
        .insertInto('den_estados_denuncia')
        .values([
          {
            idcliente: tenant.idcliente,
            idestadodenuncia: 3,
            nombre: JSON.stringify({ es: 'En trámite', en: 'In progress' }),
            color: '#ef6c00',
            orden: 20,
            inicial: 0,
          },
          {
            idcliente: tenant.idcliente,
            idestadodenuncia: 4,
            nombre: JSON.stringify({ es: 'Inadmitida', en: 'Not admitted' }),
            color: '#757575',
            orden: 90,
            inicial: 0,
          },
        ])
        .execute();
      adminToken = await newAdminToken(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      for (const [name, complaint] of Object.entries(dataSet())) {
        guids[name] = await insertComplaint(tenant.idcliente, complaint);
      }

      // Another tenant with overdue, extended, resolved complaints filed on the same days.
      otherTenant = await buildTenant(t.app);
      const otherChannel = await buildChannel(t.app, otherTenant.idcliente, { nombre: 'Ajeno' });
      for (const complaint of [
        { idestadodenuncia: 2, ...filed(monthsAgo(5), null) },
        { idestadodenuncia: 2, prorroga_meses: 1, ...filed(monthsAgo(9), null) },
        { idestadodenuncia: 1, ...filed(daysAgo(20), 1, 2) },
      ]) {
        otherGuids.push(
          await insertComplaint(otherTenant.idcliente, { idtipodenuncia: otherChannel.idtipodenuncia, ...complaint }),
        );
      }
      otherAdminToken = await newAdminToken(t.app, otherTenant.idcliente);
    });
    afterAll(async () => t.close());

    function resumen(payload: unknown, token = adminToken) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/resumen',
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
      });
    }

    async function dashboard(payload: Record<string, unknown> = {}, token = adminToken): Promise<Dashboard> {
      const res = await resumen(payload, token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ success: boolean; data: Dashboard }>();
      expect(body.success).toBe(true);
      return body.data;
    }

    it('200: counters, charts and medians of the default period (12 calendar months up to today)', async () => {
      const d = await dashboard();
      const firstMonth = addMonthsClamped(T, -11).slice(0, 7);
      expect(d.desde).toBe(`${firstMonth}-01`);
      expect(d.hasta).toBe(T);
      expect(d.contadores).toEqual({
        total: 12,
        nuevas: 4, // c1 c2 c6 c11 (status 2, the initial one)
        en_tramite: 4, // c3 c4 c5 c12
        resueltas: 4, // c7 c8 c9 c10
        acuse_vencido: 4, // c2 c6 c9 c12 — not c1, nor c11 (due today)
        respuesta_vencida: 2, // c4, and c6 (extended by 1 month, still overdue) — not c5 (extended by 2)
        prorrogadas: 2, // c5 c6
      });

      const expectedMonths = new Map<string, number>();
      for (const [name, c] of Object.entries(dataSet())) {
        if (/^c\d+$/.test(name)) {
          const month = c.fec_alta.slice(0, 7);
          expectedMonths.set(month, (expectedMonths.get(month) ?? 0) + 1);
        }
      }
      expect(d.por_mes).toHaveLength(12);
      expect(d.por_mes[0]?.mes).toBe(firstMonth);
      expect(d.por_mes[11]?.mes).toBe(T.slice(0, 7));
      expect(d.por_mes).toEqual(d.por_mes.map(({ mes }) => ({ mes, total: expectedMonths.get(mes) ?? 0 })));
      expect(d.por_mes.reduce((sum, m) => sum + m.total, 0)).toBe(12);

      // Active types always (zeros too), in display order; the retired one only with complaints.
      expect(d.por_tipo).toEqual([
        { idtipodenuncia: fraud.idtipodenuncia, tipo: 'Fraude', total: 8 },
        { idtipodenuncia: harassment.idtipodenuncia, tipo: 'Acoso', total: 4 },
        { idtipodenuncia: others.idtipodenuncia, tipo: 'Otros', total: 0 },
      ]);
      expect(d.por_estado).toEqual([
        { idestadodenuncia: 2, estado: 'Recibida', color: '#1565c0', total: 4 },
        { idestadodenuncia: 3, estado: 'En trámite', color: '#ef6c00', total: 4 },
        { idestadodenuncia: 4, estado: 'Inadmitida', color: '#757575', total: 0 },
        { idestadodenuncia: 1, estado: 'Resuelta', color: '#2e7d32', total: 4 },
      ]);
      // Acknowledged after 1, 2, 3, 4, 5, 7 days; resolved after 30, 45, 60, 90 days (UTC days).
      expect(d.mediana_dias_acuse).toBe(3.5);
      expect(d.mediana_dias_resolucion).toBe(52.5);
    });

    it('200: pendientes lists unresolved cases, overdue first, then by the nearest deadline (extension included)', async () => {
      const d = await dashboard();
      expect(d.pendientes.map((p) => p.guid)).toEqual(
        ['c6', 'c4', 'c5', 'c2', 'c3', 'c12', 'c11', 'c1'].map((name) => guids[name]),
      );
      const [c6, c4, c5] = d.pendientes;
      expect(c6).toMatchObject({
        tipo: 'Fraude',
        estado: 'Recibida',
        fec_acuse: null,
        fec_resolucion: null,
        anonima: true,
        vence_acuse: addDays(addDays(monthsAgo(5), -5), 7),
        vence_respuesta: addMonthsClamped(addDays(monthsAgo(5), -5), 4),
      });
      expect(c6?.dias_respuesta).toBeLessThan(0);
      expect(c4?.vence_respuesta).toBe(addMonthsClamped(monthsAgo(4), 3));
      expect(c4?.dias_respuesta).toBeLessThan(0);
      expect(c5).toMatchObject({ estado: 'En trámite', vence_respuesta: addMonthsClamped(monthsAgo(4), 5) });
      expect(c5?.dias_respuesta).toBeGreaterThan(0);
      for (const row of d.pendientes) {
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

    it('200: pendientes stops at the 10 most urgent', async () => {
      const busy = await buildTenant(t.app);
      const channel = await buildChannel(t.app, busy.idcliente);
      const filedGuids: string[] = [];
      for (let n = 1; n <= 12; n += 1) {
        filedGuids.push(
          await insertComplaint(busy.idcliente, {
            idtipodenuncia: channel.idtipodenuncia,
            idestadodenuncia: 2,
            fec_alta: at(daysAgo(n)),
          }),
        );
      }
      const token = await newAdminToken(t.app, busy.idcliente);
      const d = await dashboard({}, token);
      expect(d.contadores.total).toBe(12);
      expect(d.pendientes.map((p) => p.guid)).toEqual(filedGuids.slice(2).reverse());
    });

    it('200: months are filled with zeros across a year boundary; desde and hasta are inclusive days', async () => {
      const d = await dashboard({ desde: '2019-11-15', hasta: '2020-02-10' });
      expect(d).toMatchObject({ desde: '2019-11-15', hasta: '2020-02-10' });
      expect(d.por_mes).toEqual([
        { mes: '2019-11', total: 2 },
        { mes: '2019-12', total: 0 },
        { mes: '2020-01', total: 1 },
        { mes: '2020-02', total: 1 },
      ]);
      expect(d.contadores).toMatchObject({ total: 4, nuevas: 4, respuesta_vencida: 4, acuse_vencido: 4 });
      expect(d.pendientes.map((p) => p.guid)).toEqual(['y2', 'y3', 'y4', 'y5'].map((name) => guids[name]));
      expect(d.mediana_dias_acuse).toBeNull();
      expect(d.mediana_dias_resolucion).toBeNull();
    });

    it('200: a retired type shows when the period holds its complaints', async () => {
      const d = await dashboard({ desde: `${monthsAgo(13).slice(0, 7)}-01` });
      expect(d.contadores.total).toBe(13);
      expect(d.por_tipo).toContainEqual({ idtipodenuncia: retired.idtipodenuncia, tipo: 'Antiguo', total: 1 });
      expect(d.por_mes).toHaveLength(14);
    });

    it("200: another tenant's complaints are never counted nor listed", async () => {
      const mine = await dashboard({ desde: '2019-01-01', hasta: addDays('2019-01-01', 1097) });
      const all = [...mine.pendientes.map((p) => p.guid)];
      expect(all.some((g) => otherGuids.includes(g))).toBe(false);

      const theirs = await dashboard({}, otherAdminToken);
      expect(theirs.contadores).toEqual({
        total: 3,
        nuevas: 2,
        en_tramite: 0,
        resueltas: 1,
        acuse_vencido: 2,
        respuesta_vencida: 2,
        prorrogadas: 1,
      });
      expect(theirs.por_tipo.map((p) => p.tipo)).toEqual(['Ajeno']);
      expect(theirs.por_estado.map((s) => s.idestadodenuncia)).toEqual([2, 1]);
      expect(theirs.pendientes.map((p) => p.guid)).toEqual([otherGuids[1], otherGuids[0]]);
      expect(theirs.mediana_dias_acuse).toBe(1);
      expect(theirs.mediana_dias_resolucion).toBe(2);
    });

    it('400: bad dates, reversed periods, periods longer than the maximum, extra keys', async () => {
      const bad: unknown[] = [
        { desde: '2026-02-30' },
        { hasta: '26-01-01' },
        { desde: '2026-01-01T00:00:00Z' },
        { desde: '2026-03-01', hasta: '2026-02-28' },
        { desde: addDays(T, 1) }, // after the default hasta (today)
        { desde: '2020-01-01', hasta: '2023-01-04' }, // 1100 days
        { desde: addDays(T, -1098) }, // 1099 days up to today
        { idcliente: otherTenant.idcliente },
        { desde: 20_260_101 },
      ];
      for (const payload of bad) {
        const res = await resumen(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
      // The longest period allowed: 1098 days.
      expect((await resumen({ desde: '2020-01-01', hasta: '2023-01-02' })).statusCode).toBe(200);
    });

    it('403: public tokens and another kind of caller have no Resumen', async () => {
      for (const kind of ['Publico', 'Ciudadano'] as const) {
        const token = kind === 'Publico' ? publicToken : await issueAccessToken(t.app, tenant.idcliente, kind);
        const res = await resumen({}, token);
        expect(res.statusCode, kind).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/denuncias/den_denuncias/resumen', payload: {} })).statusCode,
      ).toBe(401);
    });
  });
}
