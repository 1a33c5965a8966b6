import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { e2eDataDir as dataDir, e2eMail } from './support.ts';

/**
 * The operator's side of the e2e server: its CLI (decision 032) over the same data directory and
 * SMTP server, as an operator would run `npm run atalaya -- …` on the machine the server runs on.
 */

const root = path.resolve(import.meta.dirname, '../..');

export type Role = 'responsable' | 'gestor' | 'auditor';

/** Runs the operator's CLI against the e2e server's data; answers its output. */
export async function atalaya(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'apps/server/src/cli/atalaya.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: e2eMail.url, LOG_LEVEL: 'silent' },
  });
  return stdout;
}

/** The one-time token of the invitation link a CLI command printed. */
export function invitationTokenIn(stdout: string): string {
  const token = /\/auth\/invitacion\/([A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  if (!token) {
    throw new Error('the CLI printed no invitation link');
  }
  return token;
}

/** Invites an address to a tenant (by code) with a role through the CLI; answers the link's token. */
export async function inviteThroughCli(tenant: string, email: string, role: Role): Promise<string> {
  return invitationTokenIn(await atalaya('user', 'invite', tenant, email, '--role', role));
}

/**
 * Creates a tenant with the CLI that answers at `<code>.localhost` (Chromium resolves every
 * `*.localhost` to loopback), its first Responsable invited at `adminEmail`. Answers its host and
 * the origin the browser reaches it at (the e2e server's, under that name).
 */
export async function createTenant(
  baseURL: string | undefined,
  tenant: { code: string; name: string; adminEmail: string },
): Promise<{ host: string; origin: string }> {
  const host = `${tenant.code}.localhost`;
  await atalaya(
    'tenant',
    'create',
    '--code',
    tenant.code,
    '--name',
    tenant.name,
    '--host',
    host,
    '--admin-email',
    tenant.adminEmail,
  );
  return { host, origin: (baseURL ?? '').replace('127.0.0.1', host) };
}
