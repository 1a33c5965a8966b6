import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiledCase } from '../../test/case-fixture.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, type CaseAccessWorld } from '../../test/case-access-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { disclosureNotice } from './identity-disclosure.service.ts';

/** The day `days` from today (UTC), YYYY-MM-DD. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Identity disclosures with prior notice (issue 17 §3, art 33.3 Ley 2/2023): Responsable only, audited. */
for (const dialect of DIALECTS) {
  describe(`identity disclosure API [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
    });
    afterAll(async () => t.close());

    function urlOf(iddenuncia: number): string {
      return `/api/denuncias/den_denuncias/${iddenuncia}/revelaciones`;
    }

    function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
      return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    async function stored(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncia_revelaciones')
        .selectAll()
        .where('idcliente', '=', w.tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .execute();
    }

    async function notificationCount(iddenuncia: number): Promise<number> {
      const rows = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select('idnotificacion')
        .where('idcliente', '=', w.tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .execute();
      return rows.length;
    }

    async function auditOf(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'resultado', 'detalle', 'idusuario'])
        .where('idcliente', '=', w.tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .where('accion', 'in', ['revelar_identidad', 'avisar_revelacion', 'omitir_aviso_revelacion'])
        .orderBy('idauditoria')
        .execute();
    }

    /** The notifications the reporter reads in their follow-up. */
    async function reporterNotifications(c: FiledCase & { reporter: string }) {
      const res = await call(c.reporter, 'POST', '/api/denuncias/den_denuncia_notificaciones/GetList', {
        length: -1,
        columns: [{ name: 'iddenuncia', data: c.iddenuncia }],
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as Array<{ idnotificacion: number; descripcion: string; contenido: string }>;
    }

    const withNotice = {
      destinatario: 'Juzgado de Instrucción n.º 3 de Valencia',
      base_legal: 'Requerimiento judicial en diligencias previas 123/2026, art. 33.3 Ley 2/2023',
      fecha: dayFromToday(-1),
      avisar: true,
    };

    it('201: the Responsable records a disclosure with notice; the reporter is notified; it is listed and audited', async () => {
      const c = await w.newCase();
      const before = (await reporterNotifications(c)).length;
      const res = await call(w.responsable.token, 'POST', urlOf(c.iddenuncia), withNotice);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        iddenuncia: c.iddenuncia,
        destinatario: withNotice.destinatario,
        base_legal: withNotice.base_legal,
        fecha: withNotice.fecha,
        aviso: 'enviado',
        motivo_omision: null,
        idusuario: w.responsable.idusuario,
      });
      expect(data.idnotificacion).toEqual(expect.any(Number));

      // The reporter reads the notice in their follow-up, naming the recipient and the legal basis.
      const notes = await reporterNotifications(c);
      expect(notes.length).toBe(before + 1);
      const notice = notes.find((n) => n.idnotificacion === data.idnotificacion);
      expect(notice?.descripcion).toBe(disclosureNotice.title);
      expect(notice?.contenido).toContain('Juzgado de Instrucción n.º 3 de Valencia');
      expect(notice?.contenido).toContain('diligencias previas 123/2026');
      expect(notice?.contenido).toContain('identidad');

      // Sealed at rest: no free text in clear in the row.
      const [row] = await stored(c.iddenuncia);
      expect(row?.destinatario.startsWith('v1.')).toBe(true);
      expect(row?.base_legal).not.toContain('diligencias');

      const list = await call(w.responsable.token, 'GET', urlOf(c.iddenuncia));
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([data]);

      const trail = await auditOf(c.iddenuncia);
      expect(trail.map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
        ['avisar_revelacion', 'ok', `idrevelacion=${data.idrevelacion} idnotificacion=${data.idnotificacion}`],
        ['revelar_identidad', 'ok', `idrevelacion=${data.idrevelacion} aviso=enviado`],
      ]);
      expect(trail.every((r) => r.idusuario === w.responsable.idusuario)).toBe(true);
      expect(JSON.stringify(trail)).not.toContain('Juzgado');
    });

    it('avisar=false with a reason: no notification, the reason is stored, the omission audited; newest first', async () => {
      const c = await w.newCase();
      const first = await call(w.responsable.token, 'POST', urlOf(c.iddenuncia), withNotice);
      expect(first.statusCode).toBe(201);
      const notifications = await notificationCount(c.iddenuncia);
      const reporterSees = (await reporterNotifications(c)).length;
      const res = await call(w.responsable.token, 'POST', urlOf(c.iddenuncia), {
        destinatario: 'Fiscalía Provincial de Madrid',
        base_legal: 'Art. 33.3 Ley 2/2023',
        fecha: dayFromToday(0),
        avisar: false,
        motivo_omision: 'El aviso alertaría a las personas investigadas y comprometería la investigación',
      });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        aviso: 'omitido',
        idnotificacion: null,
        motivo_omision: 'El aviso alertaría a las personas investigadas y comprometería la investigación',
      });
      expect(await notificationCount(c.iddenuncia)).toBe(notifications);
      expect((await reporterNotifications(c)).length).toBe(reporterSees);
      const [row] = (await stored(c.iddenuncia)).filter((r) => r.idrevelacion === data.idrevelacion);
      expect(row?.motivo_omision?.startsWith('v1.')).toBe(true);

      const list = (await call(w.responsable.token, 'GET', urlOf(c.iddenuncia))).json().data;
      expect(list.map((d: { idrevelacion: number }) => d.idrevelacion)).toEqual([
        data.idrevelacion,
        first.json().data.idrevelacion,
      ]);
      expect(list[0].motivo_omision).toContain('comprometería');

      const trail = (await auditOf(c.iddenuncia)).slice(2);
      expect(trail.map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
        ['omitir_aviso_revelacion', 'ok', `idrevelacion=${data.idrevelacion} motivo_registrado`],
        ['revelar_identidad', 'ok', `idrevelacion=${data.idrevelacion} aviso=omitido`],
      ]);
    });

    it('400 with nothing stored: a missing reason, a reason with notice, short fields, a future date', async () => {
      const c = await w.newCase();
      const notifications = await notificationCount(c.iddenuncia);
      const bad = [
        { ...withNotice, avisar: false },
        { ...withNotice, avisar: false, motivo_omision: 'no' },
        { ...withNotice, motivo_omision: 'Comprometería la investigación' },
        { ...withNotice, destinatario: 'J' },
        { ...withNotice, base_legal: '' },
        { ...withNotice, fecha: dayFromToday(2) },
        { ...withNotice, fecha: '2026-02-30' },
        { ...withNotice, avisar: 'si' },
      ];
      for (const payload of bad) {
        const res = await call(w.responsable.token, 'POST', urlOf(c.iddenuncia), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
      const missingReason = await call(w.responsable.token, 'POST', urlOf(c.iddenuncia), {
        ...withNotice,
        avisar: false,
      });
      expect(missingReason.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('motivo_omision') })]),
      );
      const future = await call(w.responsable.token, 'POST', urlOf(c.iddenuncia), {
        ...withNotice,
        fecha: dayFromToday(2),
      });
      expect(future.body).toContain('posterior a hoy');
      expect(await stored(c.iddenuncia)).toEqual([]);
      expect(await notificationCount(c.iddenuncia)).toBe(notifications);
      expect(await auditOf(c.iddenuncia)).toEqual([]);
    });

    it('403 for a gestor (even assigned) and an auditor, and the reporter; nothing stored', async () => {
      const c = w.assigned;
      const notifications = await notificationCount(c.iddenuncia);
      for (const token of [w.gestorAssigned.token, w.gestorOther.token, w.auditor.token, c.reporter]) {
        expect((await call(token, 'POST', urlOf(c.iddenuncia), withNotice)).statusCode).toBe(403);
        expect((await call(token, 'GET', urlOf(c.iddenuncia))).statusCode).toBe(403);
      }
      expect(await stored(c.iddenuncia)).toEqual([]);
      expect(await notificationCount(c.iddenuncia)).toBe(notifications);
    });

    it('404 for another tenant’s case and a missing one, in the contract’s error format; nothing stored', async () => {
      const c = w.assigned;
      const foreign = await call(w.foreignToken, 'POST', urlOf(c.iddenuncia), withNotice);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await call(w.foreignToken, 'GET', urlOf(c.iddenuncia))).statusCode).toBe(404);
      const missing = await call(w.responsable.token, 'POST', urlOf(2147483647), withNotice);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(await stored(c.iddenuncia)).toEqual([]);
      const denied = await t.app.db
        .selectFrom('den_auditoria')
        .select(['resultado', 'iddenuncia'])
        .where('accion', '=', 'revelar_identidad')
        .where('detalle', '=', 'iddenuncia=2147483647 NOT_FOUND')
        .execute();
      expect(denied).toEqual([{ resultado: 'denegado', iddenuncia: null }]);
    });
  });
}
