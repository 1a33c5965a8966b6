import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '..');

/** A fresh PostgreSQL database for one benchmark run, dropped afterwards. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `atalaya_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy in 60 s');
}

/**
 * Starts the real server (tsx) on `port`, until its health check answers. Without `dataDir`, on a
 * temporary data dir (its seeded administrator's password `bench-admin-password`) removed on
 * stop; with one, on that data dir as it is (seeded beforehand), kept on stop. `options.root`: the
 * checkout whose server runs (default this one); `options.env`: more environment for it.
 */
export async function startServer(
  port: number,
  databaseUrl?: string,
  dataDir?: string,
  options: { root?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const serverRoot = options.root ?? root;
  const ownDataDir = dataDir === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-bench-')) : null;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const args = [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx'];
  const child = spawn(process.execPath, [...args, path.join(serverRoot, 'apps/server/src/server.ts')], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ownDataDir ?? dataDir,
      LOG_LEVEL: 'error',
      ...(ownDataDir ? { SEED_ADMIN_PASSWORD: 'bench-admin-password' } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (ownDataDir) {
        fs.rmSync(ownDataDir, { recursive: true, force: true });
      }
    },
  };
}
