import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingRequestPath } from '@atalaya/contract/complaints/meeting-request.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { raiseDeadlineAlerts } from './deadline-alerts.service.ts';

/** Issue 17 §2: the 7 days to propose a date for a meeting the reporter asked for, alerted like the other deadlines. */
for (const dialect of DIALECTS) {
  describe(`the meeting deadline alerts [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    function put(url: string, token: string, payload: object) {
      return t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
    }

    async function bell(iddenuncia: number, title: string) {
      return t.app.db
        .selectFrom('user_feed')
        .select('id')
        .where('idcliente', '=', f.tenant.idcliente)
        .where('link', '=', `/admin/denuncias/gestion/${iddenuncia}`)
        .where('title', '=', title)
        .execute();
    }

    function tomorrowAt(): string {
      return `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T10:30`;
    }

    it('the deadline alerts warn the day before the 7 days end and once they have, each once, until a date is proposed', async () => {
      const c = await f.newCase();
      expect((await put(meetingRequestPath, c.reporter, { modalidad: 'presencial' })).statusCode).toBe(200);
      await t.app.db
        .updateTable('den_denuncias')
        .set({
          fec_reunion_solicitada: '2026-03-02T10:00:00.000Z',
          fec_alta: '2026-03-01T10:00:00.000Z',
          fec_acuse: '2026-03-01T10:00:00.000Z',
        })
        .where('iddenuncia', '=', c.iddenuncia)
        .execute();
      const eve = 'Mañana vence el plazo para proponer la reunión solicitada';
      const overdue = 'Plazo para proponer la reunión solicitada vencido';
      await raiseDeadlineAlerts(t.app, new Date('2026-03-07T12:00:00.000Z'));
      expect(await bell(c.iddenuncia, eve)).toHaveLength(0);
      await raiseDeadlineAlerts(t.app, new Date('2026-03-08T12:00:00.000Z'));
      await raiseDeadlineAlerts(t.app, new Date('2026-03-08T13:00:00.000Z'));
      expect(await bell(c.iddenuncia, eve)).toHaveLength(1);
      await raiseDeadlineAlerts(t.app, new Date('2026-03-10T12:00:00.000Z'));
      await raiseDeadlineAlerts(t.app, new Date('2026-03-11T12:00:00.000Z'));
      expect(await bell(c.iddenuncia, overdue)).toHaveLength(1);

      // Once a date is proposed, a later request's deadline alerts nothing.
      const other = await f.newCase();
      expect((await put(meetingRequestPath, other.reporter, { modalidad: 'presencial' })).statusCode).toBe(200);
      expect(
        (
          await put(`/api/denuncias/den_denuncias/${other.iddenuncia}/reunion`, f.adminToken, {
            fecha: tomorrowAt(),
            lugar: 'Sala 3',
          })
        ).statusCode,
      ).toBe(200);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_reunion_solicitada: '2026-03-02T10:00:00.000Z' })
        .where('iddenuncia', '=', other.iddenuncia)
        .execute();
      await raiseDeadlineAlerts(t.app, new Date('2026-03-12T12:00:00.000Z'));
      expect(await bell(other.iddenuncia, overdue)).toHaveLength(0);
    });
  });
}
