/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/**
 * The counters of every limit and throttle (sign-in, receipts, per-source limits, verification),
 * shared by all server processes on one database (decision 025). `clave` is the limiter's name and
 * an HMAC of its key (an address, an account), never the key itself; `fin_ventana` is the end of
 * the fixed window in milliseconds since the epoch. Rows past their window are swept.
 */
export function rateCounters() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('contadores_limite')
        .addColumn('clave', 'text', (c) => c.primaryKey())
        .addColumn('cuenta', 'integer', (c) => c.notNull())
        .addColumn('fin_ventana', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contadores_limite_fin').on('contadores_limite').column('fin_ventana').execute();
    },
  };
}
