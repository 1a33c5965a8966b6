import { expect, test } from '@playwright/test';
import { decodeJwt, demoTenantName, expectNoAxeViolations, storedToken } from './support.ts';

test('a visitor gets a public token and sees the tenant name, logo and content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('tenant-name')).toHaveText(demoTenantName);
  const logo = page.getByTestId('tenant-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', demoTenantName);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('content-block')).toContainText('Sistema interno de información');

  const access = await storedToken(page, 'accessToken');
  const refresh = await storedToken(page, 'refreshToken');
  expect(access).toBeTruthy();
  expect(refresh).toBeTruthy();
  expect(decodeJwt(access ?? '')).toMatchObject({ tipoacceso: 'Publico', role: 'publico' });
});

test('a new visitor sees / and /denuncias from what the HTML carries: no API call but the logo, public strings only', async ({
  browser,
}) => {
  for (const [url, text] of [
    ['/', 'Sistema interno de información'],
    ['/denuncias', 'Comunicaciones Anónimas'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const api: string[] = [];
    const strings: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') {
        scripts.push(pathname);
      }
      if (pathname.startsWith('/api/')) {
        api.push(`${request.method()} ${pathname}`);
      } else if (pathname.startsWith('/i18n/')) {
        strings.push(pathname);
      }
    });
    await page.goto(url);
    await expect(page.getByTestId('content-block')).toContainText(text);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Comunicaciones Anónimas' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(api, url).toEqual(['GET /api/publico/cliente/1/logo']);
    // Only the public strings: the back office's come with its code.
    expect(strings, url).toEqual(['/i18n/es.json']);
    // Drawn without MUI (decision 044): its theme, loaded with the first page that needs it, never came.
    expect(scripts.length, url).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.includes('mui-scope')),
      url,
    ).toEqual([]);
    expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Publico' });
    await context.close();
  }
});

test("the splash shows the page's block from the HTML and goes once the app is stable (spec §9)", async ({ page }) => {
  const html = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.goto('/');
  const splash = /<div id="atalaya-splash"[\s\S]*?<!-- \/splash -->/.exec(await (await html).text())?.[0] ?? '';
  expect(splash).toContain('Sistema interno de información');
  expect(splash).toContain(demoTenantName);
  await expect(page.locator('#atalaya-splash')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sistema interno de información');
});

test('the footer shows the dynamic menu and the Administrador link', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Comunicaciones Anónimas' })).toBeVisible();
  const external = footer.getByRole('link', { name: /Ley 2\/2023/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'Administrador' })).toHaveAttribute('href', '/auth/sign-in');
});

test('switching to English survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('content-block')).toContainText('Sistema interno de información');
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('content-block')).toContainText('Internal reporting system');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('en');

  await page.reload();
  await expect(page.getByTestId('content-block')).toContainText('Internal reporting system');
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/this/path/does/not/exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});

test('going offline shows /offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('tenant-name')).toHaveText(demoTenantName);
  await context.setOffline(true);
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
  await context.setOffline(false);
});

test('the public home has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('content-block')).toContainText('Sistema interno de información');
  await expectNoAxeViolations(page);
});
