import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Runs `work` in one process at a time: on PostgreSQL under the session advisory lock `lockKey`,
 * taken without waiting (a process that finds it taken skips this round: another is doing it);
 * SQLite has one process. Answers whether it ran. Each job passes its own fixed key.
 */
export async function runAlone(app: FastifyInstance, lockKey: number, work: () => Promise<unknown>): Promise<boolean> {
  if (app.dialect !== 'postgres') {
    await work();
    return true;
  }
  return app.db.connection().execute(async (connection) => {
    const taken = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${lockKey}) as ok`.execute(connection);
    if (taken.rows[0]?.ok !== true) {
      return false;
    }
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(connection);
    }
  });
}
