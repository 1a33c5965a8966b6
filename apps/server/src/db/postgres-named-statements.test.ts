import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, testDatabaseUrl } from '../test/dialects.ts';
import { withNamedStatements } from './postgres-named-statements.ts';

type Db = Kysely<{ t: { a: number; b?: number } }>;

describe.runIf(DIALECTS.includes('postgres'))('db: PostgreSQL reads as named prepared statements', () => {
  let db: Db | undefined;

  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  /** One connection, so the temporary table and the prepared statements are all on it. */
  async function openNamed(limit?: number): Promise<Db> {
    const pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, limit) }) });
    await sql`create temporary table t (a integer)`.execute(db);
    await db
      .insertInto('t')
      .values([{ a: 1 }, { a: 2 }])
      .execute();
    return db;
  }

  async function prepared(on: Db): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(on);
    return rows.map((r) => r.statement);
  }

  it('a SELECT is prepared once on its connection and answers the same; writes are not prepared', async () => {
    const on = await openNamed();
    function read() {
      return on.selectFrom('t').select('a').where('a', '>', 0).orderBy('a').execute();
    }
    expect(await read()).toEqual([{ a: 1 }, { a: 2 }]);
    expect(await read()).toEqual([{ a: 1 }, { a: 2 }]);
    const statements = await prepared(on);
    const text = on.selectFrom('t').select('a').where('a', '>', 0).orderBy('a').compile().sql;
    expect(statements.filter((s) => s === text)).toHaveLength(1);
    expect(statements.some((s) => /^\s*insert/i.test(s))).toBe(false);
  });

  it('keeps at most `limit` statements per connection; further reads run unnamed and still answer', async () => {
    const on = await openNamed(2);
    for (const n of [1, 2, 3, 4]) {
      // A literal, so each is a statement of its own.
      expect(await on.selectFrom('t').select('a').where('a', '<', sql.lit(n)).execute()).toHaveLength(
        Math.min(n - 1, 2),
      );
    }
    const named = (await prepared(on)).filter((s) => s.includes('from "t"'));
    expect(named).toHaveLength(2);
  });

  it('a prepared SELECT * still answers after its table gains a column', async () => {
    const on = await openNamed();
    function all() {
      return on.selectFrom('t').selectAll().where('a', '=', 1).execute();
    }
    expect(await all()).toEqual([{ a: 1 }]);
    await sql`alter table t add column b integer default 7`.execute(on);
    expect(await all()).toEqual([{ a: 1, b: 7 }]);
  });
});
