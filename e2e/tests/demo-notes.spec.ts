import { expect, test } from '@playwright/test';
import { expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/** Spec 001 part 2 (issue 19): the notes app under /demo/, answered by the demo's worker. */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });

test('notes: a note with a checklist item, ticked, archived and found under Archive', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Notas');
  const shown = page.getByRole('list', { name: 'Notas mostradas' });
  await expect(shown.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notas', pressed: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new note with one checklist item.
  await page.getByRole('button', { name: 'Nueva nota' }).click();
  const created = page.getByRole('dialog', { name: 'Nueva nota' });
  await created.getByRole('textbox', { name: 'Título' }).fill('Recados del sábado');
  await created.getByRole('textbox', { name: 'Nuevo elemento' }).fill('Comprar pan');
  await created.getByRole('button', { name: 'Añadir elemento' }).click();
  await expect(created.getByRole('checkbox', { name: 'Comprar pan' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await created.getByRole('button', { name: 'Guardar' }).click();
  await expect(created).toBeHidden();
  const card = shown.getByRole('button', { name: /Recados del sábado/ });
  await expect(card).toContainText('Comprar pan');
  await expect(card).toContainText('0 de 1 hechos');

  // Tick it, then archive the note: it leaves "Notas" and shows under "Archivo", still ticked.
  await card.click();
  const edited = page.getByRole('dialog', { name: 'Editar nota' });
  await edited.getByRole('checkbox', { name: 'Comprar pan' }).check();
  await edited.getByRole('button', { name: 'Archivar' }).click();
  await expect(edited).toBeHidden();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Archivo', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/notes\?filter=archive$/);
  await expect(card).toContainText('1 de 1 hechos');
  await card.click();
  await expect(
    page.getByRole('dialog', { name: 'Editar nota' }).getByRole('checkbox', { name: 'Comprar pan' }),
  ).toBeChecked();
  await page.getByRole('dialog', { name: 'Editar nota' }).getByRole('button', { name: 'Cancelar' }).click();

  // Labels: add one in the labels dialog; it becomes a filter.
  await page.getByRole('button', { name: 'Editar etiquetas' }).click();
  const labels = page.getByRole('dialog', { name: 'Editar etiquetas' });
  await labels.getByRole('textbox', { name: 'Nueva etiqueta' }).fill('Recados');
  await labels.getByRole('button', { name: 'Añadir' }).click();
  await expect(labels.getByRole('textbox', { name: 'Renombrar «Recados»' })).toBeVisible();
  await expectNoAxeViolations(page);
  await labels.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('button', { name: 'Recados', exact: true })).toBeVisible();

  // Dark scheme: the same screen passes axe.
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await expect(shown.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
  await expectProductTokensUntouched(page, productTokens);
});
