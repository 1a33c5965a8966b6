import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Counter, CounterStore } from './counter-store.ts';

/**
 * Counters in the `contadores_limite` table, shared by every server process on the database
 * (decision 025). A key is stored as its limiter's name and an HMAC under a key derived from the
 * master key, so no address or e-mail is written. `increment` is one upsert with RETURNING (both
 * SQLite and PostgreSQL): the row is locked while it counts, so concurrent increments serialise.
 */
export function databaseCounterStore(db: Kysely<Database>, masterKey: Buffer): CounterStore {
  const hashKey = crypto.createHmac('sha256', masterKey).update('atalaya:contadores-limite').digest();
  function stored(key: string): string {
    const at = key.indexOf(':');
    const name = at > 0 ? key.slice(0, at) : 'limite';
    return `${name}:${crypto.createHmac('sha256', hashKey).update(key).digest('base64url').slice(0, 32)}`;
  }
  function counterOf(row: { cuenta: number; fin_ventana: number | string }): Counter {
    return { count: Number(row.cuenta), resetAt: Number(row.fin_ventana) };
  }
  return {
    async increment(key, windowMs, now) {
      const row = await db
        .insertInto('contadores_limite')
        .values({ clave: stored(key), cuenta: 1, fin_ventana: now + windowMs })
        .onConflict((oc) =>
          oc.column('clave').doUpdateSet({
            cuenta: sql<number>`CASE WHEN contadores_limite.fin_ventana <= ${now} THEN 1 ELSE contadores_limite.cuenta + 1 END`,
            fin_ventana: sql<number>`CASE WHEN contadores_limite.fin_ventana <= ${now} THEN ${now + windowMs} ELSE contadores_limite.fin_ventana END`,
          }),
        )
        .returning(['cuenta', 'fin_ventana'])
        .executeTakeFirstOrThrow();
      return counterOf(row);
    },
    async decrement(key, now) {
      await db
        .updateTable('contadores_limite')
        .set((eb) => ({ cuenta: eb('cuenta', '-', 1) }))
        .where('clave', '=', stored(key))
        .where('fin_ventana', '>', now)
        .where('cuenta', '>', 0)
        .execute();
    },
    async read(key, now) {
      const row = await db
        .selectFrom('contadores_limite')
        .select(['cuenta', 'fin_ventana'])
        .where('clave', '=', stored(key))
        .where('fin_ventana', '>', now)
        .executeTakeFirst();
      return row && counterOf(row);
    },
    async remove(key) {
      await db.deleteFrom('contadores_limite').where('clave', '=', stored(key)).execute();
    },
    async sweep(now) {
      const result = await db.deleteFrom('contadores_limite').where('fin_ventana', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
