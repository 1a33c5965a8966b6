import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant } from '../../test/factories.ts';
import { statusWithoutInvestigation } from './033-status-without-investigation.ts';

for (const dialect of DIALECTS) {
  describe(`migration 033: "Inadmitida" ends a case without investigation (decision 063) [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    async function tenantWithStatus4(nombre: Record<string, string>): Promise<number> {
      const { idcliente } = await buildTenant(t.app);
      await t.app.db
        .insertInto('den_estados_denuncia')
        .values({
          idcliente,
          idestadodenuncia: 4,
          nombre: JSON.stringify(nombre),
          color: '#757575',
          orden: 90,
          inicial: 0,
        })
        .execute();
      return idcliente;
    }

    async function flagOf(idcliente: number): Promise<number> {
      const row = await t.app.db
        .selectFrom('den_estados_denuncia')
        .select('sin_investigacion')
        .where('idcliente', '=', idcliente)
        .where('idestadodenuncia', '=', 4)
        .executeTakeFirstOrThrow();
      return Number(row.sin_investigacion);
    }

    it('flags status 4 where it is still "Inadmitida", leaves a renamed one alone', async () => {
      const seeded = await tenantWithStatus4({ es: 'Inadmitida', cat: 'Inadmesa', en: 'Not admitted' });
      const renamed = await tenantWithStatus4({ es: 'Archivada' });
      const migration = statusWithoutInvestigation();
      await migration.down(t.app.db);
      await migration.up(t.app.db);
      expect(await flagOf(seeded)).toBe(1);
      expect(await flagOf(renamed)).toBe(0);
    });

    it('the demo tenant is seeded with its "Inadmitida" flagged', async () => {
      const demo = await t.app.db
        .selectFrom('den_estados_denuncia')
        .innerJoin('clientes', 'clientes.idcliente', 'den_estados_denuncia.idcliente')
        .select(['den_estados_denuncia.idestadodenuncia', 'den_estados_denuncia.sin_investigacion'])
        .where('clientes.codigo', '=', 'demo')
        .orderBy('den_estados_denuncia.idestadodenuncia')
        .execute();
      expect(demo.map((s) => [s.idestadodenuncia, Number(s.sin_investigacion)])).toEqual([
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 1],
      ]);
    });
  });
}
