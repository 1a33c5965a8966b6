import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support.ts';

/**
 * Issue 20 §3: a reporter who uses only the keyboard attaches a file through the upload dialog.
 * Tab reaches the file chooser, Space opens the browser's picker (Playwright's filechooser event
 * stands in for the native window), Tab reaches "Aceptar", Enter confirms; Escape leaves.
 */

/** Presses Tab (at most `limit` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit = 25): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a keyboard-only reporter attaches a file through the upload dialog (Tab, Space, Enter, Escape)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/denuncias/nueva');

  // The steps before the documents (the wizard's own keyboard use is covered by the reporter journey).
  await page.getByRole('radio', { name: /Fraude o corrupción/ }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('¿Qué ha ocurrido?').fill('Se adjudicó un contrato sin concurso (teclado).');
  await page.getByLabel('¿Dónde ocurrió?').fill('Servicio de contratación');
  await page.getByRole('radio', { name: 'Lo presencié directamente' }).check();
  await page.getByRole('checkbox', { name: 'Contratación pública' }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 3 de 5: Identidad' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 4 de 5: Documentos' })).toBeVisible();

  // From here on: keyboard only.
  const attach = page.getByRole('button', { name: 'Adjuntar archivo' });
  await tabTo(page, attach);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adjuntar archivo' });
  await expect(dialog).toBeVisible();

  // Escape leaves the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(attach).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();

  // Tab leaves the dialog's frame and reaches the file chooser; Space opens the picker.
  const choose = dialog.getByRole('button', { name: 'Seleccionar archivo' });
  await page.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles({
    name: 'acta.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Acta de la mesa de contratación.\n'),
  });
  await expect(dialog.getByTestId('upload-selected-file')).toContainText('acta.txt');

  // Enter opens the picker too (choosing again replaces the file).
  await expect(choose).toBeFocused();
  const [again] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await again.setFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Notas de la reunión del día 3.\n'),
  });
  await expect(dialog.getByTestId('upload-selected-file')).toContainText('notas.txt');

  // Tab reaches "Volver" and then "Aceptar"; Enter sends the file.
  const accept = dialog.getByRole('button', { name: 'Aceptar' });
  await expect(accept).toBeEnabled();
  await tabTo(page, dialog.getByRole('button', { name: 'Volver' }), 10);
  await tabTo(page, accept, 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('attached-files')).toContainText('notas.txt');
  await expect(page.getByTestId('attached-files')).not.toContainText('acta.txt');

  // The focus is not lost: the next Tab stops stay on the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

/** The focused element's outline, or that of the nearest ancestor matching `ringOn` (where the ring is drawn). */
async function outlineOf(page: Page, ringOn?: string): Promise<{ style: string; width: string }> {
  return page.evaluate((selector) => {
    const focused = document.activeElement;
    const element = selector ? focused?.closest(selector) : focused;
    const style = element ? getComputedStyle(element) : null;
    return { style: style?.outlineStyle ?? 'none', width: style?.outlineWidth ?? '0px' };
  }, ringOn);
}

test('the keyboard focus is visible: the "Solo vencidas" switch, the side menu and the buttons show a ring', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/denuncias/gestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión' })).toBeVisible();

  // The switch: its native input is invisible, so the ring is drawn around the switch.
  await page.getByRole('searchbox', { name: 'Buscar por referencia' }).focus();
  await tabTo(page, page.getByRole('switch', { name: 'Solo vencidas' }), 5);
  expect(await outlineOf(page, '.MuiSwitch-root')).toEqual({ style: 'solid', width: '3px' });

  // A button of the header.
  await page.getByRole('button', { name: 'Idioma' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Tema de color' })).toBeFocused();
  expect(await outlineOf(page)).toEqual({ style: 'solid', width: '3px' });

  // The side menu: the focused item has the ring; the current page is marked, not ringed.
  const navigation = page.getByRole('navigation', { name: 'Navegación' });
  const current = navigation.getByRole('link', { name: 'Gestión' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await navigation.getByRole('link', { name: 'Resumen' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await outlineOf(page)).toEqual({ style: 'solid', width: '3px' });
  expect(await current.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
});
