import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eWebDist } from './support.ts';

/**
 * Spec §2 and §9, issue 14 (decision 029): the service worker. Its own server serves a copy of the
 * built web app; version 2 is built here with another version number (shown in the footer). Load
 * version 1, put version 2 in place, reload: the update prompt appears and accepting shows version
 * 2. Offline, the app shell still opens and goes to /offline; the Cache Storage never holds an
 * /api answer.
 */

const root = path.resolve(import.meta.dirname, '../..');
/** Beside the main e2e server's port (E2E_PORT, default 8181), so two runs can share a machine. */
const port = Number(process.env.E2E_PORT ?? 8181) + 2;
const baseURL = `http://127.0.0.1:${port}`;
const version2 = '2.0.0-e2e';

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service-worker test server did not start');
}

/** Every URL held in the page's Cache Storage, by cache name. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(new URL(request.url).pathname);
      }
    }
    return urls;
  });
}

/** Resolves once a service worker is active for the page (registered when the app is stable). */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

test.describe('the service worker', () => {
  let work: string;
  let served: string;
  let v2: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-sw-'));
    served = path.join(work, 'served');
    v2 = path.join(work, 'v2');
    const dist = e2eWebDist;
    expect(fs.existsSync(path.join(dist, 'sw.js')), 'run npm run build first').toBe(true);
    fs.cpSync(dist, served, { recursive: true });
    // Version 2: the same sources, another version number (a few seconds of Vite).
    const build = spawnSync('npx', ['vite', 'build', '--outDir', v2, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, VITE_APP_VERSION: version2 },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        WEB_DIST_DIR: served,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForHealth();
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('a new version is offered and shown once accepted; offline the shell opens /offline; no /api cached', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', locale: 'es-ES' });
    const page = await context.newPage();

    // Version 1, as every reporter first sees it; the worker registers once the app is stable.
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('Atalaya 0.1.0');
    expect(await activeWorker(page)).toBe(`${baseURL}/sw.js`);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toContainText('Atalaya 0.1.0');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);

    // Version 2 is deployed: old files gone, new ones in place.
    fs.rmSync(served, { recursive: true, force: true });
    fs.cpSync(v2, served, { recursive: true });

    await page.reload();
    const prompt = page.getByRole('dialog');
    await expect(prompt).toContainText('Hay una nueva versión disponible. ¿Actualizar ahora?', { timeout: 60_000 });
    // Still version 1 until the person accepts (the footer sits behind the modal dialog).
    await expect(page.locator('footer')).toContainText('Atalaya 0.1.0');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('contentinfo')).toContainText(`Atalaya ${version2}`, { timeout: 30_000 });

    // Offline after the first load: the worker serves the app shell; the app says it is offline.
    await context.setOffline(true);
    await page.goto('/denuncias');
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
    await context.setOffline(false);

    // What the worker keeps: the shell and hashed files, never an answer of the API.
    const urls = await cachedUrls(page);
    expect(urls).toContain('/index.html');
    expect(urls.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);
    await context.close();
  });
});
