import crypto from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** How many statements each connection keeps prepared: every read shape the app runs, with room. */
export const namedStatementLimit = 300;

/** PostgreSQL's "cached plan must not change result type" (a table's columns changed since). */
const resultTypeChanged = '0A000';

type Prepared = { names: Set<string>; refused: Set<string> };

/** Names already computed: the app's statement texts are a fixed set, hashed once each. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `atalaya_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < namedStatementLimit * 4) {
      names.set(text, name);
    }
  }
  return name;
}

/**
 * The pool Kysely is given: the same connections, on which every SELECT runs as a named
 * prepared statement (as postgres.js and most drivers do by default). Kysely sends each query
 * unnamed, so PostgreSQL parses and plans it on every call; for the larger reads (the Resumen,
 * the case list) planning costs more than running them. A named statement is parsed once per
 * connection and, after five runs, PostgreSQL keeps its generic plan when that plan is not dearer
 * than the custom ones. Each connection keeps at most `limit` of them; past that, and for any
 * statement whose result type a migration changed, the query runs unnamed as before.
 */
export function withNamedStatements(pool: pg.Pool, limit = namedStatementLimit): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const own: Prepared = { names: new Set(), refused: new Set() };
    async function run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
      const name = /^\s*select\b/i.test(text) ? statementName(text) : undefined;
      if (name === undefined || own.refused.has(name) || (!own.names.has(name) && own.names.size >= limit)) {
        return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
      }
      own.names.add(name);
      try {
        return (await client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
      } catch (error) {
        if ((error as { code?: string }).code !== resultTypeChanged) {
          throw error;
        }
        own.refused.add(name);
        return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
      }
    }
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sqlOrCursor: string | PostgresCursor<R>,
      parameters?: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sqlOrCursor !== 'string') {
        return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      }
      return run<R>(sqlOrCursor, [...(parameters ?? [])]);
    }
    return { query, release: () => client.release() };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
