import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { eventually } from '../test/eventually.ts';
import { bearer, buildTenant, newAdminToken } from '../test/factories.ts';
import { resolveTenantOfHost } from './hostname.ts';
import { rememberedTenantFact, tenantDirectoryOf, type TenantDirectory } from './tenant-directory.ts';

/** Decision 071: which tenants are open and whose a hostname is, kept per process on PostgreSQL. */
describe('tenant directory [postgres]', () => {
  const postgres = DIALECTS.includes('postgres');
  let t: TestApp;
  let directory: TenantDirectory;
  /** Another connection to the app's database: what another server process or the CLI would write. */
  let other: pg.Client;

  beforeAll(async () => {
    if (!postgres) return;
    t = await buildTestApp('postgres');
    directory = tenantDirectoryOf(t.app.db) as TenantDirectory;
    other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    if (!postgres) return;
    await other.end();
    await t.close();
  });

  async function callAs(token: string) {
    return t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(token) });
  }

  it.skipIf(!postgres)(
    'answers from memory once listening, and reads again after another connection closes a tenant',
    async () => {
      expect(directory).toBeDefined();
      await eventually(() => directory.live);
      const tenant = await buildTenant(t.app);
      const token = await newAdminToken(t.app, tenant.idcliente);
      expect((await callAs(token)).statusCode).toBe(200);
      const hitsBefore = directory.stats.hits;
      expect((await callAs(token)).statusCode).toBe(200);
      expect(directory.stats.hits).toBeGreaterThan(hitsBefore);

      await other.query('update clientes set activo = 0 where idcliente = $1', [tenant.idcliente]);
      await eventually(async () => (await callAs(token)).statusCode === 534);
      const refused = await callAs(token);
      expect(refused.json()).toMatchObject({ success: false, message: 'Este canal de información está cerrado.' });

      await other.query('update clientes set activo = 1 where idcliente = $1', [tenant.idcliente]);
      await eventually(async () => (await callAs(token)).statusCode === 200);
    },
  );

  it.skipIf(!postgres)(
    'a hostname first unknown (the default tenant) follows a mapping another connection adds',
    async () => {
      await eventually(() => directory.live);
      const host = `nuevo-${Date.now()}.example.test`;
      const fallback = await resolveTenantOfHost(t.app.db, host, t.config.defaultTenant);
      expect(await resolveTenantOfHost(t.app.db, host, t.config.defaultTenant)).toBe(fallback);
      const tenant = await buildTenant(t.app, { hostnames: [] });
      await other.query('insert into clientes_hosts (hostname, idcliente) values ($1, $2)', [host, tenant.idcliente]);
      await eventually(
        async () => (await resolveTenantOfHost(t.app.db, host, t.config.defaultTenant)) === tenant.idcliente,
      );
      await other.query('delete from clientes_hosts where hostname = $1', [host]);
      await eventually(async () => (await resolveTenantOfHost(t.app.db, host, t.config.defaultTenant)) === fallback);
    },
  );

  it.skipIf(!postgres)(
    'when the listening connection is killed it keeps nothing, reads every time, then listens again',
    async () => {
      await eventually(() => directory.live);
      const tenant = await buildTenant(t.app);
      const token = await newAdminToken(t.app, tenant.idcliente);
      expect((await callAs(token)).statusCode).toBe(200);
      const { rows } = await other.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and application_name = 'atalaya tenant directory'",
      );
      expect(rows).toHaveLength(1);
      const forgottenBefore = directory.stats.forgotten;
      await other.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await eventually(() => !directory.live);
      expect(directory.stats.forgotten).toBeGreaterThan(forgottenBefore);

      // Not listening: nothing is kept, so a change shows on the very next call.
      let reads = 0;
      async function read() {
        reads += 1;
        return true;
      }
      await rememberedTenantFact(t.app.db, 'open', 'probe', read);
      await rememberedTenantFact(t.app.db, 'open', 'probe', read);
      expect(reads).toBe(2);

      await eventually(() => directory.live);
      const { rows: again } = await other.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and application_name = 'atalaya tenant directory'",
      );
      expect(again).toHaveLength(1);
      expect(again[0]?.pid).not.toBe(rows[0]?.pid);
      await other.query('update clientes set activo = 0 where idcliente = $1', [tenant.idcliente]);
      await eventually(async () => (await callAs(token)).statusCode === 534);
    },
  );

  it.skipIf(!postgres)('an answer read while a change was heard is used once, not kept', async () => {
    await eventually(() => directory.live);
    let reads = 0;
    async function readDuringChange() {
      reads += 1;
      directory.forget();
      return 'stale';
    }
    expect(await rememberedTenantFact(t.app.db, 'open', 'racing', readDuringChange)).toBe('stale');
    expect(await rememberedTenantFact(t.app.db, 'open', 'racing', readDuringChange)).toBe('stale');
    expect(reads).toBe(2);
    async function calm() {
      reads += 1;
      return 'kept';
    }
    expect(await rememberedTenantFact(t.app.db, 'open', 'calm', calm)).toBe('kept');
    expect(await rememberedTenantFact(t.app.db, 'open', 'calm', calm)).toBe('kept');
    expect(reads).toBe(3);
  });

  it.skipIf(!postgres)('closing the app ends the listening connection', async () => {
    const second = await buildTestApp('postgres');
    const ownDirectory = tenantDirectoryOf(second.app.db) as TenantDirectory;
    await eventually(() => ownDirectory.live);
    const url = new URL(second.config.databaseUrl ?? '');
    await second.app.close();
    expect(tenantDirectoryOf(second.app.db)).toBeUndefined();
    const { rows } = await other.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = $1 and application_name = 'atalaya tenant directory'",
      [url.pathname.slice(1)],
    );
    expect(rows[0]?.n).toBe('0');
    await second.close();
  });
});

describe('tenant directory [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('keeps nothing: every question is read from the database', async () => {
    expect(tenantDirectoryOf(t.app.db)).toBeUndefined();
    let reads = 0;
    async function read() {
      reads += 1;
      return true;
    }
    await rememberedTenantFact(t.app.db, 'open', 'x', read);
    await rememberedTenantFact(t.app.db, 'open', 'x', read);
    expect(reads).toBe(2);
    const tenant = await buildTenant(t.app);
    const token = await newAdminToken(t.app, tenant.idcliente);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await t.app.db.updateTable('clientes').set({ activo: 0 }).where('idcliente', '=', tenant.idcliente).execute();
    const refused = await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(token) });
    expect(refused.statusCode).toBe(534);
  });
});
