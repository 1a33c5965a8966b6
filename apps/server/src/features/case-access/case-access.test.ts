import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseAccessWorld, type CaseAccessWorld, type Person } from '../../test/case-access-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant } from '../../test/factories.ts';
import { translateMessage } from '../../lib/message-catalogue.ts';
import { caseAccessMessages } from './case-access.service.ts';

describe('case access messages', () => {
  it('every refusal of the screen reads in the five languages', () => {
    for (const message of [...Object.values(caseAccessMessages), 'Indique el motivo (al menos 5 caracteres)']) {
      for (const language of ['cat', 'eu', 'ga', 'en'] as const) {
        const translated = translateMessage(message, language);
        expect(translated).not.toBe(message);
        expect(translated.length).toBeGreaterThan(10);
      }
    }
  });
});

/** The case access API (issue 15 §4): assign, unassign, exclude, readmit; Responsable only, audited. */
for (const dialect of DIALECTS) {
  describe(`case access API [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;
    let base: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
      base = `/api/denuncias/den_denuncias/${w.assigned.iddenuncia}`;
    });
    afterAll(async () => t.close());

    function call(
      token: string,
      method: 'GET' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) {
      return t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
    }

    async function newPerson(rol: 'gestor' | 'auditor' | 'responsable', activo = true): Promise<Omit<Person, 'token'>> {
      const admin = await buildAdmin(t.app, w.tenant.idcliente, { activo });
      await t.app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', admin.idusuario).execute();
      return admin;
    }

    async function auditRows(accion: string) {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'resultado', 'detalle', 'idusuario'])
        .where('idcliente', '=', w.tenant.idcliente)
        .where('accion', '=', accion as 'asignar_caso')
        .orderBy('idauditoria')
        .execute();
    }

    it('200: the panel lists the assigned gestores, the excluded people with the reason, and the candidates', async () => {
      const res = await call(w.responsable.token, 'GET', `${base}/acceso`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.asignados.map((p: { idusuario: number }) => p.idusuario).sort()).toEqual(
        [w.gestorAssigned.idusuario, w.deactivated.idusuario].sort(),
      );
      expect(data.excluidos).toEqual([
        expect.objectContaining({
          idusuario: w.gestorExcluded.idusuario,
          rol: 'gestor',
          motivo: 'Parentesco con la persona denunciada',
        }),
      ]);
      expect(data.candidatos.map((p: { idusuario: number }) => p.idusuario)).toContain(w.gestorOther.idusuario);
      for (const who of [w.gestorAssigned, w.gestorExcluded, w.deactivated, w.auditor, w.responsable]) {
        expect(data.candidatos.map((p: { idusuario: number }) => p.idusuario)).not.toContain(who.idusuario);
      }
      // Who may be excluded: active gestores (assigned or not) and auditors; never a Responsable.
      const excludable = data.excluibles.map((p: { idusuario: number }) => p.idusuario);
      for (const who of [w.gestorAssigned, w.gestorOther, w.auditor]) {
        expect(excludable).toContain(who.idusuario);
      }
      for (const who of [w.gestorExcluded, w.deactivated, w.responsable]) {
        expect(excludable).not.toContain(who.idusuario);
      }
    });

    it('403 for anybody but a Responsable; 404 for a missing case or another tenant’s; 534 for a deactivated person', async () => {
      for (const who of [w.gestorAssigned, w.auditor]) {
        expect((await call(who.token, 'GET', `${base}/acceso`)).statusCode).toBe(403);
        expect((await call(who.token, 'PUT', `${base}/asignaciones/${w.gestorOther.idusuario}`)).statusCode).toBe(403);
      }
      expect((await call(w.assigned.reporter, 'GET', `${base}/acceso`)).statusCode).toBe(403);
      expect((await call(w.deactivated.token, 'GET', `${base}/acceso`)).statusCode).toBe(534);
      expect((await call(w.foreignToken, 'GET', `${base}/acceso`)).statusCode).toBe(404);
      const missing = await call(
        w.responsable.token,
        'PUT',
        `/api/denuncias/den_denuncias/2147483647/asignaciones/${w.gestorOther.idusuario}`,
      );
      expect(missing.statusCode).toBe(404);
      expect((await call(w.responsable.token, 'PUT', `${base}/asignaciones/abc`)).statusCode).toBe(400);
    });

    it('409: only an active gestor of the tenant who is not excluded can be assigned; nothing changes', async () => {
      const inactive = await newPerson('gestor', false);
      const auditor = await newPerson('auditor');
      const responsable = await newPerson('responsable');
      const foreignTenant = await buildTenant(t.app);
      const foreigner = await buildAdmin(t.app, foreignTenant.idcliente);
      await t.app.db
        .updateTable('usuarios')
        .set({ rol: 'gestor' })
        .where('idusuario', '=', foreigner.idusuario)
        .execute();
      for (const id of [
        inactive.idusuario,
        auditor.idusuario,
        responsable.idusuario,
        foreigner.idusuario,
        2147483647,
      ]) {
        const res = await call(w.responsable.token, 'PUT', `${base}/asignaciones/${id}`);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(caseAccessMessages.notAssignable);
      }
      const excluded = await call(w.responsable.token, 'PUT', `${base}/asignaciones/${w.gestorExcluded.idusuario}`);
      expect(excluded.statusCode).toBe(409);
      expect(excluded.json().message).toBe(caseAccessMessages.excluded);
      const english = await call(
        w.responsable.token,
        'PUT',
        `${base}/asignaciones/${w.gestorExcluded.idusuario}`,
        undefined,
        { 'accept-language': 'en' },
      );
      expect(english.json().message).toBe(
        'This person is excluded from the case for a conflict of interest and cannot be assigned to it',
      );
      const assigned = await t.app.db
        .selectFrom('den_denuncia_asignaciones')
        .select('idusuario')
        .where('iddenuncia', '=', w.assigned.iddenuncia)
        .execute();
      expect(assigned.map((r) => r.idusuario).sort()).toEqual(
        [w.gestorAssigned.idusuario, w.deactivated.idusuario].sort(),
      );
      const refused = (await auditRows('asignar_caso')).filter(
        (row) => row.resultado === 'denegado' && row.iddenuncia === w.assigned.iddenuncia,
      );
      expect(refused).toHaveLength(7);
      expect(refused.every((row) => row.detalle.endsWith('CONFLICT'))).toBe(true);
    });

    it('409: a Responsable cannot be excluded; 400 without a reason; 409 for a person of another tenant', async () => {
      const responsable = await call(w.responsable.token, 'PUT', `${base}/exclusiones/${w.responsable.idusuario}`, {
        motivo: 'Conflicto de intereses',
      });
      expect(responsable.statusCode).toBe(409);
      expect(responsable.json().message).toBe(caseAccessMessages.responsableNotExcludable);
      const noReason = await call(w.responsable.token, 'PUT', `${base}/exclusiones/${w.gestorOther.idusuario}`, {
        motivo: ' ',
      });
      expect(noReason.statusCode).toBe(400);
      const foreign = await buildAdmin(t.app, (await buildTenant(t.app)).idcliente);
      const other = await call(w.responsable.token, 'PUT', `${base}/exclusiones/${foreign.idusuario}`, {
        motivo: 'Conflicto de intereses',
      });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(caseAccessMessages.notOfTenant);
    });

    it('assign, unassign, exclude (which unassigns) and readmit: each audited with ids only, never the reason', async () => {
      const gestor = await newPerson('gestor');
      const before = {
        asignar: (await auditRows('asignar_caso')).length,
        desasignar: (await auditRows('desasignar_caso')).length,
        excluir: (await auditRows('excluir_persona')).length,
        readmitir: (await auditRows('readmitir_persona')).length,
      };
      const assigned = await call(w.responsable.token, 'PUT', `${base}/asignaciones/${gestor.idusuario}`);
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().data.asignados.map((p: { idusuario: number }) => p.idusuario)).toContain(gestor.idusuario);
      // Repeating it changes nothing.
      expect((await call(w.responsable.token, 'PUT', `${base}/asignaciones/${gestor.idusuario}`)).statusCode).toBe(200);
      const unassigned = await call(w.responsable.token, 'DELETE', `${base}/asignaciones/${gestor.idusuario}`);
      expect(unassigned.json().data.asignados.map((p: { idusuario: number }) => p.idusuario)).not.toContain(
        gestor.idusuario,
      );
      await call(w.responsable.token, 'PUT', `${base}/asignaciones/${gestor.idusuario}`);
      const reason = 'Es cuñado de la persona denunciada';
      const excluded = await call(w.responsable.token, 'PUT', `${base}/exclusiones/${gestor.idusuario}`, {
        motivo: reason,
      });
      expect(excluded.statusCode).toBe(200);
      const panel = excluded.json().data;
      expect(panel.asignados.map((p: { idusuario: number }) => p.idusuario)).not.toContain(gestor.idusuario);
      expect(panel.excluidos).toContainEqual(expect.objectContaining({ idusuario: gestor.idusuario, motivo: reason }));
      const readmitted = await call(w.responsable.token, 'DELETE', `${base}/exclusiones/${gestor.idusuario}`);
      expect(readmitted.statusCode).toBe(200);
      expect(readmitted.json().data.candidatos.map((p: { idusuario: number }) => p.idusuario)).toContain(
        gestor.idusuario,
      );
      // An auditor can be excluded too (and then loses the case from their list).
      const auditorOut = await call(w.responsable.token, 'PUT', `${base}/exclusiones/${w.auditor.idusuario}`, {
        motivo: 'Relación laboral directa',
      });
      expect(auditorOut.statusCode).toBe(200);
      const afterAuditor = auditorOut.json().data;
      expect(afterAuditor.excluidos.map((p: { idusuario: number }) => p.idusuario)).toContain(w.auditor.idusuario);
      expect(afterAuditor.excluibles.map((p: { idusuario: number }) => p.idusuario)).not.toContain(w.auditor.idusuario);
      const auditorList = await call(w.auditor.token, 'GET', `${base}/acceso`);
      expect(auditorList.statusCode).toBe(403);
      const listed = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/GetList',
        headers: bearer(w.auditor.token),
        payload: { length: -1, gettotal: true },
      });
      expect(listed.json().data.map((r: { iddenuncia: number }) => r.iddenuncia)).toEqual([w.unassigned.iddenuncia]);
      await call(w.responsable.token, 'DELETE', `${base}/exclusiones/${w.auditor.idusuario}`);

      const rows = {
        asignar: (await auditRows('asignar_caso')).slice(before.asignar),
        desasignar: (await auditRows('desasignar_caso')).slice(before.desasignar),
        excluir: (await auditRows('excluir_persona')).slice(before.excluir),
        readmitir: (await auditRows('readmitir_persona')).slice(before.readmitir),
      };
      expect(rows.asignar.map((r) => [r.resultado, r.detalle])).toEqual([
        ['ok', `idusuario=${gestor.idusuario}`],
        ['ok', `idusuario=${gestor.idusuario} ya_asignado`],
        ['ok', `idusuario=${gestor.idusuario}`],
      ]);
      expect(rows.desasignar.map((r) => r.detalle)).toEqual([`idusuario=${gestor.idusuario}`]);
      expect(rows.excluir.map((r) => r.detalle)).toEqual([
        `idusuario=${gestor.idusuario} desasignado`,
        `idusuario=${w.auditor.idusuario}`,
      ]);
      expect(rows.readmitir.map((r) => r.detalle)).toEqual([
        `idusuario=${gestor.idusuario}`,
        `idusuario=${w.auditor.idusuario}`,
      ]);
      const all = [...rows.asignar, ...rows.desasignar, ...rows.excluir, ...rows.readmitir];
      expect(all.every((r) => r.iddenuncia === w.assigned.iddenuncia && r.idusuario === w.responsable.idusuario)).toBe(
        true,
      );
      expect(all.some((r) => r.detalle.includes('cuñado'))).toBe(false);
    });
  });
}
