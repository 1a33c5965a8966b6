import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The e2e server's port (E2E_PORT, default 8181). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * Where the e2e server's mails go: the SMTP server of global-setup.ts listens on E2E_PORT + 25 and
 * writes each message it receives to `dir` as `<timestamp>-<rcpt>.eml`.
 */
export const e2eMail = {
  port: e2ePort + 25,
  url: `smtp://127.0.0.1:${e2ePort + 25}`,
  dir: path.resolve(import.meta.dirname, `../../.tmp/e2e-mail-${e2ePort}`),
} as const;

/** The web build the e2e server serves: a run's own (E2E_WEB_DIST) or apps/web/dist. */
export const e2eWebDist = path.resolve(
  process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist'),
);

/** The e2e server's data directory: one per port, so runs on different ports never share a database. */
export const e2eDataDir = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${e2ePort}`);

/** The name of a captured message to an address: `<timestamp>-<address>.eml`, the address made safe for a file name. */
export function mailFileName(timestamp: number, address: string): string {
  return `${timestamp}-${address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_')}.eml`;
}

/** The administrator the e2e server seeds (see playwright.config.ts). */
export const e2eAdmin = { email: 'admin@atalaya.demo', password: 'e2e-admin-password-123' } as const;
export const demoTenantName = 'Ayuntamiento de Atalaya (demo)';

/** Signs the seeded administrator in through the sign-in page; resolves in the back office. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await page.getByLabel('Contraseña').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}

/**
 * Fails with the list of WCAG 2 A/AA violations on the current page, if any. Running CSS
 * transitions and animations are let finish first: axe reads colours, and a button fading from
 * its disabled colour would be measured mid-fade.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The splash (spec §9) covers the page until 300 ms after the app is stable.
  await page.locator('#atalaya-splash').waitFor({ state: 'detached' });
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Decodes the payload of a JWT stored by the app. */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function storedToken(page: Page, key: 'accessToken' | 'refreshToken'): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Signs a person in with e-mail and password on the sign-in page (of the current origin, or `origin`). */
export async function signInWithPassword(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/auth/sign-in`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The code an authenticator app shows for the secret at a moment (RFC 6238, as the server checks it). */
export function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

export type Filed = { guid: string; receipt: string };

/**
 * Files an anonymous complaint ("Fraude o corrupción") through the public API, as the reporter's
 * pages do, to the tenant of `host` (default: the demo's); answers its guid and receipt code.
 */
export async function fileThroughApi(request: APIRequestContext, facts: string, host = '127.0.0.1'): Promise<Filed> {
  const publico = await request.post('/api/auth/publico', {
    headers: { skip: 'true' },
    data: { url: host, idaplicacion: 1 },
  });
  expect(publico.ok()).toBe(true);
  const token = ((await publico.json()) as { accesstoken: { token: string } }).accesstoken.token;
  const auth = { authorization: `Bearer ${token}` };
  const types = await request.post('/api/denuncias/den_tipos_denuncia/GetList', {
    headers: auth,
    data: { start: 0, length: -1 },
  });
  const list = (await types.json()) as { data: Array<{ idtipodenuncia: number; nombre: { es: string } }> };
  const fraud = list.data.find((type) => type.nombre.es === 'Fraude o corrupción');
  expect(fraud).toBeDefined();
  const filed = await request.post('/api/denuncias/den_denuncias/', {
    headers: auth,
    data: {
      den_denuncias: {
        idtipodenuncia: fraud?.idtipodenuncia,
        answers: {
          que_ocurrio: facts,
          donde: 'Servicio de contratación',
          como_conocio: 'presencie',
          areas: ['contratacion'],
        },
        anonima: true,
        aceptaPrivacidad: true,
      },
    },
  });
  expect(filed.status()).toBe(200);
  return (await filed.json()) as Filed;
}

/**
 * A handler finds a complaint in Gestión (of the current origin, or `origin`) by the start of its
 * guid and opens it; answers its page's path.
 */
export async function openCase(page: Page, guid: string, origin = ''): Promise<string> {
  await page.goto(`${origin}/admin/denuncias/gestion`);
  await page.getByLabel('Buscar por referencia').fill(guid.slice(0, 8));
  // The search is debounced and kept in the URL: click only once the list is the searched one.
  await expect(page).toHaveURL(new RegExp(`texto=${guid.slice(0, 8)}`));
  const grid = page.getByRole('grid', { name: 'Comunicaciones recibidas' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
  await expect(page).toHaveURL(/\/admin\/denuncias\/gestion\/\d+/);
  return new URL(page.url()).pathname;
}

/**
 * Opens a section tab of a page and waits until it is the selected one. A click that lands while
 * the tab strip is still measuring itself (MUI's scrollable Tabs) has once been seen to change
 * nothing (stop 25 → CI of 2026-11-28); the click is repeated until the tab is selected.
 */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

type MailPart = { headers: Map<string, string>; body: string };

/** Splits a MIME entity (read as latin1, one char per byte) into its unfolded headers and its body. */
function mimePart(entity: string): MailPart {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

/** A parameter of a header value (`charset`, `boundary`), unquoted. */
function headerParameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match?.[1] ?? match?.[2];
}

/** The decoded text of a MIME entity: its text parts (not attachments), through base64 or quoted-printable, in their charset. */
function mimeText(part: MailPart): string {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = headerParameter(type, 'boundary');
    if (!boundary) {
      return '';
    }
    const escaped = boundary.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    const pieces = part.body.split(new RegExp(`^--${escaped}(?:--)?[ \\t]*\\r?$`, 'm'));
    return pieces
      .slice(1, -1)
      .map((piece) => mimeText(mimePart(piece.replace(/^\r?\n/, ''))))
      .filter((text) => text !== '')
      .join('\n');
  }
  if (!/^text\/(plain|html)\b/i.test(type) || /^attachment\b/i.test(part.headers.get('content-disposition') ?? '')) {
    return '';
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') {
    bytes = Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  } else if (encoding === 'quoted-printable') {
    const unwrapped = part.body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
    bytes = Buffer.from(
      unwrapped.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  } else {
    bytes = Buffer.from(part.body, 'latin1');
  }
  return new TextDecoder(headerParameter(type, 'charset') ?? 'utf-8').decode(bytes);
}

/** The newest message captured for an address (received at or after `since`), decoded; null when none yet. */
async function newestMailTo(address: string, since: number): Promise<string | null> {
  const suffix = mailFileName(0, address).slice(1);
  const names = (await readdir(e2eMail.dir).catch(() => []))
    .filter((name) => name.endsWith(suffix) && Number(name.slice(0, name.indexOf('-'))) >= since)
    .sort();
  const newest = names.at(-1);
  if (newest === undefined) {
    return null;
  }
  return mimeText(mimePart(await readFile(path.join(e2eMail.dir, newest), 'latin1')));
}

/**
 * Waits for a mail to an address to be delivered to the e2e SMTP server (the server's dispatcher
 * sends the outbox every 10 s) and answers the link in the newest one; `since` (ms since the epoch)
 * ignores earlier messages.
 */
export async function readMailTo(address: string, options: { since?: number } = {}): Promise<string> {
  const since = options.since ?? 0;
  await expect
    .poll(async () => newestMailTo(address, since), {
      message: `a mail to ${address} with a link`,
      timeout: 45_000,
      intervals: [1_000],
    })
    .toMatch(/https?:\/\//);
  const text = (await newestMailTo(address, since)) ?? '';
  const link = /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
  if (!link) {
    throw new Error(`the mail to ${address} carries no link`);
  }
  return link;
}
