import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgAuditSettled } from '../../plugins/org-audit.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, contentMarker, type CaseAccessWorld } from '../../test/case-access-fixture.ts';
import { setComplaintStatus } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

/** The day `days` from today (UTC), YYYY-MM-DD. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The libro-registro (issue 17 §5, art 26 Ley 2/2023): a case's log of actions and measures, and the register. */
for (const dialect of DIALECTS) {
  describe(`libro-registro [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;
    let year: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select('referencia')
        .where('iddenuncia', '=', w.assigned.iddenuncia)
        .executeTakeFirstOrThrow();
      year = Number(row.referencia.slice(0, 4));
    });
    afterAll(async () => t.close());

    function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
      return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    }
    function logOf(iddenuncia: number): string {
      return `/api/denuncias/den_denuncias/${iddenuncia}/actuaciones`;
    }

    async function orgTrail(accion: string) {
      await orgAuditSettled();
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle'])
        .where('idcliente', '=', w.tenant.idcliente)
        .where('accion', '=', accion)
        .execute();
    }

    it('the assigned gestor logs an action and a measure; they read back in order, sealed at rest, audited', async () => {
      const action = { clase: 'actuacion', fecha: dayFromToday(-3), descripcion: 'Entrevista con el área de compras' };
      const measure = {
        clase: 'medida',
        fecha: dayFromToday(-1),
        descripcion: 'Revisión del procedimiento de contratación',
      };
      const first = await call(w.gestorAssigned.token, 'POST', logOf(w.assigned.iddenuncia), measure);
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject(measure);
      const second = await call(w.responsable.token, 'POST', logOf(w.assigned.iddenuncia), action);
      expect(second.statusCode).toBe(201);

      const list = await call(w.gestorAssigned.token, 'GET', logOf(w.assigned.iddenuncia));
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((a: { descripcion: string }) => a.descripcion)).toEqual([
        action.descripcion,
        measure.descripcion,
      ]);
      const rows = await t.app.db
        .selectFrom('den_denuncia_actuaciones')
        .select('descripcion')
        .where('iddenuncia', '=', w.assigned.iddenuncia)
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.descripcion).not.toContain('compras');
        expect(row.descripcion).not.toContain('contratación');
      }
      const audited = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'detalle'])
        .where('iddenuncia', '=', w.assigned.iddenuncia)
        .where('accion', 'in', ['registrar_actuacion', 'leer_actuaciones'])
        .execute();
      expect(audited.filter((a) => a.accion === 'registrar_actuacion')).toHaveLength(2);
      expect(audited.some((a) => a.accion === 'leer_actuaciones')).toBe(true);
      expect(JSON.stringify(audited)).not.toContain('compras');
    });

    it('refuses what a handler may not log: a future day, a short text, an unknown kind, another gestor’s case, an auditor', async () => {
      const url = logOf(w.assigned.iddenuncia);
      const before = await t.app.db.selectFrom('den_denuncia_actuaciones').select('idactuacion').execute();
      const future = await call(w.responsable.token, 'POST', url, {
        clase: 'medida',
        fecha: dayFromToday(3),
        descripcion: 'Medida futura',
      });
      expect(future.statusCode).toBe(400);
      expect(JSON.stringify(future.json())).toContain('La fecha no puede ser posterior a hoy');
      const short = await call(w.responsable.token, 'POST', url, {
        clase: 'medida',
        fecha: dayFromToday(0),
        descripcion: 'x',
      });
      expect(short.statusCode).toBe(400);
      const kind = await call(w.responsable.token, 'POST', url, {
        clase: 'nota',
        fecha: dayFromToday(0),
        descripcion: 'Texto',
      });
      expect(kind.statusCode).toBe(400);
      const other = await call(w.gestorOther.token, 'POST', url, {
        clase: 'medida',
        fecha: dayFromToday(0),
        descripcion: 'No es mi caso',
      });
      expect(other.statusCode).toBe(404);
      expect((await call(w.auditor.token, 'GET', url)).statusCode).toBe(403);
      expect((await call(w.foreignToken, 'GET', url)).statusCode).toBe(404);
      const after = await t.app.db.selectFrom('den_denuncia_actuaciones').select('idactuacion').execute();
      expect(after).toHaveLength(before.length);
    });

    it('the register lists each communication of the year with its log, filters by state, and names nobody', async () => {
      const closed = await w.newCase();
      await call(w.responsable.token, 'POST', logOf(closed.iddenuncia), {
        clase: 'medida',
        fecha: dayFromToday(0),
        descripcion: 'Formación obligatoria del equipo',
      });
      await setComplaintStatus(t.app, { idcliente: w.tenant.idcliente, guid: closed.guid }, 1);

      const all = await call(w.responsable.token, 'GET', `/api/admin/libro-registro?anio=${year}`);
      expect(all.statusCode).toBe(200);
      const data = all.json().data;
      expect(data.anio).toBe(year);
      expect(data.anios).toContain(year);
      const assigned = data.entradas.find((e: { iddenuncia: number }) => e.iddenuncia === w.assigned.iddenuncia);
      expect(assigned).toMatchObject({
        canal: 'web',
        fecha_cierre: null,
        resultado: null,
        actuaciones: [{ descripcion: 'Entrevista con el área de compras' }],
        medidas: [{ descripcion: 'Revisión del procedimiento de contratación' }],
      });
      expect(assigned.referencia).toMatch(new RegExp(`^${year}-\\d{4}$`));
      expect(assigned.tipo.length).toBeGreaterThan(0);
      const done = data.entradas.find((e: { iddenuncia: number }) => e.iddenuncia === closed.iddenuncia);
      expect(done.fecha_cierre).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(done.resultado).toBe(done.estado);
      // Nothing of what the reporter wrote, no receipt, no handler's address.
      const text = all.body;
      expect(text).not.toContain(contentMarker);
      expect(text).not.toContain(closed.receipt);
      expect(text).not.toContain(w.gestorAssigned.email);

      const open = await call(w.responsable.token, 'GET', `/api/admin/libro-registro?anio=${year}&estado=abiertas`);
      const openIds = open.json().data.entradas.map((e: { iddenuncia: number }) => e.iddenuncia);
      expect(openIds).toContain(w.assigned.iddenuncia);
      expect(openIds).not.toContain(closed.iddenuncia);
      const shut = await call(w.responsable.token, 'GET', `/api/admin/libro-registro?anio=${year}&estado=cerradas`);
      expect(shut.json().data.entradas.map((e: { iddenuncia: number }) => e.iddenuncia)).toEqual([closed.iddenuncia]);
      const empty = await call(w.responsable.token, 'GET', `/api/admin/libro-registro?anio=${year - 5}`);
      expect(empty.json().data.entradas).toEqual([]);

      // Views are recorded in the organisation's trail.
      expect((await orgTrail('ver_libro_registro')).length).toBeGreaterThanOrEqual(4);
    });

    it('only the Responsable opens it; bad filters get 400', async () => {
      for (const token of [w.gestorAssigned.token, w.auditor.token]) {
        expect((await call(token, 'GET', `/api/admin/libro-registro?anio=${year}`)).statusCode).toBe(403);
      }
      expect((await call(w.responsable.token, 'GET', '/api/admin/libro-registro')).statusCode).toBe(400);
      expect(
        (await call(w.responsable.token, 'GET', `/api/admin/libro-registro?anio=${year}&estado=x`)).statusCode,
      ).toBe(400);
      expect(
        (await call(w.responsable.token, 'GET', `/api/admin/libro-registro/exportacion?anio=${year}&formato=doc`))
          .statusCode,
      ).toBe(400);
    });

    it('exports the register to Excel and PDF, each export recorded', async () => {
      const before = (await orgTrail('exportar')).length;
      const xlsx = await call(
        w.responsable.token,
        'GET',
        `/api/admin/libro-registro/exportacion?anio=${year}&formato=xlsx`,
      );
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toContain(`libro-registro-${year}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const header = sheet?.getRow(1).values as unknown[];
      expect(header).toEqual(
        expect.arrayContaining(['Código', 'Fecha de recepción', 'Medidas adoptadas', 'Resultado']),
      );
      const codes: string[] = [];
      sheet?.eachRow((row, index) => {
        if (index > 1 && /^\d{4}-\d{4}$/.test(String(row.getCell(1).value))) {
          codes.push(String(row.getCell(1).value));
        }
      });
      expect(codes.length).toBeGreaterThanOrEqual(3);
      const logCells = JSON.stringify(sheet?.getSheetValues());
      expect(logCells).toContain('Revisión del procedimiento de contratación');
      expect(logCells).not.toContain(contentMarker);

      const pdf = await call(
        w.responsable.token,
        'GET',
        `/api/admin/libro-registro/exportacion?anio=${year}&formato=pdf`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(pdf.rawPayload);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe(`Libro-registro de informaciones ${year}`);
      expect(doc.getSubject()).toBe(`${codes.length} comunicación(es)`);

      const exports = await orgTrail('exportar');
      expect(exports.length).toBe(before + 2);
      expect(exports.every((row) => row.resultado === 'ok')).toBe(true);
    });
  });
}
