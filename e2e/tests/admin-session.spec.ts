import { expect, test } from '@playwright/test';
import { decodeJwt, e2eAdmin, expectNoAxeViolations, signIn, storedToken } from './support.ts';

const menuEntries = [
  'Resumen',
  'Gestión',
  'Tipos',
  'Contenidos',
  'Menús Dinámicos',
  'Mensajes de Correo',
  'Estados',
  'Formularios',
];

test('the sign-in page has no axe violations', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('wrong credentials show the server message and stay on the sign-in page', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await page.getByLabel('Contraseña').fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('the administrator signs in, sees the Comunicaciones menu, locks with Ctrl+L and signs out', async ({ page }) => {
  await signIn(page);
  const access = await storedToken(page, 'accessToken');
  expect(decodeJwt(access ?? '')).toMatchObject({ tipoacceso: 'Privado', email: e2eAdmin.email });

  const nav = page.getByRole('navigation', { name: 'Navegación' });
  await expect(nav.getByText('Comunicaciones', { exact: true })).toBeVisible();
  const links = nav.getByRole('link');
  for (const entry of menuEntries) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  expect(await links.count()).toBeGreaterThanOrEqual(menuEntries.length);

  await page.keyboard.press('Control+l');
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=locked$/);
  await expect(page.getByTestId('session-locked')).toBeVisible();
  // The lock ended the session on the server: /admin does not reopen without the password.
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);

  await signIn(page);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).not.toHaveURL(/\/admin/);
  await expect
    .poll(async () => decodeJwt((await storedToken(page, 'accessToken')) ?? 'x.e30.x').tipoacceso)
    .toBe('Publico');
});

test('a visitor who opens /admin directly is sent to the public home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});
