import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { defaultPoolSize } from '../config/env.ts';
import type { Database } from './schema.ts';
import { withNamedStatements } from './postgres-named-statements.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy: () => Promise<void>;
};

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise SQLite (WAL) in `dataDir`.
 * The only place that chooses the dialect. `poolSize`: PostgreSQL connections of this process
 * (config `databasePoolSize`, decision 068; two per core when not given). A request for a
 * connection waits for one at most 30 s, then fails rather than hang.
 */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? defaultPoolSize(),
      connectionTimeoutMillis: 30_000,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, 'atalaya.sqlite');
  // Owner-only like the secrets: created 0600 before SQLite opens it, and narrowed if an older
  // start left it 0644; SQLite gives its -wal and -shm files the database file's mode.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
