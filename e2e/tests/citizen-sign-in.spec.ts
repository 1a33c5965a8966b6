import { expect, test } from '@playwright/test';

/**
 * Issue 16, spec §8: the identity provider sends the browser back to /ciudadano/loader without a
 * code when the sign-in failed (or someone opens it by hand): the reporter reads "Petición Cl@ve
 * no válida para esta aplicación." and is taken to the home page, signed in as nobody.
 */
test('a failed identity login lands home with the §8 message; /ciudadano needs a citizen session', async ({ page }) => {
  await page.goto('/ciudadano/loader');
  await expect(page.getByText('Petición Cl@ve no válida para esta aplicación.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const claims = await page.evaluate(() => {
    const token = localStorage.getItem('accessToken') ?? '';
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { tipoacceso?: string };
  });
  expect(claims.tipoacceso).toBe('Publico');

  // The panel's route guard (spec §6): a public visitor goes back home.
  await page.goto('/ciudadano');
  await expect(page).toHaveURL(/\/$/);
});
