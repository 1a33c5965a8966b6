import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { runRetentionRound } from './case-retention.service.ts';

/** Noon UTC of a day: the job's fake clock. */
function at(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

for (const dialect of DIALECTS) {
  describe(`the daily round reads its candidates a page at a time [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    it('warns, then purges, every due case across pages of 2', async () => {
      const cases = [
        await f.fileCase(),
        await f.fileCase(),
        await f.fileCase(),
        await f.fileCase(),
        await f.fileCase(),
      ];
      const ids = cases.map((c) => c.iddenuncia);
      await t.app.db
        .updateTable('den_denuncias')
        .set({ fec_alta: '2026-04-01T09:00:00.000Z' })
        .where('iddenuncia', 'in', ids)
        .execute();
      const warned = await runRetentionRound(t.app, at('2026-06-24'), 2);
      expect(warned).toEqual({ avisos: 5, purgas: 0, bajas: 0 });
      const purged = await runRetentionRound(t.app, at('2026-07-01'), 2);
      expect(purged).toEqual({ avisos: 0, purgas: 5, bajas: 0 });
      const rows = await t.app.db
        .selectFrom('den_denuncias')
        .select('fec_purga')
        .where('iddenuncia', 'in', ids)
        .execute();
      expect(rows.every((row) => row.fec_purga === at('2026-07-01').toISOString())).toBe(true);
    });
  });
}
