import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

/** An arbitrary, fixed key of PostgreSQL's advisory locks: "Atalaya start". */
const startupLockKey = 7_146_391_025;

/**
 * Runs the start-up work (migrations, back-fills, the demo seed) under a PostgreSQL advisory lock,
 * so that server processes starting together on one empty database wait for each other instead
 * of seeding twice; the lock goes with the connection if the process dies. SQLite has one
 * process: it runs the work directly.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') {
    return work();
  }
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}
