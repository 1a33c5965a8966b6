import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { addMonthsClamped, daysBetween, today } from '../../domain/case-deadlines/deadlines.rules.ts';

const base = '/api/denuncias/den_denuncias';
const motivo = 'Diligencias pendientes de la inspección de trabajo';

for (const dialect of DIALECTS) {
  describe(`complaints: deadline extension [${dialect}]`, () => {
    let t: TestApp;
    let publicToken: string;
    let admin: { idusuario: number; email: string };
    let adminToken: string;
    let otherAdminToken: string;
    let fileCase: CaseFixture['fileCase'];
    const todayDay = today();

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ publicToken, admin, adminToken, otherAdminToken, fileCase } = await caseFixture(t.app));
    });
    afterAll(async () => t.close());

    /** A new complaint, optionally filed on another day (UTC midnight + a few seconds). */
    async function newCase(filedOn?: string): Promise<{ iddenuncia: number; guid: string }> {
      const { iddenuncia, guid } = await fileCase();
      if (filedOn !== undefined) {
        await t.app.db
          .updateTable('den_denuncias')
          .set({ fec_alta: `${filedOn}T00:00:05.000Z` })
          .where('iddenuncia', '=', iddenuncia)
          .execute();
      }
      return { iddenuncia, guid };
    }

    function extend(iddenuncia: number, body: Record<string, unknown>, token = adminToken) {
      return t.app.inject({
        method: 'POST',
        url: `${base}/${iddenuncia}/prorroga`,
        headers: bearer(token),
        payload: body,
      });
    }

    async function overdueGuids(): Promise<string[]> {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/GetList`,
        headers: bearer(adminToken),
        payload: { length: -1, filtros: { vencidas: true } },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((c: { guid: string }) => c.guid);
    }

    it('200: the extension is stored once (reason encrypted, date, who) and moves the answer deadline', async () => {
      const filedOn = addMonthsClamped(todayDay, -1);
      const c = await newCase(filedOn);
      const res = await extend(c.iddenuncia, { meses: 3, motivo });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data.prorroga).toMatchObject({ meses: 3, motivo, usuario: admin.email });
      expect(data.prorroga.fec_prorroga).toEqual(expect.any(String));
      const due = addMonthsClamped(filedOn, 6);
      expect(data.vence_respuesta).toBe(due);
      expect(data.dias_respuesta).toBe(daysBetween(todayDay, due));

      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select(['prorroga_meses', 'prorroga_motivo', 'fec_prorroga', 'idusuario_prorroga'])
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ prorroga_meses: 3, idusuario_prorroga: admin.idusuario });
      expect(stored.prorroga_motivo).not.toContain('inspección');
      expect(stored.fec_prorroga).toEqual(expect.any(String));

      const detail = await t.app.inject({ method: 'GET', url: `${base}/${c.iddenuncia}`, headers: bearer(adminToken) });
      expect(detail.json().data.prorroga.motivo).toBe(motivo);
      expect(detail.json().data.vence_respuesta).toBe(due);
    });

    it('409: a second extension is refused, the first stays', async () => {
      const c = await newCase();
      expect((await extend(c.iddenuncia, { meses: 1, motivo })).statusCode).toBe(200);
      const again = await extend(c.iddenuncia, { meses: 2, motivo: 'Otro motivo más largo' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'La comunicación ya tiene una prórroga' });
      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select('prorroga_meses')
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored.prorroga_meses).toBe(1);
      const audit = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle'])
        .where('iddenuncia', '=', c.iddenuncia)
        .orderBy('idauditoria')
        .execute();
      expect(audit).toEqual([
        { accion: 'prorrogar', resultado: 'ok', detalle: 'meses=1' },
        { accion: 'prorrogar', resultado: 'denegado', detalle: `iddenuncia=${c.iddenuncia} CONFLICT` },
      ]);
    });

    it('400 for bad bodies (months out of 1..3, short reason, extra keys); 404 for another tenant; 403 for non-admins', async () => {
      const c = await newCase();
      for (const body of [
        { meses: 0, motivo },
        { meses: 4, motivo },
        { meses: 1.5, motivo },
        { meses: 2, motivo: 'corto' },
        { meses: 2 },
        { meses: 2, motivo, idusuario: 1 },
      ]) {
        expect((await extend(c.iddenuncia, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await extend(c.iddenuncia, { meses: 2, motivo }, otherAdminToken)).statusCode).toBe(404);
      expect((await extend(c.iddenuncia, { meses: 2, motivo }, publicToken)).statusCode).toBe(403);
      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select('prorroga_meses')
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored.prorroga_meses).toBeNull();
    });

    it('the case list shows the extended deadline and the overdue filter respects it', async () => {
      // Filed 4 months ago: overdue without extension, on time with 3 more months.
      const rescued = await newCase(addMonthsClamped(todayDay, -4));
      // Filed 7 months ago: overdue even with the longest extension.
      const late = await newCase(addMonthsClamped(todayDay, -7));
      // Filed 4 months ago, not extended: overdue.
      const plain = await newCase(addMonthsClamped(todayDay, -4));
      expect(await overdueGuids()).toEqual(expect.arrayContaining([rescued.guid, late.guid, plain.guid]));

      expect((await extend(rescued.iddenuncia, { meses: 3, motivo })).statusCode).toBe(200);
      expect((await extend(late.iddenuncia, { meses: 3, motivo })).statusCode).toBe(200);
      const overdue = await overdueGuids();
      expect(overdue).not.toContain(rescued.guid);
      expect(overdue).toEqual(expect.arrayContaining([late.guid, plain.guid]));

      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/GetList`,
        headers: bearer(adminToken),
        payload: { length: -1 },
      });
      const row = res.json().data.find((c: { guid: string }) => c.guid === rescued.guid);
      const due = addMonthsClamped(addMonthsClamped(todayDay, -4), 6);
      expect(row).toMatchObject({ vence_respuesta: due, dias_respuesta: daysBetween(todayDay, due) });
      expect(row.dias_respuesta).toBeGreaterThanOrEqual(0);
    });

    it('month ends: filed 2026-11-30, +3 months of extension → due 2027-05-30 (without: 2027-02-28)', async () => {
      const c = await newCase('2026-11-30');
      const before = await t.app.inject({ method: 'GET', url: `${base}/${c.iddenuncia}`, headers: bearer(adminToken) });
      expect(before.json().data.vence_respuesta).toBe('2027-02-28');
      const after = await extend(c.iddenuncia, { meses: 3, motivo });
      expect(after.json().data.vence_respuesta).toBe('2027-05-30');
      expect(after.json().data.vence_acuse).toBe('2026-12-07');
    });
  });
}
