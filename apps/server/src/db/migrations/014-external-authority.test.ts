import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant } from '../../test/factories.ts';
import { externalAuthority } from './014-external-authority.ts';

const lawText = 'https://www.boe.es/eli/es/l/2023/02/20/2/con';

for (const dialect of DIALECTS) {
  describe(`migration 014: the external channel is an authority, not the law [${dialect}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
    });
    afterAll(async () => t.close());

    async function tenantWith(parametros: string): Promise<number> {
      const { idcliente } = await buildTenant(t.app);
      await t.app.db
        .updateTable('clientes')
        .set({ parametros_cliente: parametros })
        .where('idcliente', '=', idcliente)
        .execute();
      return idcliente;
    }

    async function parametersOf(idcliente: number): Promise<string> {
      const row = await t.app.db
        .selectFrom('clientes')
        .select('parametros_cliente')
        .where('idcliente', '=', idcliente)
        .executeTakeFirstOrThrow();
      return row.parametros_cliente;
    }

    it('points a tenant still on the BOE text to the AAI and leaves every other choice as it was', async () => {
      const oldDemo = await tenantWith(JSON.stringify({ canal_externo_url: lawText, idioma_defecto: 'es', otra: 1 }));
      const named = await tenantWith(
        JSON.stringify({ canal_externo_url: lawText, canal_externo_nombre: 'Mi autoridad' }),
      );
      const regional = JSON.stringify({ canal_externo_url: 'https://www.antifrau.cat/', canal_externo_nombre: 'OAC' });
      const regionalId = await tenantWith(regional);
      const broken = await tenantWith('{no es json');

      await externalAuthority().up(t.app.db);

      expect(JSON.parse(await parametersOf(oldDemo))).toEqual({
        canal_externo_url: 'https://www.proteccioninformante.gob.es/',
        canal_externo_nombre: 'Autoridad Independiente de Protección del Informante',
        idioma_defecto: 'es',
        otra: 1,
      });
      expect(JSON.parse(await parametersOf(named))).toEqual({
        canal_externo_url: lawText,
        canal_externo_nombre: 'Mi autoridad',
      });
      expect(await parametersOf(regionalId)).toBe(regional);
      expect(await parametersOf(broken)).toBe('{no es json');
    });

    it('seeds the demo tenant with the AAI as its external channel', async () => {
      const demo = await t.app.db
        .selectFrom('clientes')
        .select('parametros_cliente')
        .where('codigo', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(demo.parametros_cliente)).toMatchObject({
        canal_externo_url: 'https://www.proteccioninformante.gob.es/',
        canal_externo_nombre: 'Autoridad Independiente de Protección del Informante',
      });
    });
  });
}
