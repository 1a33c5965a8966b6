import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { DialectName } from '../db/database.ts';
import type { LogStream } from '../lib/logger.ts';
import { testDatabaseUrl } from './dialects.ts';

export const testAdmin = { email: 'admin@atalaya.demo', password: 'correct-horse-battery-staple' } as const;

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and drops its database and data dir. */
  close: () => Promise<void>;
};

/** A fresh, empty PostgreSQL database on the test server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `atalaya_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      // pool.end() resolves before its sockets have closed: wait for them, otherwise `with (force)`
      // kills a closing connection and pg raises an uncaught "terminating connection" error.
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await client.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === '0') {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A real app on a fresh database of the given dialect, with the demo tenant seeded and the
 * administrator `testAdmin`, per-source limits scaled ×1000. Extra environment entries override the defaults. With `logStream`,
 * every log line (level `trace` unless `env` sets LOG_LEVEL) is written there instead of silenced.
 */
export async function buildTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: { logStream?: LogStream } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-test-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'trace' : 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    SEED_ADMIN_EMAIL: testAdmin.email,
    SEED_ADMIN_PASSWORD: testAdmin.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Suites file and chat many times from one token and address; the source-limit tests set 1.
    SOURCE_LIMITS_SCALE: '1000',
    ...env,
  });
  const app = await buildApp(config, { logStream: options.logStream });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
