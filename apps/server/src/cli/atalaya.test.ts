import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../lib/crypto.ts';
import { outboxRecipientContext } from '../lib/mail-outbox.ts';
import { hashToken } from '../lib/tokens.ts';
import { buildTestApp, createPostgresDatabase, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { bearer } from '../test/factories.ts';
import { eventually } from '../test/eventually.ts';
import { publicTokenOf, requestPublicToken, rowCounts, tokenOfLink } from '../test/operator-fixtures.ts';

const entry = fileURLToPath(new URL('./atalaya.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(entry), '../../../..');
const run = promisify(execFile);

type Outcome = { code: number; stdout: string; stderr: string };

/** `npm run atalaya -- …` as the operator runs it: a child process with only the given environment. */
async function atalaya(env: Record<string, string | undefined>, ...args: string[]): Promise<Outcome> {
  const childEnv = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'silent', ...env };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: repoRoot,
      env: Object.fromEntries(Object.entries(childEnv).filter((e): e is [string, string] => e[1] !== undefined)),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

function linkIn(stdout: string): string {
  const link = /https?:\/\/\S+\/auth\/invitacion\/\S+/.exec(stdout)?.[0];
  if (!link) {
    throw new Error(`no invitation link in: ${stdout}`);
  }
  return link;
}

for (const dialect of DIALECTS) {
  describe(`npm run atalaya, a child process beside the running server [${dialect}]`, { timeout: 120_000 }, () => {
    let t: TestApp;
    let env: Record<string, string | undefined>;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      // The server's own environment: same data dir (secrets) and database.
      env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl };
    });
    afterAll(async () => t.close());

    it('tenant create: exit 0, prints the one-time link, and the running server answers on the new host', async () => {
      const created = await atalaya(
        env,
        'tenant',
        'create',
        '--code',
        'ayto-ejemplo',
        '--name',
        'Ayuntamiento de Ejemplo',
        '--host',
        'canal.ejemplo.es',
        '--admin-email',
        'resp@ejemplo.es',
        '--languages',
        'es,cat,en',
      );
      expect(created.code).toBe(0);
      expect(created.stderr).toBe('');
      const link = linkIn(created.stdout);
      expect(link).toMatch(/^https:\/\/canal\.ejemplo\.es\/auth\/invitacion\/[A-Za-z0-9_-]{43}$/);
      const tenant = await t.app.db
        .selectFrom('clientes')
        .select('idcliente')
        .where('codigo', '=', 'ayto-ejemplo')
        .executeTakeFirstOrThrow();
      const claims = await t.app.tokens.verify(await publicTokenOf(t.app, 'canal.ejemplo.es'), 'access');
      expect(claims.idcliente).toBe(tenant.idcliente);
      const invitation = await t.app.db
        .selectFrom('invitaciones')
        .select('token_hash')
        .where('idcliente', '=', tenant.idcliente)
        .executeTakeFirstOrThrow();
      expect(invitation.token_hash).toBe(hashToken(tokenOfLink(link)));
      // The server reads the data key the CLI created (same master key): it opens the queued mail's recipient.
      const mail = await t.app.db
        .selectFrom('mail_outbox')
        .select(['uid', 'destinatario'])
        .where('idcliente', '=', tenant.idcliente)
        .executeTakeFirstOrThrow();
      const key = await t.app.tenantKeys.keyFor(tenant.idcliente);
      expect(decryptText(key, mail.destinatario, outboxRecipientContext(mail.uid))).toBe('resp@ejemplo.es');
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/publico/cliente/info',
        headers: bearer(await publicTokenOf(t.app, 'canal.ejemplo.es')),
      });
      expect(info.statusCode).toBe(200);
    });

    it('tenant create with bad input: exit 1, one line per problem, nothing written', async () => {
      const before = await rowCounts(t.app.db);
      const refused = await atalaya(
        env,
        'tenant',
        'create',
        '--code',
        'ayto-ejemplo',
        '--name',
        'Otra',
        '--host',
        'canal.ejemplo.es',
        '--admin-email',
        'no-es-correo',
        '--languages',
        'es,xx',
      );
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim().split('\n')).toEqual([
        'correo del Responsable: Correo electrónico no válido',
        'idiomas: Idioma desconocido: xx (admitidos: es, cat, eu, ga, en)',
        'código «ayto-ejemplo»: ya existe un canal con ese código',
        'dominio «canal.ejemplo.es»: ya lo usa el canal «ayto-ejemplo»',
        'No se ha creado nada.',
      ]);
      expect(await rowCounts(t.app.db)).toEqual(before);
    });

    it('tenant list: a table and --json with counts only', async () => {
      const table = await atalaya(env, 'tenant', 'list');
      expect(table.code).toBe(0);
      const lines = table.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^CÓDIGO\s+NOMBRE\s+ACTIVO\s+USUARIOS\s+EXPEDIENTES\s+DOMINIOS$/);
      expect(lines.find((line) => line.startsWith('ayto-ejemplo'))).toMatch(
        /^ayto-ejemplo\s+Ayuntamiento de Ejemplo\s+sí\s+0\s+0\s+canal\.ejemplo\.es$/,
      );
      const json = await atalaya(env, 'tenant', 'list', '--json');
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toContainEqual({
        codigo: 'ayto-ejemplo',
        nombre: 'Ayuntamiento de Ejemplo',
        activo: true,
        hosts: ['canal.ejemplo.es'],
        usuarios: 0,
        expedientes: 0,
      });
    });

    it('tenant disable and enable: the running server refuses the tenant’s token at once, then takes it again', async () => {
      const publicToken = await publicTokenOf(t.app, 'canal.ejemplo.es');
      function call() {
        return t.app.inject({ method: 'GET', url: '/api/publico/cliente/info', headers: bearer(publicToken) });
      }
      expect((await call()).statusCode).toBe(200);
      const disabled = await atalaya(env, 'tenant', 'disable', 'ayto-ejemplo');
      expect(disabled.code).toBe(0);
      expect(disabled.stdout).toContain('Canal «ayto-ejemplo» desactivado.');
      // Another process's commit reaches this one as a PostgreSQL notice within milliseconds (decision 071).
      await eventually(async () => (await call()).statusCode === 534, 5_000);
      expect((await requestPublicToken(t.app, 'canal.ejemplo.es')).statusCode).toBe(404);
      const enabled = await atalaya(env, 'tenant', 'enable', 'ayto-ejemplo');
      expect(enabled.code).toBe(0);
      await eventually(async () => (await call()).statusCode === 200, 5_000);
      const unknown = await atalaya(env, 'tenant', 'disable', 'no-existe');
      expect(unknown).toMatchObject({ code: 1, stderr: 'código «no-existe»: no existe ningún canal con ese código\n' });
    });

    it('tenant add-host and remove-host', async () => {
      const added = await atalaya(env, 'tenant', 'add-host', 'ayto-ejemplo', 'denuncias.ejemplo.es');
      expect(added).toMatchObject({ code: 0, stdout: 'Dominios del canal: canal.ejemplo.es, denuncias.ejemplo.es\n' });
      expect((await requestPublicToken(t.app, 'denuncias.ejemplo.es')).statusCode).toBe(200);
      const removed = await atalaya(env, 'tenant', 'remove-host', 'ayto-ejemplo', 'canal.ejemplo.es');
      expect(removed).toMatchObject({ code: 0, stdout: 'Dominios del canal: denuncias.ejemplo.es\n' });
      const last = await atalaya(env, 'tenant', 'remove-host', 'ayto-ejemplo', 'denuncias.ejemplo.es');
      expect(last.code).toBe(1);
      expect(last.stderr).toContain('es el único dominio del canal «ayto-ejemplo»');
    });

    it('user invite: exit 0 with a new link; a bad role exits 1', async () => {
      const invited = await atalaya(env, 'user', 'invite', 'ayto-ejemplo', 'otra@ejemplo.es', '--role', 'responsable');
      expect(invited.code).toBe(0);
      const token = tokenOfLink(linkIn(invited.stdout));
      const row = await t.app.db
        .selectFrom('invitaciones')
        .select(['email', 'rol'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: 'otra@ejemplo.es', rol: 'responsable' });
      const bad = await atalaya(env, 'user', 'invite', 'ayto-ejemplo', 'otra@ejemplo.es', '--role', 'jefe');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('rol: Rol desconocido (admitidos: responsable, gestor, auditor)');
    });

    it('--help exits 0; a wrong command or option exits 2 without touching anything', async () => {
      const help = await atalaya(env, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('tenant create --code');
      expect((await atalaya(env, 'tenant', 'borrar', 'x')).code).toBe(2);
      const wrong = await atalaya(env, 'tenant', 'list', '--todo');
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('Uso incorrecto');
    });
  });

  describe(`npm run atalaya on an empty database migrates it first [${dialect}]`, { timeout: 120_000 }, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-cli-'));
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

    beforeAll(async () => {
      database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
    });
    afterAll(async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('creates the first tenant of a new installation (no demo), using PUBLIC_URL for the link', async () => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url, PUBLIC_URL: 'https://canal.example.org' };
      const created = await atalaya(
        env,
        'tenant',
        'create',
        '--code',
        'primera',
        '--name',
        'Primera',
        '--host',
        'primera.example.org',
        '--admin-email',
        'r@primera.es',
      );
      expect(created.code).toBe(0);
      expect(linkIn(created.stdout)).toMatch(/^https:\/\/canal\.example\.org\/auth\/invitacion\//);
      const listed = await atalaya(env, 'tenant', 'list', '--json');
      expect(JSON.parse(listed.stdout)).toEqual([
        {
          codigo: 'primera',
          nombre: 'Primera',
          activo: true,
          hosts: ['primera.example.org'],
          usuarios: 0,
          expedientes: 0,
        },
      ]);
    });
  });
}
