import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
