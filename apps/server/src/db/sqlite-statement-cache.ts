import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements are kept: every query shape the app runs, with room to spare. */
export const statementCacheSize = 500;

/**
 * The SQLite handle Kysely is given: the same database, with its prepared statements kept by SQL
 * text (least recently used evicted). Kysely prepares every query it runs, and for the larger
 * reads (the Resumen, the case list) SQLite's parsing and planning cost more than running them.
 * A statement still being iterated (a stream) is not shared: a fresh one is prepared instead.
 * SQLite re-prepares a kept statement by itself when the schema changes (migrations).
 */
export function withStatementCache(sqlite: SQLite.Database, size = statementCacheSize): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string): SqliteStatement {
      const kept = statements.get(text);
      if (kept && !kept.busy) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = sqlite.prepare(text);
      if (!kept) {
        statements.set(text, statement);
        if (statements.size > size) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) {
            statements.delete(oldest);
          }
        }
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
