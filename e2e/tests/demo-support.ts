import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eWebDist, expectNoAxeViolations } from './support.ts';

/**
 * Shared by the demo's specs (spec 001, issues 18 and 19): the demo account, signing in to the demo
 * from the public page, opening an area from the demo's navigation, and the checks that the
 * product's tokens stay untouched and that no demo chunk reaches the public page.
 *
 * Each spec file runs `test.use({ serviceWorkers: 'allow', locale: 'es-ES' })`: the demo's worker
 * is a service worker (the config blocks them by default).
 */

export const demoAccount = { email: 'demo@atalaya.example', password: 'atalaya-demo' };

/**
 * The built files of apps/web/src/demo and of the demo's engine, packages/demo-api (from Vite's
 * manifest, e.g. one chunk per icon set): none may load on the public page.
 */
export function demoChunks(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(e2eWebDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.src?.startsWith('src/demo/') || chunk.src?.includes('packages/demo-api/'))
    .map((chunk) => chunk.file);
}

/**
 * Opens the public page first (the product keeps its own public token), then signs in to the demo;
 * answers the product's token as it was before the demo.
 */
export async function openArea(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Áreas de la demo' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export async function signInToDemo(page: Page): Promise<ProductTokens> {
  await page.goto('/');
  await page.locator('#atalaya-splash').waitFor({ state: 'detached' });
  const productTokens = await readProductTokens(page);
  await page.goto('/demo/');
  await expect(page).toHaveURL(/\/demo\/sign-in$/);
  await expect(page.getByText(`${demoAccount.email} / ${demoAccount.password}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(demoAccount.email);
  await page.getByLabel('Contraseña').fill('wrong-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The engine's 1.5 s delay shows as progress, then the wrong credentials say so.
  await expect(page.getByRole('progressbar', { name: 'Un momento…' })).toBeVisible();
  await expect(page.getByText('El correo o la contraseña no son correctos.')).toBeVisible();
  await page.getByLabel('Contraseña').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboards\/analytics$/);
  return productTokens;
}

export type ProductTokens = { accessToken: string | null; refreshToken: string | null };

export function readProductTokens(page: Page): Promise<ProductTokens> {
  return page.evaluate(() => ({
    accessToken: window.localStorage.getItem('accessToken'),
    refreshToken: window.localStorage.getItem('refreshToken'),
  }));
}

/** The product's tokens are those the public page left; the demo's is its own, under its own key. */
export async function expectProductTokensUntouched(page: Page, before: ProductTokens): Promise<void> {
  expect(await readProductTokens(page)).toEqual(before);
  const demoToken = await page.evaluate(() => window.localStorage.getItem('demo.accessToken'));
  expect(demoToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(demoToken).not.toBe(before.accessToken);
}
