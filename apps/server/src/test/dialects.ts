import pg from 'pg';
import type { DialectName } from '../db/database.ts';

/** Admin connection of the PostgreSQL used by tests; each test app gets its own fresh database there. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
const reachable = process.env.SKIP_POSTGRES === '1' ? false : await postgresReachable();
if (!reachable && requirePostgres) {
  throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL answers at ${testDatabaseUrl}`);
}
if (!reachable) {
  process.stderr.write(`\n*** PostgreSQL not reachable at ${testDatabaseUrl}: PostgreSQL suites SKIPPED ***\n\n`);
}

/** SQLite always; PostgreSQL whenever reachable (CI always has it). */
export const DIALECTS: DialectName[] = reachable ? ['sqlite', 'postgres'] : ['sqlite'];
