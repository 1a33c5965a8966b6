import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { postComplaint } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

/** Issue 17 §2 (art 7.2): a meeting asked for in the filing itself (decision 064). */
const marker = 'MARCAREUNIONALTA7c';

for (const dialect of DIALECTS) {
  describe(`a meeting asked for when filing [${dialect}]`, () => {
    let t: TestApp;
    let f: CaseFixture;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      f = await caseFixture(t.app);
    });
    afterAll(async () => t.close());

    async function caseCount(): Promise<number> {
      const rows = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('idcliente', '=', f.tenant.idcliente)
        .execute();
      return rows.length;
    }

    it('the case shows the request with its 7-day deadline from the filing; the follow-up too; audited by mode', async () => {
      const c = await f.newCase({ reunion: { modalidad: 'presencial', disponibilidad: `Mañanas ${marker}` } });
      const stored = await t.app.db
        .selectFrom('den_denuncias')
        .select(['reunion_modalidad', 'reunion_disponibilidad', 'fec_reunion_solicitada'])
        .where('iddenuncia', '=', c.iddenuncia)
        .executeTakeFirstOrThrow();
      expect(stored.reunion_modalidad).toBe('presencial');
      expect(stored.reunion_disponibilidad?.startsWith('v1.')).toBe(true);
      expect(stored.reunion_disponibilidad).not.toContain(marker);
      const requestedAt = stored.fec_reunion_solicitada ?? '';
      expect(Math.abs(Date.parse(requestedAt) - Date.parse(c.fec_alta))).toBeLessThan(60_000);
      const due = new Date(Date.parse(requestedAt.slice(0, 10)) + 7 * 86_400_000).toISOString().slice(0, 10);

      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${c.iddenuncia}`,
        headers: bearer(f.adminToken),
      });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data.reunion).toMatchObject({
        modalidad: 'presencial',
        disponibilidad: `Mañanas ${marker}`,
        vence: due,
        propuesta: null,
      });
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(c.reporter),
      });
      expect(own.json().data.reunion).toMatchObject({ modalidad: 'presencial', vence: due });
      const audited = await t.app.db
        .selectFrom('den_auditoria')
        .select(['accion', 'detalle', 'usuario'])
        .where('iddenuncia', '=', c.iddenuncia)
        .where('accion', '=', 'solicitar_reunion')
        .execute();
      expect(audited).toEqual([expect.objectContaining({ detalle: 'presencial' })]);
      expect(JSON.stringify(audited)).not.toContain(marker);
    });

    it('a filing without a meeting has none; a bad meeting is refused and nothing is filed', async () => {
      const plain = await f.newCase();
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${plain.iddenuncia}`,
        headers: bearer(f.adminToken),
      });
      expect(detail.json().data.reunion).toBeNull();

      const before = await caseCount();
      for (const reunion of [
        { modalidad: 'telefono' },
        { modalidad: 'presencial', disponibilidad: 'x'.repeat(501) },
        {},
      ]) {
        const res = await postComplaint(t.app, f.publicToken, { idtipodenuncia: f.channel.idtipodenuncia, reunion });
        expect(res.statusCode, JSON.stringify(reunion)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await caseCount()).toBe(before);
    });
  });
}
