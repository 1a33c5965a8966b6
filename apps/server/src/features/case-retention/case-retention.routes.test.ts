import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, issueAccessToken } from '../../test/factories.ts';
import { runRetention } from './case-retention.job.ts';
import { purgeWarningTitle } from './purge-warning.service.ts';

function at(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

for (const dialect of DIALECTS) {
  describe(`retention routes: settings, legal hold, immediate purge [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;
    let gestorToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
      const gestor = await buildAdmin(t.app, f.tenant.idcliente);
      await t.app.db.updateTable('usuarios').set({ rol: 'gestor' }).where('idusuario', '=', gestor.idusuario).execute();
      gestorToken = await issueAccessToken(t.app, f.tenant.idcliente, 'Privado', gestor);
    });
    afterAll(async () => {
      await t.close();
    });

    function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
      return t.app.inject({ method, url, headers: bearer(token), payload: payload as never });
    }
    function caseUrl(iddenuncia: number | string, rest = '') {
      return `/api/denuncias/den_denuncias/${iddenuncia}/retencion${rest}`;
    }
    async function fileOld(fec_alta: string) {
      const c = await f.fileCase();
      await t.app.db.updateTable('den_denuncias').set({ fec_alta }).where('iddenuncia', '=', c.iddenuncia).execute();
      return c;
    }
    async function state(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .select(['fec_aviso_purga', 'fec_purga', 'fec_retencion_bloqueo', 'retencion_bloqueo_motivo'])
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
    }

    it("settings: the law's defaults, bounded changes, recorded; a gestor is refused", async () => {
      const read = await inject('GET', '/api/admin/cliente/retencion', f.adminToken);
      expect(read.json()).toEqual({
        success: true,
        data: { meses_sin_investigacion: 3, meses_tras_cierre: 3, anios_registro: 10 },
      });
      for (const bad of [
        { meses_sin_investigacion: 4, meses_tras_cierre: 3, anios_registro: 10 },
        { meses_sin_investigacion: 3, meses_tras_cierre: 3, anios_registro: 11 },
        { meses_sin_investigacion: 3, meses_tras_cierre: 0.5, anios_registro: 10 },
        { meses_sin_investigacion: 3, meses_tras_cierre: 3 },
        { meses_sin_investigacion: 3, meses_tras_cierre: 3, anios_registro: 10, otro: 1 },
      ]) {
        expect((await inject('PUT', '/api/admin/cliente/retencion', f.adminToken, bad)).statusCode).toBe(400);
      }
      const body = { meses_sin_investigacion: 2, meses_tras_cierre: 12, anios_registro: 5 };
      const changed = await inject('PUT', '/api/admin/cliente/retencion', f.adminToken, body);
      expect(changed.json()).toEqual({ success: true, data: body });
      expect((await inject('GET', '/api/admin/cliente/retencion', gestorToken)).statusCode).toBe(403);
      expect((await inject('PUT', '/api/admin/cliente/retencion', gestorToken, body)).statusCode).toBe(403);
      const trail = await t.app.db
        .selectFrom('den_auditoria')
        .select('detalle')
        .where('idcliente', '=', f.tenant.idcliente)
        .where('accion', '=', 'cambiar_configuracion')
        .execute();
      expect(trail.map((row) => row.detalle)).toContain('retencion=2/12/5');
      await inject('PUT', '/api/admin/cliente/retencion', f.adminToken, {
        meses_sin_investigacion: 3,
        meses_tras_cierre: 3,
        anios_registro: 10,
      });
    });

    it('a legal hold stops the warning and the purge; lifting it announces the purge again 7 days ahead', async () => {
      const c = await fileOld('2026-04-01T09:00:00.000Z');
      expect((await inject('PUT', caseUrl(c.iddenuncia, '/bloqueo'), f.adminToken, { motivo: 'x' })).statusCode).toBe(
        400,
      );
      expect(
        (await inject('PUT', caseUrl(c.iddenuncia, '/bloqueo'), gestorToken, { motivo: 'Diligencias previas 12/2026' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await inject('PUT', caseUrl(2147483000, '/bloqueo'), f.adminToken, { motivo: 'Diligencias previas 12/2026' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await inject('PUT', caseUrl('abc', '/bloqueo'), f.adminToken, { motivo: 'Diligencias previas 12/2026' }))
          .statusCode,
      ).toBe(400);
      const held = await inject('PUT', caseUrl(c.iddenuncia, '/bloqueo'), f.adminToken, {
        motivo: 'Diligencias previas 12/2026',
      });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json().data).toMatchObject({
        estado: 'bloqueada',
        causa: 'sin_investigacion',
        bloqueo: { motivo: 'Diligencias previas 12/2026' },
      });
      expect((await state(c.iddenuncia)).retencion_bloqueo_motivo).not.toContain('Diligencias');

      await runRetention(t.app, at('2026-06-24'));
      await runRetention(t.app, at('2026-07-15'));
      expect(await state(c.iddenuncia)).toMatchObject({ fec_aviso_purga: null, fec_purga: null });

      const lifted = await inject('DELETE', caseUrl(c.iddenuncia, '/bloqueo'), f.adminToken);
      expect(lifted.json().data).toMatchObject({ estado: 'activa', bloqueo: null });
      await runRetention(t.app, at('2026-07-15'));
      expect((await state(c.iddenuncia)).fec_aviso_purga).toBe(at('2026-07-15').toISOString());
      const planned = await inject('GET', caseUrl(c.iddenuncia), f.adminToken);
      expect(planned.json().data.fec_purga_prevista).toBe(at('2026-07-22').toISOString());
      await runRetention(t.app, at('2026-07-21'));
      expect((await state(c.iddenuncia)).fec_purga).toBeNull();
      await runRetention(t.app, at('2026-07-22'));
      expect((await state(c.iddenuncia)).fec_purga).toBe(at('2026-07-22').toISOString());
      expect(
        (
          await inject('PUT', caseUrl(c.iddenuncia, '/bloqueo'), f.adminToken, {
            motivo: 'Diligencias previas 12/2026',
          })
        ).statusCode,
      ).toBe(409);
      const actions = await t.app.db
        .selectFrom('den_auditoria')
        .select('accion')
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      expect(actions.map((row) => row.accion)).toEqual(
        expect.arrayContaining(['bloquear_retencion', 'desbloquear_retencion', 'purgar_caso']),
      );
    });

    it('"información veraz no acreditada": purged at once after the reference is typed; not while held, not twice', async () => {
      const c = await f.fileCase();
      const detail = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}`, f.adminToken);
      const referencia: string = detail.json().data.referencia;
      const url = caseUrl(c.iddenuncia, '/purga');
      expect(
        (await inject('POST', url, f.adminToken, { veraz_no_acreditada: true, confirmacion: '2000-0000' })).statusCode,
      ).toBe(400);
      expect(
        (await inject('POST', url, f.adminToken, { veraz_no_acreditada: false, confirmacion: referencia })).statusCode,
      ).toBe(400);
      expect(
        (await inject('POST', url, gestorToken, { veraz_no_acreditada: true, confirmacion: referencia })).statusCode,
      ).toBe(403);
      await inject('PUT', caseUrl(c.iddenuncia, '/bloqueo'), f.adminToken, {
        motivo: 'Procedimiento abreviado 3/2026',
      });
      expect(
        (await inject('POST', url, f.adminToken, { veraz_no_acreditada: true, confirmacion: referencia })).statusCode,
      ).toBe(409);
      await inject('DELETE', caseUrl(c.iddenuncia, '/bloqueo'), f.adminToken);
      const purged = await inject('POST', url, f.adminToken, { veraz_no_acreditada: true, confirmacion: referencia });
      expect(purged.statusCode, purged.body).toBe(200);
      expect(purged.json().data).toMatchObject({ estado: 'purgada', causa: 'veraz_no_acreditada' });
      expect(
        (await inject('POST', url, f.adminToken, { veraz_no_acreditada: true, confirmacion: referencia })).statusCode,
      ).toBe(409);
      const stub = await inject('GET', `/api/denuncias/den_denuncias/${c.iddenuncia}`, f.adminToken);
      expect(stub.json().data).toMatchObject({ referencia, answers: {}, contacto: null });
      const trail = await t.app.db
        .selectFrom('den_auditoria')
        .select(['resultado', 'detalle'])
        .where('iddenuncia', '=', c.iddenuncia)
        .where('accion', '=', 'purgar_caso')
        .execute();
      expect(trail.filter((row) => row.resultado === 'ok')).toEqual([
        { resultado: 'ok', detalle: 'causa=veraz_no_acreditada' },
      ]);
    });

    it.runIf(dialect === 'postgres')(
      'two app instances on one database running the round at once send each warning once',
      async () => {
        const second = await buildApp(t.config);
        await second.ready();
        try {
          const c = await fileOld('2026-04-01T09:00:00.000Z');
          const reports = await Promise.all([
            runRetention(t.app, at('2026-06-25')),
            runRetention(second, at('2026-06-25')),
          ]);
          expect(reports.some((report) => report !== null)).toBe(true);
          await Promise.all([runRetention(t.app, at('2026-06-25')), runRetention(second, at('2026-06-25'))]);
          const referencia = (
            await t.app.db
              .selectFrom('den_denuncias')
              .select('referencia')
              .where('iddenuncia', '=', c.iddenuncia)
              .executeTakeFirstOrThrow()
          ).referencia;
          const bell = await t.app.db
            .selectFrom('user_feed')
            .select('description')
            .where('idcliente', '=', f.tenant.idcliente)
            .where('owner', '=', f.admin.email.toLowerCase())
            .where('title', '=', purgeWarningTitle)
            .execute();
          expect(bell.filter((row) => row.description?.includes(referencia))).toHaveLength(1);
          const mails = await t.app.db
            .selectFrom('mail_outbox')
            .select('cuerpo')
            .where('idcliente', '=', f.tenant.idcliente)
            .where('evento', '=', 'aviso_supresion')
            .execute();
          expect(mails.filter((row) => row.cuerpo.includes(referencia))).toHaveLength(1);
        } finally {
          await second.close();
        }
      },
    );
  });
}
