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
    // PostgreSQL (decision 035): both upserts in one statement, the second only when the first's
    // new count is within `max`. SQLite has no data-modifying CTEs (and one writer): two calls.
    ...(db.getExecutor().adapter.supportsTransactionalDdl
      ? {
          async incrementSecondIfUnder(
            first: { key: string; max: number },
            second: string,
            windowMs: number,
            now: number,
          ) {
            const end = now + windowMs;
            const onConflict = sql`on conflict (clave) do update set
              cuenta = case when contadores_limite.fin_ventana <= ${now} then 1 else contadores_limite.cuenta + 1 end,
              fin_ventana = case when contadores_limite.fin_ventana <= ${now} then ${end} else contadores_limite.fin_ventana end`;
            const result = await sql<{
              first_cuenta: number;
              first_fin: number | string;
              second_cuenta: number | null;
              second_fin: number | string | null;
            }>`
              with first_row as (
                insert into contadores_limite (clave, cuenta, fin_ventana) values (${stored(first.key)}, 1, ${end})
                ${onConflict}
                returning cuenta, fin_ventana
              ),
              second_row as (
                insert into contadores_limite (clave, cuenta, fin_ventana)
                select cast(${stored(second)} as text), 1, cast(${end} as bigint) from first_row
                where first_row.cuenta <= cast(${first.max} as integer)
                ${onConflict}
                returning cuenta, fin_ventana
              )
              select first_row.cuenta as first_cuenta, first_row.fin_ventana as first_fin,
                second_row.cuenta as second_cuenta, second_row.fin_ventana as second_fin
              from first_row left join second_row on true`.execute(db);
            const row = result.rows[0];
            if (row === undefined) {
              throw new Error('counter statement answered no row');
            }
            return {
              first: counterOf({ cuenta: row.first_cuenta, fin_ventana: row.first_fin }),
              second:
                row.second_cuenta === null || row.second_fin === null
                  ? undefined
                  : counterOf({ cuenta: row.second_cuenta, fin_ventana: row.second_fin }),
            };
          },
        }
      : {}),
    async sweep(now) {
      const result = await db.deleteFrom('contadores_limite').where('fin_ventana', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
