import { expect, test } from '@playwright/test';
import { expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Spec 001 part 2 (issue 19): the icon gallery under /demo/ui/icons/{set}. Switch the set, search an
 * icon, change the size, select it and read (and copy) its usage snippet; our own iconsmind glyphs;
 * an unknown set; axe in light and dark.
 */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });
// One journey through the whole screen (sign-in delays and several axe runs included).
test.setTimeout(150_000);

test('icons: switch set, search, resize, select and copy the snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Iconos');
  await expect(page).toHaveURL(/\/demo\/ui\/icons\/feather$/);
  await expect(page.getByRole('status').filter({ hasText: '287 iconos' })).toBeVisible();
  const feather = page.getByRole('list', { name: 'Iconos de Feather' });
  await expect(feather.getByRole('button', { name: 'activity', exact: true }).locator('svg')).toBeVisible();
  await expect(page.getByText('Se muestran 200 de 287.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Another set: the URL says which one; the drawing chunk of that set loads.
  await page.getByRole('combobox', { name: 'Colección' }).click();
  await page.getByRole('option', { name: 'Material Outline' }).click();
  await expect(page).toHaveURL(/\/demo\/ui\/icons\/material-outline$/);
  const material = page.getByRole('list', { name: 'Iconos de Material Outline' });
  await expect(material.getByRole('button').first().locator('svg')).toBeVisible();

  // Search, resize, select: the snippet follows the size.
  await page.getByRole('searchbox', { name: 'Buscar un icono' }).fill('account circle');
  await expect(page.getByRole('status').filter({ hasText: '1 icono' })).toBeVisible();
  const icon = material.getByRole('button', { name: 'account_circle', exact: true });
  await expect(icon.locator('svg')).toHaveCSS('width', '24px');
  await page.getByRole('combobox', { name: 'Tamaño' }).click();
  await page.getByRole('option', { name: '48 px' }).click();
  await expect(icon.locator('svg')).toHaveCSS('width', '48px');
  await icon.click();
  await expect(icon).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByRole('region', { name: 'account_circle' });
  await expect(panel.getByRole('heading', { level: 2, name: 'account_circle' })).toBeVisible();
  await expect(panel.getByText('mat_outline:account_circle')).toBeVisible();
  const snippet = [
    "import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';",
    '',
    '<AccountCircleOutlinedIcon sx={{ fontSize: 48 }} />',
  ].join('\n');
  await expect(panel.locator('pre')).toHaveText(snippet);
  await panel.getByRole('button', { name: 'Copiar el código' }).click();
  await expect(panel.getByRole('status')).toHaveText('Código copiado.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  await expectNoAxeViolations(page);

  // Back to the previous set with the browser's button.
  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/ui\/icons\/feather$/);
  await expect(page.getByRole('list', { name: 'Iconos de Feather' })).toBeVisible();

  // Iconsmind: our own glyphs at icon-size-10 (40 px), an identifier with its namespace.
  await page.getByRole('combobox', { name: 'Colección' }).click();
  await page.getByRole('option', { name: 'Iconsmind' }).click();
  await expect(page.getByText(/Iconsmind no tiene un paquete abierto/)).toBeVisible();
  const anchor = page.getByRole('list', { name: 'Iconos de Iconsmind' }).getByRole('button', { name: 'anchor' });
  await expect(anchor.locator('svg')).toHaveAttribute('width', '40');
  await anchor.click();
  await expect(page.getByText('iconsmind:anchor')).toBeVisible();
  await expect(page.locator('pre')).toContainText('<svg viewBox="0 0 32 32" width="40" height="40"');

  // Dark scheme on the twotone set (no namespace: the identifier is the bare name).
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.goto('/demo/ui/icons/material-twotone');
  await expect(page.getByRole('heading', { level: 1, name: 'Iconos' })).toBeVisible();
  const twotone = page.getByRole('list', { name: 'Iconos de Material Twotone' });
  await page.getByRole('searchbox', { name: 'Buscar un icono' }).fill('home');
  await twotone.getByRole('button', { name: 'home', exact: true }).click();
  await expect(page.getByRole('region', { name: 'home' })).toContainText('Identificador: home');
  await expect(page.locator('pre')).toContainText("import HomeTwoToneIcon from '@mui/icons-material/HomeTwoTone';");
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));

  // An unknown set: the engine answers 404 and the screen says so.
  await page.goto('/demo/ui/icons/fontawesome');
  await expect(page.getByRole('alert').filter({ hasText: 'No existe.' })).toBeVisible();
  await expectProductTokensUntouched(page, productTokens);
});
