import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support.ts';

/** Issue 16 §1: the Responsable's "Identidad (Cl@ve)" screen and its dialog pass axe; nothing is saved here. */
test('the Responsable opens Identidad and the configuration dialog', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/admin/identidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Identidad (Cl@ve)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Qué es Cl@ve y qué hay que hacer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^(Configurar|Sustituir)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurar el proveedor de identidad' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The metadata from the IdP's address instead (decision 056).
  await dialog.getByRole('radio', { name: 'Desde su dirección (URL)' }).check();
  await expect(dialog.getByRole('textbox', { name: /^Dirección de la metadata/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // A company IdP: the attribute names it may need (decision 056).
  await dialog.getByRole('combobox', { name: /^Perfil/ }).click();
  await page.getByRole('option', { name: 'SAML de la organización' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Atributo del identificador' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog).toBeHidden();
});
