import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseReferencePattern } from '@atalaya/contract/complaints/case-reference';
import { yearIn } from '@atalaya/contract/common/time-zone';
import { caseReference } from '../../db/migrations/012-case-reference.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  directComplaintRow,
  fileComplaint,
  setChannelSettings,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

for (const dialect of DIALECTS) {
  describe(`one human reference per case (decision 027) [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    }, 60_000);
    afterAll(async () => t.close());

    async function tenantWithChannel(): Promise<{ idcliente: number; channel: Channel; publicToken: string }> {
      const { idcliente } = await buildTenant(t.app);
      const channel = await buildChannel(t.app, idcliente);
      await setChannelSettings(t.app, idcliente, { max_denuncias_hora: 1000 });
      return { idcliente, channel, publicToken: await issueAccessToken(t.app, idcliente, 'Publico') };
    }

    async function referencesOf(idcliente: number) {
      return t.app.db
        .selectFrom('den_denuncias')
        .select(['iddenuncia', 'guid', 'referencia', 'fec_alta'])
        .where('idcliente', '=', idcliente)
        .orderBy('iddenuncia')
        .execute();
    }

    it('gives 50 concurrent filings of one tenant 50 different, consecutive references of the year', async () => {
      const { idcliente, channel, publicToken } = await tenantWithChannel();
      const other = await tenantWithChannel();
      const filed = await Promise.all([
        ...Array.from({ length: 50 }, () =>
          fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia }),
        ),
        // Another tenant filing at the same time numbers its own cases from 1.
        fileComplaint(t.app, other.publicToken, { idtipodenuncia: other.channel.idtipodenuncia }),
      ]);
      expect(filed).toHaveLength(51);
      const rows = await referencesOf(idcliente);
      expect(rows).toHaveLength(50);
      const year = yearIn(rows[0]?.fec_alta ?? '', 'Europe/Madrid');
      const references = rows.map((row) => row.referencia);
      expect(new Set(references).size).toBe(50);
      for (const reference of references) {
        expect(reference).toMatch(caseReferencePattern);
      }
      expect([...references].sort()).toEqual(
        Array.from({ length: 50 }, (_, i) => `${String(year)}-${String(i + 1).padStart(4, '0')}`),
      );
      expect((await referencesOf(other.idcliente)).map((row) => row.referencia)).toEqual([`${String(year)}-0001`]);
      const counter = await t.app.db
        .selectFrom('den_referencias')
        .select('ultimo')
        .where('idcliente', '=', idcliente)
        .where('anio', '=', year)
        .executeTakeFirstOrThrow();
      expect(Number(counter.ultimo)).toBe(50);
    }, 120_000);

    it('refuses a second case with the same reference in one tenant (unique index)', async () => {
      const { idcliente, channel } = await tenantWithChannel();
      function row(fec_alta: string) {
        return directComplaintRow({
          idcliente,
          idtipodenuncia: channel.idtipodenuncia,
          idformulario: channel.idformulario,
          idestadodenuncia: 2,
          fec_alta,
          referencia: '2026-0001',
        });
      }
      await t.app.db.insertInto('den_denuncias').values(row('2026-01-02T10:00:00.000Z')).execute();
      await expect(
        t.app.db.insertInto('den_denuncias').values(row('2026-01-03T10:00:00.000Z')).execute(),
      ).rejects.toThrow();
    });

    it('lists, searches, shows and sums up every case by its reference; the guid stays internal', async () => {
      const { idcliente, channel, publicToken } = await tenantWithChannel();
      const first = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const rows = await referencesOf(idcliente);
      const [one, two] = rows;
      if (!one || !two) {
        throw new Error('two cases expected');
      }
      expect(one.guid).toBe(first.guid);
      const admin = await newAdminToken(t.app, idcliente);
      async function list(filtros: Record<string, unknown>) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/denuncias/den_denuncias/GetList',
          headers: bearer(admin),
          payload: { start: 0, length: 10, filtros },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ total: number; data: { iddenuncia: number; referencia: string }[] }>();
      }
      const all = await list({});
      expect(all.data.map((row) => row.referencia).sort()).toEqual([one.referencia, two.referencia].sort());
      const byReference = await list({ texto: two.referencia });
      expect(byReference.total).toBe(1);
      expect(byReference.data[0]?.iddenuncia).toBe(two.iddenuncia);
      const bySequence = await list({ texto: two.referencia.slice(5) });
      expect(bySequence.data.map((row) => row.referencia)).toEqual([two.referencia]);
      const byGuid = await list({ texto: one.guid.slice(0, 8) });
      expect(byGuid.data.map((row) => row.referencia)).toContain(one.referencia);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${String(one.iddenuncia)}`,
        headers: bearer(admin),
      });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json<{ data: { referencia: string } }>().data.referencia).toBe(one.referencia);

      const resumen = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/resumen',
        headers: bearer(admin),
        payload: {},
      });
      expect(resumen.statusCode, resumen.body).toBe(200);
      const pending = resumen.json<{ data: { pendientes: { referencia: string }[] } }>().data.pendientes;
      expect(pending.map((row) => row.referencia).sort()).toEqual([one.referencia, two.referencia].sort());
    });

    it('"pendientes" lists every unresolved case of the period (the Resumen\'s link to Gestión)', async () => {
      const { idcliente, channel } = await tenantWithChannel();
      function row(fec_alta: string, idestadodenuncia: number, referencia: string) {
        return directComplaintRow({
          idcliente,
          idtipodenuncia: channel.idtipodenuncia,
          idformulario: channel.idformulario,
          idestadodenuncia,
          fec_alta,
          fec_resolucion: idestadodenuncia === 1 ? fec_alta : null,
          referencia,
        });
      }
      await t.app.db
        .insertInto('den_denuncias')
        .values([
          row('2026-02-01T10:00:00.000Z', 2, '2026-0001'),
          row('2026-02-02T10:00:00.000Z', 1, '2026-0002'),
          row('2026-02-03T10:00:00.000Z', 2, '2026-0003'),
          row('2026-05-03T10:00:00.000Z', 2, '2026-0004'),
        ])
        .execute();
      const admin = await newAdminToken(t.app, idcliente);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/GetList',
        headers: bearer(admin),
        payload: {
          start: 0,
          length: 10,
          sort: 'fec_alta',
          order: 'asc',
          filtros: { desde: '2026-02-01', hasta: '2026-02-28', pendientes: true },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ total: number; data: { referencia: string }[] }>();
      expect(body.total).toBe(2);
      expect(body.data.map((r) => r.referencia)).toEqual(['2026-0001', '2026-0003']);
    });

    it('the migration numbers existing cases in filing order, per tenant and year of its time zone', async () => {
      const madrid = await tenantWithChannel();
      const canary = await tenantWithChannel();
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: JSON.stringify({ zona_horaria: 'Atlantic/Canary' }) })
        .where('idcliente', '=', canary.idcliente)
        .execute();
      // Back to the schema before migration 012, with rows inserted out of filing order.
      await t.app.db.schema.dropIndex('denuncias_cliente_referencia').execute();
      await t.app.db.schema.alterTable('den_denuncias').dropColumn('referencia').execute();
      await t.app.db.schema.dropTable('den_referencias').execute();
      const filedAt = [
        '2026-03-01T10:00:00.000Z',
        '2025-12-31T23:30:00.000Z', // 2026 in Madrid, still 2025 in the Canaries
        '2025-06-01T10:00:00.000Z',
        '2026-01-15T10:00:00.000Z',
        '2026-01-15T10:00:00.000Z', // same instant: the lower id first
      ];
      const ids: Record<number, number[]> = { [madrid.idcliente]: [], [canary.idcliente]: [] };
      for (const tenant of [madrid, canary]) {
        for (const fec_alta of filedAt) {
          const { referencia: _unused, ...values } = directComplaintRow({
            idcliente: tenant.idcliente,
            idtipodenuncia: tenant.channel.idtipodenuncia,
            idformulario: tenant.channel.idformulario,
            idestadodenuncia: 2,
            fec_alta,
          });
          const row = await (t.app.db as unknown as typeof t.app.db)
            .insertInto('den_denuncias')
            .values(values as typeof values & { referencia: string })
            .returning('iddenuncia')
            .executeTakeFirstOrThrow();
          ids[tenant.idcliente]?.push(row.iddenuncia);
        }
      }

      await caseReference().up(t.app.db);

      async function byId(idcliente: number): Promise<string[]> {
        const rows = await referencesOf(idcliente);
        const reference = new Map(rows.map((row) => [row.iddenuncia, row.referencia]));
        return (ids[idcliente] ?? []).map((id) => reference.get(id) ?? '');
      }
      expect(await byId(madrid.idcliente)).toEqual(['2026-0004', '2026-0001', '2025-0001', '2026-0002', '2026-0003']);
      expect(await byId(canary.idcliente)).toEqual(['2026-0003', '2025-0002', '2025-0001', '2026-0001', '2026-0002']);
      const counters = await t.app.db
        .selectFrom('den_referencias')
        .select(['anio', 'ultimo'])
        .where('idcliente', '=', madrid.idcliente)
        .orderBy('anio')
        .execute();
      expect(counters.map((c) => [Number(c.anio), Number(c.ultimo)])).toEqual([
        [2025, 1],
        [2026, 4],
      ]);
      // Filing goes on from the back-filled counter.
      await setChannelSettings(t.app, madrid.idcliente, { max_denuncias_hora: 1000 });
      const next = await fileComplaint(t.app, madrid.publicToken, { idtipodenuncia: madrid.channel.idtipodenuncia });
      const filed = (await referencesOf(madrid.idcliente)).find((row) => row.guid === next.guid);
      const year = yearIn(filed?.fec_alta ?? '', 'Europe/Madrid');
      expect(filed?.referencia).toBe(year === 2026 ? '2026-0005' : `${String(year)}-0001`);
    }, 60_000);
  });
}
