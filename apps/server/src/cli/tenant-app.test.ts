import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { buildTenant } from '../test/factories.ts';
import { runCli } from './run-cli.ts';

/** `tenant add-app` (decision 053), in process over the server's database. */
for (const dialect of DIALECTS) {
  describe(`atalaya tenant add-app [${dialect}]`, () => {
    let t: TestApp;
    let env: Record<string, string | undefined>;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent' };
    });
    afterAll(async () => t.close());

    async function cli(...args: string[]) {
      const lines: string[] = [];
      const problems: string[] = [];
      const code = await runCli(args, env, { line: (l) => lines.push(l), problem: (p) => problems.push(p) });
      return { code, lines, problems };
    }

    it('registers an application and its profiles; running it again replaces them', async () => {
      const { idcliente, codigo } = await buildTenant(t.app);
      const first = await cli('tenant', 'add-app', codigo, 'sede', '--nombre', 'Sede', '--perfil', 'ciudadano,gestor');
      expect(first).toMatchObject({ code: 0, problems: [] });
      const again = await cli(
        'tenant',
        'add-app',
        codigo,
        'sede',
        '--nombre',
        'Sede electrónica',
        '--url',
        'https://sede.example.test/',
      );
      expect(again.code).toBe(0);
      const app = await t.app.db.selectFrom('aplicaciones').selectAll().where('idcliente', '=', idcliente).execute();
      expect(app).toMatchObject([
        { idaplicacion: 'sede', nombre: 'Sede electrónica', url_retorno: 'https://sede.example.test/' },
      ]);
      const grants = await t.app.db
        .selectFrom('aplicaciones_accesos')
        .selectAll()
        .where('idcliente', '=', idcliente)
        .execute();
      expect(grants).toEqual([]);
    });

    it('refuses a bad id, profile or URL and an unknown tenant (exit 1), a wrong usage (exit 2)', async () => {
      const { codigo } = await buildTenant(t.app);
      expect((await cli('tenant', 'add-app', codigo, 'a b', '--nombre', 'X')).code).toBe(1);
      expect((await cli('tenant', 'add-app', codigo, 'x', '--nombre', 'X', '--perfil', 'jefe')).code).toBe(1);
      expect((await cli('tenant', 'add-app', codigo, 'x', '--nombre', 'X', '--url', 'ftp://a')).code).toBe(1);
      expect((await cli('tenant', 'add-app', 'no-existe', 'x', '--nombre', 'X')).code).toBe(1);
      expect((await cli('tenant', 'add-app', codigo)).code).toBe(2);
    });
  });
}
