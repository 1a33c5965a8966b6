import { expect, test, type Page, type Request } from '@playwright/test';
import { decodeJwt, signIn, storedToken } from './support.ts';

/** How much of the page's time each scenario watches, and the most API requests a page may send meanwhile. */
const watchMs = 30_000;
/**
 * The page's clock is run ahead a second at a time, every timer due firing, with real time between
 * steps for the network: 30 s of the page's timers (polls, retries, expiries) in a few seconds.
 */
const stepMs = 1_000;
const settleMs = 150;
const maxRequests = 20;
/** The sign-in page's message after a session that could not be renewed (es, the default language). */
const sessionEndedMessage = 'Su sesión ha terminado. Vuelva a iniciar sesión para continuar.';

type Traffic = { api: string[]; publicTokens: number; refreshes: number };

/** Records the page's `/api/` requests from now on. */
function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = { api: [], publicTokens: 0, refreshes: 0 };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) {
      return;
    }
    traffic.api.push(`${request.method()} ${url.pathname}`);
    if (request.method() === 'POST' && url.pathname === '/api/auth/publico') {
      traffic.publicTokens += 1;
    }
    if (url.pathname === '/api/auth/refresh') {
      traffic.refreshes += 1;
    }
  });
  return traffic;
}

/** Signs in with the browser clock `offsetMs` away from the server's (same machine, so `Date.now()`). */
async function signInWithClockOffset(page: Page, offsetMs: number): Promise<void> {
  await page.clock.install({ time: new Date(Date.now() + offsetMs) });
  // The landing page (Resumen) loads its own data after the shell: wait for those answers too.
  const landed = Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/denuncias/den_denuncias/resumen')),
    page.waitForResponse((response) => response.url().endsWith('/api/admin/mi-cuenta')),
  ]);
  await signIn(page);
  await landed;
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  // The landing page's own calls done: a token broken while one is still to be sent would renew
  // the session from this page, and the reload below would abort that renewal half-way.
  await page.waitForLoadState('networkidle');
  // The stored session is the administrator's (a late public token must not have replaced it).
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? 'x.e30.x').tipoacceso).toBe('Privado');
}

/** Replaces the signature of the stored access token: the server answers 401 to it. */
async function breakAccessTokenSignature(page: Page): Promise<void> {
  await page.evaluate(() => {
    const token = window.localStorage.getItem('accessToken') ?? '';
    const [header, payload] = token.split('.');
    window.localStorage.setItem('accessToken', `${header ?? ''}.${payload ?? ''}.firma-no-valida`);
  });
}

/** Runs `watchMs` of the page's time (its clock keeps its offset), letting answers arrive between steps. */
async function watch(page: Page): Promise<void> {
  for (let elapsed = 0; elapsed < watchMs; elapsed += stepMs) {
    await page.clock.runFor(stepMs);
    await page.waitForTimeout(settleMs);
  }
}

function summary(traffic: Traffic): string {
  const counts = new Map<string, number>();
  for (const entry of traffic.api) {
    counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  return [...counts].map(([entry, n]) => `${n}× ${entry}`).join(', ');
}

/** Prints and annotates the count, so a run shows what each scenario sent. */
function report(scenario: string, traffic: Traffic): void {
  const line = `${scenario}: ${traffic.api.length} API requests in 30 s of the page's time (${summary(traffic)})`;
  test.info().annotations.push({ type: 'requests', description: line });
  process.stdout.write(`${line}\n`);
}

async function expectAdministratorSession(page: Page): Promise<void> {
  const access = await storedToken(page, 'accessToken');
  expect(decodeJwt(access ?? 'x.e30.x').tipoacceso).toBe('Privado');
  await expect(page).toHaveURL(/\/admin\//);
}

test.describe('an administrator session whose token the server rejects', () => {
  test.setTimeout(90_000);

  test('a healthy page, for reference, stays well under the bound', async ({ page }) => {
    await signInWithClockOffset(page, 0);
    const traffic = watchTraffic(page);
    await page.reload();
    await watch(page);
    report('healthy', traffic);
    expect(traffic.api.length, summary(traffic)).toBeLessThanOrEqual(maxRequests);
    expect(traffic.publicTokens).toBe(0);
    await expectAdministratorSession(page);
  });

  const clockOffsets = [
    { name: '30 s behind', offsetMs: -30_000 },
    { name: '30 s ahead', offsetMs: 30_000 },
    { name: '10 min behind', offsetMs: -600_000 },
    { name: '10 min ahead', offsetMs: 600_000 },
  ];

  for (const { name, offsetMs } of clockOffsets) {
    test(`browser clock ${name}: a 401 renews the session once and the page stays an administrator's`, async ({
      page,
    }) => {
      await signInWithClockOffset(page, offsetMs);
      await breakAccessTokenSignature(page);
      const traffic = watchTraffic(page);
      await page.reload();
      await watch(page);
      report(`clock ${name}`, traffic);
      expect(traffic.api.length, summary(traffic)).toBeLessThanOrEqual(maxRequests);
      expect(traffic.publicTokens, summary(traffic)).toBe(0);
      expect(traffic.refreshes, summary(traffic)).toBe(1);
      await expectAdministratorSession(page);
    });
  }

  test('one 403 renews the session once and the page stays an administrator’s', async ({ page }) => {
    await signInWithClockOffset(page, -30_000);
    let forbidden = 0;
    await page.route('**/api/common/notifications', async (route) => {
      if (forbidden > 0) {
        await route.fallback();
        return;
      }
      forbidden += 1;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'No tiene permiso' }),
      });
    });
    const traffic = watchTraffic(page);
    await page.reload();
    await watch(page);
    report('one 403', traffic);
    expect(forbidden).toBe(1);
    expect(traffic.api.length, summary(traffic)).toBeLessThanOrEqual(maxRequests);
    expect(traffic.publicTokens, summary(traffic)).toBe(0);
    expect(traffic.refreshes, summary(traffic)).toBeLessThanOrEqual(1);
    await expectAdministratorSession(page);
  });

  test('a session revoked by the server signs the administrator out to the sign-in page', async ({ page, request }) => {
    await signInWithClockOffset(page, -30_000);
    const access = await storedToken(page, 'accessToken');
    const logout = await request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${access ?? ''}` } });
    expect(logout.ok()).toBe(true);
    const traffic = watchTraffic(page);
    await page.reload();
    await watch(page);
    report('revoked', traffic);
    expect(traffic.api.length, summary(traffic)).toBeLessThanOrEqual(maxRequests);
    expect(traffic.publicTokens, summary(traffic)).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/\/auth\/sign-in(\?|$)/);
    await expect(page.getByRole('alert').filter({ hasText: sessionEndedMessage })).toBeVisible();
    const after = await storedToken(page, 'accessToken');
    expect(decodeJwt(after ?? 'x.e30.x').tipoacceso).not.toBe('Privado');
  });

  test('a refresh token the server rejects too signs the administrator out to the sign-in page', async ({ page }) => {
    await signInWithClockOffset(page, 600_000);
    await breakAccessTokenSignature(page);
    await page.evaluate(() => {
      const token = window.localStorage.getItem('refreshToken') ?? '';
      window.localStorage.setItem('refreshToken', `${token.split('.').slice(0, 2).join('.')}.firma-no-valida`);
    });
    const traffic = watchTraffic(page);
    await page.reload();
    await watch(page);
    report('refresh rejected', traffic);
    expect(traffic.api.length, summary(traffic)).toBeLessThanOrEqual(maxRequests);
    expect(traffic.publicTokens, summary(traffic)).toBeLessThanOrEqual(1);
    expect(traffic.refreshes, summary(traffic)).toBe(1);
    await expect(page).toHaveURL(/\/auth\/sign-in(\?|$)/);
    await expect(page.getByRole('alert').filter({ hasText: sessionEndedMessage })).toBeVisible();
  });
});
