import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditGenesisHash, auditHash, recordOrgAudit } from '../../lib/audit.ts';
import { orgAuditSettled } from '../../plugins/org-audit.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { dayStartIn } from './org-audit.service.ts';

const url = '/api/admin/auditoria';

type Entry = { idauditoria: number; iddenuncia: number | null; accion: string; usuario: string; resultado: string };

for (const dialect of DIALECTS) {
  describe(`organisation audit trail API [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let responsableToken: string;
    let auditorToken: string;
    let gestorToken: string;
    let foreignToken: string;

    async function personToken(tenant: number, rol: 'responsable' | 'gestor' | 'auditor', email?: string) {
      const person = await buildAdmin(t.app, tenant, email ? { email } : {});
      await t.app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', person.idusuario).execute();
      return issueAccessToken(t.app, tenant, 'Privado', person);
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ idcliente } = await buildTenant(t.app));
      responsableToken = await personToken(idcliente, 'responsable', 'resp@ejemplo.test');
      auditorToken = await personToken(idcliente, 'auditor', 'auditora@ejemplo.test');
      gestorToken = await personToken(idcliente, 'gestor');
      foreignToken = await personToken((await buildTenant(t.app)).idcliente, 'responsable');
      const event = { idcliente, resultado: 'ok' as const };
      await recordOrgAudit(
        t.app.db,
        { idusuario: null, usuario: 'resp@ejemplo.test' },
        {
          ...event,
          iddenuncia: null,
          accion: 'iniciar_sesion',
        },
      );
      await recordOrgAudit(
        t.app.db,
        { idusuario: null, usuario: 'operador' },
        {
          ...event,
          iddenuncia: null,
          accion: 'invitar_persona',
        },
      );
      await recordOrgAudit(
        t.app.db,
        { idusuario: null, usuario: 'resp@ejemplo.test' },
        {
          ...event,
          iddenuncia: 41,
          accion: 'leer_denuncia',
        },
      );
      await recordOrgAudit(
        t.app.db,
        { idusuario: null, usuario: 'auditora@ejemplo.test' },
        {
          ...event,
          iddenuncia: null,
          accion: 'ver_gestion',
        },
      );
    });
    afterAll(async () => t.close());

    function list(token: string, payload: object = {}) {
      return t.app.inject({ method: 'POST', url: `${url}/GetList`, headers: bearer(token), payload });
    }

    async function entries(filtros: object): Promise<Entry[]> {
      const res = await list(responsableToken, { length: 100, filtros });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    }

    it('Responsable and auditor read the trail newest first with paging; gestor 403; no hashes', async () => {
      const first = await list(responsableToken, { length: 2 });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().total).toBe(4);
      expect(first.json().data.map((e: Entry) => e.accion)).toEqual(['ver_gestion', 'leer_denuncia']);
      expect(first.json().data[0]).not.toHaveProperty('hash');
      const second = await list(auditorToken, { start: 2, length: 2 });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.map((e: Entry) => e.accion)).toEqual(['invitar_persona', 'iniciar_sesion']);
      expect((await list(gestorToken)).statusCode).toBe(403);
      expect((await list(responsableToken, { length: 0 })).statusCode).toBe(400);
    });

    it('filters: several actions, person contains (no wildcard), organisation only, one case, dates', async () => {
      await orgAuditSettled();
      const actions = await entries({ accion: ['iniciar_sesion', 'ver_gestion'] });
      expect(actions.map((e) => e.accion).sort()).toEqual(['iniciar_sesion', 'ver_gestion']);
      expect((await entries({ usuario: 'AUDITORA' })).map((e) => e.accion)).toEqual(['ver_gestion']);
      expect(await entries({ usuario: '%' })).toEqual([]);
      expect((await entries({ alcance: 'caso', iddenuncia: 41 })).map((e) => e.accion)).toEqual(['leer_denuncia']);
      expect((await entries({ alcance: 'organizacion' })).every((e) => e.iddenuncia === null)).toBe(true);
      expect((await list(responsableToken, { filtros: { alcance: 'caso' } })).statusCode).toBe(400);
      const today = new Date().toISOString().slice(0, 10);
      expect((await entries({ desde: '2000-01-01', hasta: '2000-01-02' })).length).toBe(0);
      expect((await entries({ desde: '2000-01-01', accion: ['invitar_persona'] })).length).toBe(1);
      expect((await list(responsableToken, { filtros: { desde: today, hasta: '2000-01-01' } })).statusCode).toBe(400);
    });

    it('a tenant reads only its own trail', async () => {
      const res = await list(foreignToken, { length: 100 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.some((e: Entry) => e.usuario === 'resp@ejemplo.test')).toBe(false);
    });

    it('the export is an .xlsx of the filtered rows and is itself recorded as exportar; gestor 403', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}/exportacion?accion=iniciar_sesion,invitar_persona&alcance=organizacion`,
        headers: bearer(auditorToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.rowCount).toBe(3);
      expect(sheet?.getRow(2).getCell(4).value).toBe('invitar_persona');
      const newest = await entries({ accion: ['exportar'] });
      expect(newest[0]).toMatchObject({ usuario: 'auditora@ejemplo.test', resultado: 'ok' });
      expect(
        (await t.app.inject({ method: 'GET', url: `${url}/exportacion`, headers: bearer(gestorToken) })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `${url}/exportacion?accion=nada`, headers: bearer(auditorToken) }))
          .statusCode,
      ).toBe(400);
    });

    it('verification: the chain holds end to end; gestor 403', async () => {
      await orgAuditSettled();
      const res = await t.app.inject({ method: 'GET', url: `${url}/verificacion`, headers: bearer(auditorToken) });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await t.app.db
        .selectFrom('den_auditoria')
        .select('idauditoria')
        .where('idcliente', '=', idcliente)
        .execute();
      expect(res.json().data).toEqual({ ok: true, filas: rows.length, primera_rota: null });
      expect(
        (await t.app.inject({ method: 'GET', url: `${url}/verificacion`, headers: bearer(gestorToken) })).statusCode,
      ).toBe(403);
    });

    it('verification finds the first broken row: the table refuses UPDATE, a forged row is caught', async () => {
      const tenant = (await buildTenant(t.app)).idcliente;
      const token = await personToken(tenant, 'responsable');
      const actor = { idusuario: null, usuario: 'resp@ejemplo.test' };
      await recordOrgAudit(t.app.db, actor, {
        idcliente: tenant,
        iddenuncia: null,
        accion: 'iniciar_sesion',
        resultado: 'ok',
      });
      const [row] = await t.app.db.selectFrom('den_auditoria').selectAll().where('idcliente', '=', tenant).execute();
      await expect(
        t.app.db
          .updateTable('den_auditoria')
          .set({ accion: 'exportar' })
          .where('idauditoria', '=', row?.idauditoria ?? 0)
          .execute(),
      ).rejects.toThrow(/solo inserción/);
      // A row inserted by hand with a made-up detail but the head's link: its own hash no longer matches.
      const forged = {
        idcliente: tenant,
        iddenuncia: null,
        idusuario: null,
        usuario: 'intruso',
        accion: 'exportar',
        resultado: 'ok',
        detalle: '',
        fec_evento: new Date().toISOString(),
      };
      const previous = row?.hash ?? auditGenesisHash;
      const { idauditoria } = await t.app.db
        .insertInto('den_auditoria')
        .values({ ...forged, hash_anterior: previous, hash: auditHash(previous, { ...forged, usuario: 'otro' }) })
        .returning('idauditoria')
        .executeTakeFirstOrThrow();
      await recordOrgAudit(t.app.db, actor, {
        idcliente: tenant,
        iddenuncia: null,
        accion: 'cerrar_sesion',
        resultado: 'ok',
      });
      await orgAuditSettled();
      const res = await t.app.inject({ method: 'GET', url: `${url}/verificacion`, headers: bearer(token) });
      expect(res.json().data).toEqual({ ok: false, filas: 1, primera_rota: idauditoria });
    });

    it('a day of the tenant starts at its local midnight', () => {
      expect(dayStartIn('2026-07-01', 'Europe/Madrid')).toBe('2026-06-30T22:00:00.000Z');
      expect(dayStartIn('2026-01-31', 'Europe/Madrid', 1)).toBe('2026-01-31T23:00:00.000Z');
      expect(dayStartIn('2026-03-29', 'UTC')).toBe('2026-03-29T00:00:00.000Z');
    });
  });
}
