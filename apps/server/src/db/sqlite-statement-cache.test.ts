import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('db: SQLite prepared statements kept by SQL text', () => {
  let sqlite: SQLite.Database;

  afterEach(() => {
    if (sqlite.open) {
      sqlite.close();
    }
  });

  function openCached(size?: number) {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (a integer); insert into t values (1), (2), (3)');
    return withStatementCache(sqlite, size);
  }

  it('the same SQL gets the same prepared statement; other SQL its own', () => {
    const cached = openCached();
    const first = cached.prepare('select a from t');
    expect(cached.prepare('select a from t')).toBe(first);
    expect(cached.prepare('select a from t where a > ?')).not.toBe(first);
    expect(first.all([])).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const cached = openCached(2);
    const a = cached.prepare('select 1 as n');
    const b = cached.prepare('select 2 as n');
    expect(cached.prepare('select 1 as n')).toBe(a); // a is now the most recent
    cached.prepare('select 3 as n'); // evicts b
    expect(cached.prepare('select 1 as n')).toBe(a);
    expect(cached.prepare('select 2 as n')).not.toBe(b);
  });

  it('a statement still being iterated is not handed out again', () => {
    const cached = openCached();
    const iterating = cached.prepare('select a from t order by a');
    const rows = iterating.iterate([]);
    expect(rows.next().value).toEqual({ a: 1 });
    const other = cached.prepare('select a from t order by a');
    expect(other).not.toBe(iterating);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ a: 2 }, { a: 3 }]);
  });

  it('through Kysely: a kept statement sees a schema change (SQLite prepares it again)', async () => {
    const db = new Kysely<{ t: { a: number; b?: number } }>({
      dialect: new SqliteDialect({ database: openCached() }),
    });
    expect(await db.selectFrom('t').selectAll().where('a', '=', 1).execute()).toEqual([{ a: 1 }]);
    await sql`alter table t add column b integer default 7`.execute(db);
    expect(await db.selectFrom('t').selectAll().where('a', '=', 1).execute()).toEqual([{ a: 1, b: 7 }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
