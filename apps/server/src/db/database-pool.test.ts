import os from 'node:os';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, testDatabaseUrl } from '../test/dialects.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

describe.runIf(DIALECTS.includes('postgres'))('db: the PostgreSQL pool of one process', () => {
  let handle: DatabaseHandle | undefined;
  // Not used by PostgreSQL.
  const dataDir = os.tmpdir();

  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  /** Runs `n` statements at once, each holding its connection 100 ms; the backends that served them. */
  async function backendsServing(n: number): Promise<Set<number>> {
    const db = handle?.db;
    if (!db) {
      throw new Error('no database');
    }
    const rows = await Promise.all(
      Array.from({ length: n }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(db).then((r) => r.rows[0]?.pid),
      ),
    );
    return new Set(rows.filter((pid): pid is number => typeof pid === 'number'));
  }

  it('opens at most DATABASE_POOL_SIZE connections; the rest wait their turn and answer', async () => {
    handle = openDatabase({ databaseUrl: testDatabaseUrl, dataDir, poolSize: 4 });
    expect((await backendsServing(12)).size).toBe(4);
    await handle.destroy();
    handle = openDatabase({ databaseUrl: testDatabaseUrl, dataDir, poolSize: 2 });
    expect((await backendsServing(12)).size).toBe(2);
  });
});
