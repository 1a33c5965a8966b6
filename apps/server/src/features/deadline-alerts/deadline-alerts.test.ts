import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, directComplaintRow, type Channel } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant } from '../../test/factories.ts';
import { deadlineAlertTitles } from './deadline-alerts.service.ts';
import { runDeadlineAlerts } from './deadline-alerts.job.ts';

/** Noon UTC of a day: the job's clock in these tests. */
function at(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

for (const dialect of DIALECTS) {
  describe(`deadline alerts (issue 17 §1) [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number };
    let channel: Channel;
    let responsable: { idusuario: number; email: string };
    let gestor: { idusuario: number; email: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      responsable = await buildAdmin(t.app, tenant.idcliente);
      gestor = await buildAdmin(t.app, tenant.idcliente);
      await t.app.db.updateTable('usuarios').set({ rol: 'gestor' }).where('idusuario', '=', gestor.idusuario).execute();
    });
    afterAll(async () => {
      await t.close();
    });

    async function fileCase(values: { referencia: string; fec_alta: string; fec_acuse?: string; resolved?: boolean }) {
      const { iddenuncia } = await t.app.db
        .insertInto('den_denuncias')
        .values(
          directComplaintRow({
            ...channel,
            idcliente: tenant.idcliente,
            idestadodenuncia: values.resolved ? 1 : 2,
            fec_alta: values.fec_alta,
            fec_acuse: values.fec_acuse ?? null,
            referencia: values.referencia,
          }),
        )
        .returning('iddenuncia')
        .executeTakeFirstOrThrow();
      return iddenuncia;
    }

    /** The bell items of a person for one case reference, oldest first. */
    async function bell(email: string, referencia: string) {
      const rows = await t.app.db
        .selectFrom('user_feed')
        .select(['title', 'description', 'link'])
        .where('idcliente', '=', tenant.idcliente)
        .where('owner', '=', email.toLowerCase())
        .where('description', 'like', `Comunicación ${referencia} %`)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows;
    }

    /** The titles of those items, sorted. */
    async function titlesOf(email: string, referencia: string): Promise<(string | null)[]> {
      return (await bell(email, referencia)).map((item) => item.title).sort();
    }

    async function deadlineMails() {
      const rows = await t.app.db
        .selectFrom('mail_outbox')
        .select('evento')
        .where('idcliente', '=', tenant.idcliente)
        .where('evento', '=', 'plazo_caso')
        .execute();
      return rows.length;
    }

    it('alerts the Responsables of an unassigned case once per milestone, the newest one only, with no content', async () => {
      const iddenuncia = await fileCase({
        referencia: '2026-0101',
        fec_alta: '2026-01-01T09:30:00.000Z',
        fec_acuse: '2026-01-02T10:00:00.000Z',
      });
      const mailsBefore = await deadlineMails();
      // First seen at day 81 of 90: the 90 % alert, not 50 % and 75 % as well.
      expect(await runDeadlineAlerts(t.app, at('2026-03-23'))).toBe(true);
      expect(await bell(responsable.email, '2026-0101')).toEqual([
        {
          title: deadlineAlertTitles.respuesta_90,
          description: 'Comunicación 2026-0101 · vence el 01/04/2026',
          link: `/admin/denuncias/gestion/${iddenuncia}`,
        },
      ]);
      // One mail per recipient of the tenant (both people: nobody is assigned, the Responsables get it).
      expect(await deadlineMails()).toBe(mailsBefore + 1);

      // Same day again, and a later day before the next milestone: nothing new.
      await runDeadlineAlerts(t.app, at('2026-03-23'));
      await runDeadlineAlerts(t.app, at('2026-03-30'));
      expect(await bell(responsable.email, '2026-0101')).toHaveLength(1);

      // Each round adds its one milestone. Checked after each round and sorted: rounds a millisecond
      // apart stamp their items with the same time, so the bell's order alone cannot tell them apart.
      await runDeadlineAlerts(t.app, at('2026-03-31'));
      expect(await titlesOf(responsable.email, '2026-0101')).toEqual(
        [deadlineAlertTitles.respuesta_90, deadlineAlertTitles.respuesta_vispera].sort(),
      );
      await runDeadlineAlerts(t.app, at('2026-04-02'));
      expect(await titlesOf(responsable.email, '2026-0101')).toEqual(
        [
          deadlineAlertTitles.respuesta_90,
          deadlineAlertTitles.respuesta_vispera,
          deadlineAlertTitles.respuesta_vencida,
        ].sort(),
      );
      expect(await bell(gestor.email, '2026-0101')).toEqual([]);
      expect(await deadlineMails()).toBe(mailsBefore + 3);
    });

    it('alerts the assigned gestor (not the Responsables) and warns the day before the acknowledgement is due', async () => {
      const iddenuncia = await fileCase({ referencia: '2026-0102', fec_alta: '2026-05-01T08:00:00.000Z' });
      await t.app.db
        .insertInto('den_denuncia_asignaciones')
        .values({
          idcliente: tenant.idcliente,
          iddenuncia,
          idusuario: gestor.idusuario,
          fec_alta: '2026-05-01T09:00:00.000Z',
          idusuario_alta: responsable.idusuario,
        })
        .execute();
      await runDeadlineAlerts(t.app, at('2026-05-07'));
      expect((await bell(gestor.email, '2026-0102')).map((item) => item.title)).toEqual([
        deadlineAlertTitles.acuse_manana,
      ]);
      expect((await bell(gestor.email, '2026-0102'))[0]?.description).toBe(
        'Comunicación 2026-0102 · vence el 08/05/2026',
      );
      expect(await bell(responsable.email, '2026-0102')).toEqual([]);
    });

    it('never alerts a resolved case; rounds run at once alert each milestone once', async () => {
      await fileCase({ referencia: '2026-0103', fec_alta: '2026-01-01T09:30:00.000Z', resolved: true });
      await fileCase({
        referencia: '2026-0104',
        fec_alta: '2026-06-01T09:30:00.000Z',
        fec_acuse: '2026-06-02T09:30:00.000Z',
      });
      const ran = await Promise.all([1, 2, 3].map(() => runDeadlineAlerts(t.app, at('2026-07-20'))));
      expect(ran).toContain(true);
      expect(await bell(responsable.email, '2026-0103')).toEqual([]);
      expect((await bell(responsable.email, '2026-0104')).map((item) => item.title)).toEqual([
        deadlineAlertTitles.respuesta_50,
      ]);
      const rows = await t.app.db
        .selectFrom('den_denuncia_avisos_plazo')
        .select(['hito', 'vence'])
        .where('idcliente', '=', tenant.idcliente)
        .where('hito', '=', 'respuesta_50')
        .where('vence', '=', '2026-09-01')
        .execute();
      expect(rows).toHaveLength(1);
    });
  });
}
