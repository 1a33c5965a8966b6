import { channelConfigRefusals } from '@atalaya/contract/complaints/complaint-type.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { runRetention } from './case-retention.job.ts';

/** Noon UTC of a day: the job's fake clock. */
function at(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

for (const dialect of DIALECTS) {
  describe(`a case not admitted is purged 3 months after receipt (art 32.4, decision 063) [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;
    let notAdmitted: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    function inject(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
      return t.app.inject({ method, url, headers: bearer(token), payload: payload as never });
    }

    async function caseRow(iddenuncia: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .select(['fec_aviso_purga', 'fec_purga', 'idestadodenuncia'])
        .where('idcliente', '=', f.tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .executeTakeFirstOrThrow();
    }

    it('a status is flagged "sin investigación" from the statuses screen; never status 1 nor the initial one', async () => {
      const created = await inject('POST', '/api/denuncias/den_estados_denuncia/', f.adminToken, {
        den_estados_denuncia: { nombre: { es: 'No admitida' }, color: '#757575', sin_investigacion: true },
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({ nombre: { es: 'No admitida' }, sin_investigacion: true });
      notAdmitted = created.json().data.idestadodenuncia;
      const listed = await inject('POST', '/api/denuncias/den_estados_denuncia/GetList', f.adminToken, {
        columns: [{ name: 'sin_investigacion', data: true }],
      });
      expect(listed.json().data.map((s: { idestadodenuncia: number }) => s.idestadodenuncia)).toEqual([notAdmitted]);

      const resolved = await inject('PUT', '/api/denuncias/den_estados_denuncia/', f.adminToken, {
        den_estados_denuncia: { idestadodenuncia: 1, nombre: { es: 'Resuelta' }, sin_investigacion: true },
      });
      expect(resolved.statusCode).toBe(501);
      expect(resolved.json().message).toBe(channelConfigRefusals.resolvedStatusNoInvestigation);
      const both = await inject('PUT', '/api/denuncias/den_estados_denuncia/', f.adminToken, {
        den_estados_denuncia: {
          idestadodenuncia: notAdmitted,
          nombre: { es: 'No admitida' },
          inicial: true,
          sin_investigacion: true,
        },
      });
      expect(both.statusCode).toBe(501);
      expect(both.json().message).toBe(channelConfigRefusals.initialStatusNoInvestigation);
      // Refused: nothing changed.
      const stored = await t.app.db
        .selectFrom('den_estados_denuncia')
        .select(['idestadodenuncia', 'inicial', 'sin_investigacion'])
        .where('idcliente', '=', f.tenant.idcliente)
        .where('idestadodenuncia', 'in', [1, notAdmitted])
        .orderBy('idestadodenuncia')
        .execute();
      expect(stored.map((s) => [s.idestadodenuncia, Number(s.inicial), Number(s.sin_investigacion)])).toEqual([
        [1, 0, 0],
        [notAdmitted, 0, 1],
      ]);
    });

    it('warned at day 84 and purged at day 91 even with its inadmission logged; an admitted case with a log line is kept', async () => {
      const rejected = await f.fileCase();
      const handled = await f.fileCase();
      for (const c of [rejected, handled]) {
        const logged = await inject('POST', `/api/denuncias/den_denuncias/${c.iddenuncia}/actuaciones`, f.adminToken, {
          clase: 'actuacion',
          fecha: '2026-04-02',
          descripcion: c === rejected ? 'Inadmisión: hechos fuera del ámbito de la ley' : 'Entrevista con el área',
        });
        expect(logged.statusCode, logged.body).toBe(201);
      }
      const moved = await inject('PUT', `/api/denuncias/den_denuncias/${rejected.iddenuncia}/estado`, f.adminToken, {
        idestadodenuncia: notAdmitted,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_alta: '2026-04-01T09:00:00.000Z' })
        .where('iddenuncia', 'in', [rejected.iddenuncia, handled.iddenuncia])
        .execute();

      const state = await inject('GET', `/api/denuncias/den_denuncias/${rejected.iddenuncia}/retencion`, f.adminToken);
      expect(state.statusCode, state.body).toBe(200);
      expect(state.json().data).toMatchObject({ causa: 'sin_investigacion' });

      await runRetention(t.app, at('2026-06-23'));
      expect((await caseRow(rejected.iddenuncia)).fec_aviso_purga).toBeNull();
      await runRetention(t.app, at('2026-06-24'));
      expect((await caseRow(rejected.iddenuncia)).fec_aviso_purga).toBe(at('2026-06-24').toISOString());
      await runRetention(t.app, at('2026-06-30'));
      expect((await caseRow(rejected.iddenuncia)).fec_purga).toBeNull();
      await runRetention(t.app, at('2026-07-01'));
      const purged = await caseRow(rejected.iddenuncia);
      expect(purged.fec_purga).toBe(at('2026-07-01').toISOString());
      expect(purged.idestadodenuncia).toBe(notAdmitted);
      // The admitted one (initial status left behind by its log line) is an open investigation.
      const kept = await caseRow(handled.iddenuncia);
      expect(kept.fec_aviso_purga).toBeNull();
      expect(kept.fec_purga).toBeNull();
    });
  });
}
