import { expect, test } from '@playwright/test';
import { expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Spec 001 part 2 (issue 19): the file manager under /demo/apps/file-manager. Open a nested folder
 * from the navigation, read the breadcrumb, open an item's details, switch to the list view; the
 * browser's back button moves between folders; axe in light and dark, and at 390 px.
 */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });
// One journey through the whole screen (sign-in delays and several axe runs included).
test.setTimeout(150_000);

test('file manager: a nested folder, its breadcrumb, the details drawer and the list view', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Archivos');
  const folders = page.getByRole('region', { name: 'Carpetas' });
  await expect(folders.getByRole('link')).toHaveText([/^Personal/, /^Photos/, /^Work/]);
  await expect(page.getByRole('region', { name: 'Archivos', exact: true }).getByRole('button')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Three levels down: Work › Projects › Harbour.
  for (const name of ['Work', 'Projects', 'Harbour']) {
    await folders.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/demo\/apps\/file-manager\/[\w-]+$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de la carpeta' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Mis archivos', 'Work', 'Projects', 'Harbour']);
  await expect(breadcrumb.getByText('Harbour')).toHaveAttribute('aria-current', 'page');
  await expect(folders.getByRole('link')).toHaveText([/^Designs/]);

  // The details of a file, closed with Escape: focus goes back to the card.
  const proposal = page.getByRole('button', { name: 'Detalles de Proposal' });
  await proposal.click();
  const details = page.getByRole('dialog', { name: 'Proposal' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('definition')).toContainText([
    'Archivo PDF',
    /MB|KB/,
    'Mis archivos / Work / Projects / Harbour',
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(proposal).toBeFocused();

  // A folder's details, and "Abrir la carpeta" from the drawer.
  await page.getByRole('button', { name: 'Detalles de Designs' }).click();
  const designs = page.getByRole('dialog', { name: 'Designs' });
  await expect(designs.getByText('Mock-ups and exported screens.')).toBeVisible();
  await expect(designs.getByText(/^\d+ archivos$/)).toBeVisible();
  await designs.getByRole('link', { name: 'Abrir la carpeta' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Designs' })).toBeVisible();
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Mis archivos', 'Work', 'Projects', 'Harbour', 'Designs']);

  // The back button goes to the previous folder; the breadcrumb leads up.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Harbour' })).toBeVisible();
  await breadcrumb.getByRole('link', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Work' })).toBeVisible();

  // The list view: one table, folders first, then files, each sorted by name.
  await page.getByRole('button', { name: 'Lista' }).click();
  const table = page.getByRole('table', { name: 'Work' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Invoices');
  await expect(table.getByRole('row')).toHaveCount(7);
  await table.getByRole('button', { name: 'Team handbook', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Team handbook' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar detalles' }).click();
  await expectNoAxeViolations(page);

  // Dark scheme, phone width: the drawer fills the screen and still closes.
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Archivos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Work' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Detalles de Budget 2026' }).click();
  const budget = page.getByRole('dialog', { name: 'Budget 2026' });
  await expect(budget).toBeVisible();
  expect((await budget.boundingBox())?.width).toBeCloseTo(390, 0);
  await expectNoAxeViolations(page);
  await budget.getByRole('button', { name: 'Cerrar detalles' }).click();
  await expect(budget).toBeHidden();
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));

  // An unknown folder says so.
  await page.goto('/demo/apps/file-manager/no-such-folder');
  await expect(page.getByRole('alert').filter({ hasText: 'No existe.' })).toBeVisible();
  await expectProductTokensUntouched(page, productTokens);
});
