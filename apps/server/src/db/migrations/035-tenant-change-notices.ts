/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Decision 071: on PostgreSQL, every committed change to `clientes` or `clientes_hosts` notifies
 * the channel `atalaya_tenants` (statement-level triggers, so a bulk change is one notice; PostgreSQL
 * delivers it at commit and folds repeats within a transaction). Every server process listens and
 * forgets which tenants it knew open and which hostnames it knew (`lib/tenant-directory.ts`).
 * Nothing on SQLite: no process keeps those answers there.
 */
export function tenantChangeNotices(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (dialect !== 'postgres') {
        return;
      }
      await sql`create or replace function atalaya_tenants_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('atalaya_tenants', tg_table_name);
          return null;
        end
        $$`.execute(db);
      for (const table of ['clientes', 'clientes_hosts']) {
        await sql`create trigger ${sql.raw(`${table}_notify_change`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function atalaya_tenants_changed()`.execute(db);
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      if (dialect !== 'postgres') {
        return;
      }
      for (const table of ['clientes', 'clientes_hosts']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
      }
      await sql`drop function if exists atalaya_tenants_changed()`.execute(db);
    },
  };
}
