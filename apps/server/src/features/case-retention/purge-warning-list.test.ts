import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';
import { mailReferences, purgeWarningEvent, sendPurgeWarning, warnedCasesLink } from './purge-warning.service.ts';

const dayMs = 86_400_000;

/**
 * Issue 17 §6 follow-up: the warning after a backlog names at most 100 references and links to
 * Gestión filtered to the warned cases (`filtros.aviso_supresion`), where every one of them is.
 */
for (const dialect of DIALECTS) {
  describe(`the purge warning's list of cases [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    async function warnedList(token: string): Promise<{ total: number; ids: number[] }> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/GetList',
        headers: bearer(token),
        payload: { start: 0, length: -1, filtros: { aviso_supresion: true } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { total: number; data: { iddenuncia: number }[] };
      return { total: body.total, ids: body.data.map((row) => row.iddenuncia).sort((a, b) => a - b) };
    }

    it('Gestión shows the cases warned in the last week, not purged, not on hold, and counts them', async () => {
      const [warned, stale, held, purged, untouched] = [
        await f.fileCase(),
        await f.fileCase(),
        await f.fileCase(),
        await f.fileCase(),
        await f.fileCase(),
      ];
      const now = Date.now();
      function iso(ms: number): string {
        return new Date(ms).toISOString();
      }
      async function set(iddenuncia: number, values: Record<string, string | null>) {
        await t.app.db.updateTable('den_denuncias').set(values).where('iddenuncia', '=', iddenuncia).execute();
      }
      await set(warned.iddenuncia, { fec_aviso_purga: iso(now - 2 * dayMs) });
      // A warning older than the 7 days that follow it was for another due date.
      await set(stale.iddenuncia, { fec_aviso_purga: iso(now - 10 * dayMs) });
      await set(held.iddenuncia, { fec_aviso_purga: iso(now - dayMs), fec_retencion_bloqueo: iso(now) });
      await set(purged.iddenuncia, { fec_aviso_purga: iso(now - 8 * dayMs + 3_600_000), fec_purga: iso(now) });

      expect(await warnedList(f.adminToken)).toEqual({ total: 1, ids: [warned.iddenuncia] });
      expect((await warnedList(f.adminToken)).ids).not.toContain(untouched.iddenuncia);
      // Another tenant's administrator sees none of them.
      expect(await warnedList(f.otherAdminToken)).toEqual({ total: 0, ids: [] });
    });

    it('the mail names at most 100 references, says how many more, and links to that list', async () => {
      const referencias = Array.from(
        { length: mailReferences + 37 },
        (_, i) => `2026-${String(i + 1).padStart(4, '0')}`,
      );
      await sendPurgeWarning(t.app, f.tenant.idcliente, referencias);
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select(['cuerpo'])
        .where('idcliente', '=', f.tenant.idcliente)
        .where('evento', '=', purgeWarningEvent)
        .execute();
      expect(mails.length).toBeGreaterThan(0);
      const body = mails.at(-1)?.cuerpo ?? '';
      expect(body).toContain(`estas ${referencias.length} comunicaciones`);
      expect(body).toContain('- 2026-0100\n');
      expect(body).not.toContain('2026-0101');
      expect(body).toContain('- y 37 más');
      expect(body).toContain(`${warnedCasesLink}`);
      const bell = await t.app.db
        .selectFrom('user_feed')
        .select(['link', 'description'])
        .where('idcliente', '=', f.tenant.idcliente)
        .where('link', '=', warnedCasesLink)
        .execute();
      expect(bell.length).toBeGreaterThan(0);
      expect(bell[0]?.description).toContain('y 117 más');
    });
  });
}
