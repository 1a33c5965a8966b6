import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { loginLimits } from './domain/session/login-throttle.policy.ts';
import { receiptLimits } from './features/intake/receipt-throttle.policy.ts';
import { sourceLimits } from './lib/source-limits.ts';
import { createPostgresDatabase } from './test/build-test-app.ts';
import { buildChannel, validAnswers, type Channel } from './test/complaint-factories.ts';
import { DIALECTS } from './test/dialects.ts';
import { buildAdmin, buildTenant } from './test/factories.ts';
import { freePort, startSmtp } from './test/smtp-server.ts';

const serverEntry = path.join(import.meta.dirname, 'server.ts');
type Answer = { status: number; body: string; json: () => Record<string, unknown> };

/** One HTTP request to a process on loopback, with the Host and client address we choose. */
function request(
  port: number,
  method: string,
  url: string,
  options: { host: string; address: string; token?: string; body?: unknown },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          host: options.host,
          'x-forwarded-for': options.address,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body, json: () => JSON.parse(body) as Record<string, unknown> });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await request(port, 'GET', '/api/health', { host: 'localhost', address: '127.0.0.1' }).then(
      (a) => a.status === 200,
      () => false,
    );
    if (ok) {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('a server process did not start');
}

function tokenOf(answer: Answer): string {
  const pair = answer.json() as { accesstoken?: { token?: string } };
  if (answer.status !== 200 || !pair.accesstoken?.token) {
    throw new Error(`no token: ${answer.status}`);
  }
  return pair.accesstoken.token;
}

function count(answers: Answer[], status: number): number {
  return answers.filter((a) => a.status === status).length;
}

/**
 * Two server processes on one PostgreSQL behind a round-robin (request i goes to process i mod 2):
 * the limits, the throttles, session revocation and the mail outbox hold across both, because
 * their state lives in the database (decision 025). A third, in-test app on the same database
 * seeds the fixtures and reads the results.
 */
describe.skipIf(!DIALECTS.includes('postgres'))('two server processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let ports: number[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let fixtures: FastifyInstance;
  let tenant: { idcliente: number; codigo: string };
  let host: string;
  let channel: Channel;
  let admin: { email: string; password: string };

  /** The round-robin proxy: the i-th request of a burst goes to process i mod 2. */
  function to(i: number): number {
    return ports[i % ports.length] as number;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startSmtp(await freePort());
    const shared = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
      ATALAYA_MASTER_KEY: crypto.randomBytes(32).toString('base64url'),
      RECEIPT_PEPPER: crypto.randomBytes(32).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      SOURCE_LIMITS_SCALE: '1',
    };
    function dataDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-multi-'));
      dirs.push(dir);
      return dir;
    }
    ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: {
          ...process.env,
          ...shared,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir(),
          WEB_DIST_DIR: dataDir(),
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        },
        stdio: 'ignore',
      });
      children.push(child);
    }
    await Promise.all(ports.map((port) => waitForHealth(port, Date.now() + 60_000)));
    // Both processes started together on the empty database; this app comes after them (sends no mail: no SMTP_URL).
    fixtures = await buildApp(loadConfig({ ...shared, DATA_DIR: dataDir(), WEB_DIST_DIR: dataDir() }));
    await fixtures.ready();
    const built = await buildTenant(fixtures);
    tenant = built;
    host = `${built.codigo}.example.test`;
    channel = await buildChannel(fixtures, built.idcliente);
    admin = await buildAdmin(fixtures, built.idcliente);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGTERM');
    }
    await Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(0))),
      ),
    );
    await fixtures?.close();
    await smtp?.close();
    await database?.drop();
    for (const dir of dirs) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  async function publicToken(port: number, address: string): Promise<string> {
    return tokenOf(await request(port, 'POST', '/api/auth/publico', { host, address, body: { url: host } }));
  }

  function file(port: number, token: string, address: string): Promise<Answer> {
    return request(port, 'POST', '/api/denuncias/den_denuncias/', {
      host,
      address,
      token,
      body: {
        den_denuncias: {
          anonima: true,
          aceptaPrivacidad: true,
          answers: validAnswers(),
          idtipodenuncia: channel.idtipodenuncia,
        },
      },
    });
  }

  it('processes starting together on an empty database migrate and seed once', async () => {
    const demo = await fixtures.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').execute();
    expect(demo).toHaveLength(1);
  });

  it('a burst of 100 password guesses over both processes checks 5; the real person still signs in', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        request(to(i), 'POST', '/api/auth/login', {
          host,
          address: '10.80.0.1',
          body: { email: admin.email, password: 'wrong-password', url: host },
        }),
      ),
    );
    expect(count(guesses, 401)).toBe(loginLimits.perAccountSource);
    expect(count(guesses, 429)).toBe(100 - loginLimits.perAccountSource);
    const real = await request(to(1), 'POST', '/api/auth/login', {
      host,
      address: '10.80.0.2',
      body: { email: admin.email, password: admin.password, url: host },
    });
    expect(real.status).toBe(200);
  }, 120_000);

  it('a burst of 1,000 receipt guesses over both processes checks 10', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        request(to(i), 'POST', '/api/auth/informante', {
          host,
          address: '10.80.1.1',
          body: { receipt: '0000-0000-0000-0000', url: host },
        }),
      ),
    );
    expect(count(guesses, 401)).toBe(receiptLimits.perSource);
    expect(count(guesses, 429)).toBe(1000 - receiptLimits.perSource);
  }, 120_000);

  it('a token filing through both processes gets its 3 an hour; a second source still files; each mail is sent once', async () => {
    const flooder = await publicToken(to(0), '10.80.2.1');
    const filings: Answer[] = [];
    for (let i = 0; i < 12; i += 1) {
      filings.push(await file(to(i), flooder, '10.80.2.1'));
    }
    expect(count(filings, 200)).toBe(sourceLimits.filing.perSession);
    expect(count(filings, 429)).toBe(12 - sourceLimits.filing.perSession);
    const other = await file(to(1), await publicToken(to(1), '10.80.2.2'), '10.80.2.2');
    expect(other.status).toBe(200);

    // Both processes run the dispatcher every 10 s: wait until the outbox is empty.
    const deadline = Date.now() + 60_000;
    let rows: { estado: string }[] = [];
    while (Date.now() < deadline) {
      rows = await fixtures.db
        .selectFrom('mail_outbox')
        .select('estado')
        .where('idcliente', '=', tenant.idcliente)
        .execute();
      if (rows.length > 0 && rows.every((row) => row.estado === 'enviado')) {
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    // One alert mail per filing (the tenant has one handler), each received exactly once.
    expect(rows).toHaveLength(sourceLimits.filing.perSession + 1);
    expect(rows.every((row) => row.estado === 'enviado')).toBe(true);
    expect(smtp.received.filter((m) => m.to.includes(admin.email.toLowerCase()))).toHaveLength(rows.length);
  }, 120_000);

  it('a sign-out on one process ends the session on the other at once (administrator and reporter)', async () => {
    const adminToken = tokenOf(
      await request(to(0), 'POST', '/api/auth/login', {
        host,
        address: '10.80.3.1',
        body: { email: admin.email, password: admin.password, url: host },
      }),
    );
    function me() {
      return request(to(0), 'GET', '/api/auth/', { host, address: '10.80.3.1', token: adminToken });
    }
    expect((await me()).status).toBe(200);
    expect(
      (await request(to(1), 'GET', '/api/auth/logout', { host, address: '10.80.3.1', token: adminToken })).status,
    ).toBe(200);
    expect((await me()).status).toBe(534);

    const filed = await file(to(0), await publicToken(to(0), '10.80.3.2'), '10.80.3.2');
    const receipt = (filed.json() as { receipt?: string }).receipt ?? '';
    const reporter = tokenOf(
      await request(to(1), 'POST', '/api/auth/informante', {
        host,
        address: '10.80.3.2',
        body: { receipt, url: host },
      }),
    );
    function read() {
      return request(to(1), 'GET', '/api/denuncias/den_denuncias/informante', {
        host,
        address: '10.80.3.2',
        token: reporter,
      });
    }
    expect((await read()).status).toBe(200);
    expect(
      (await request(to(0), 'GET', '/api/auth/logout', { host, address: '10.80.3.2', token: reporter })).status,
    ).toBe(200);
    expect((await read()).status).toBe(534);
  }, 120_000);
});
