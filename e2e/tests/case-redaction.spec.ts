import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fileThroughApi, openCase, openTab, signIn } from './support.ts';

/*
 * Issue 17 §7 (art 32.2 Ley 2/2023): a handler strikes a health detail out of what a reporter
 * wrote, selecting it with the keyboard as a person would; the case then shows the mark, the
 * Responsable reads the original (audited), and the reporter's follow-up shows the mark too.
 */

const facts = 'El jefe de compras tiene diabetes y adjudica contratos a la empresa de su cuñado.';
const passage = 'tiene diabetes y ';

test('a handler redacts a passage; the Responsable reads the original; the reporter sees the mark', async ({
  page,
  browser,
  request,
}) => {
  const filed = await fileThroughApi(request, facts);

  await signIn(page);
  await openCase(page, filed.guid);
  const answers = page.getByTestId('answers-list');
  await expect(answers).toContainText(facts);
  await page.getByRole('button', { name: 'Tachar un pasaje de «¿Qué ha ocurrido?»' }).click();

  const dialog = page.getByRole('dialog', { name: 'Tachar un pasaje' });
  const text = dialog.getByRole('textbox', { name: 'Texto de «¿Qué ha ocurrido?»' });
  await expect(text).toHaveValue(facts);
  await expect(dialog.getByRole('button', { name: 'Tachar' })).toBeDisabled();
  // What is shown cannot be changed: a key typed into it changes nothing.
  await text.press('End');
  await text.press('x');
  await expect(text).toHaveValue(facts);
  // The keyboard way: to the start of the passage, then Shift+arrows over it.
  await text.focus();
  await text.press('Control+Home');
  for (let i = 0; i < facts.indexOf(passage); i += 1) {
    await text.press('ArrowRight');
  }
  for (let i = 0; i < passage.length; i += 1) {
    await text.press('Shift+ArrowRight');
  }
  // Spaces at the edges of a selection are left alone.
  await expect(dialog).toContainText('Se tachará (16 caracteres):');
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Datos de categorías especiales' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Tachar' }).click();
  await expect(dialog).toBeHidden();

  const redacted = 'El jefe de compras [████] adjudica contratos a la empresa de su cuñado.';
  await expect(answers.getByRole('img', { name: 'texto tachado' })).toHaveCount(1);
  await expect(answers).not.toContainText('diabetes');

  await openTab(page, 'Tachados');
  const row = page.getByRole('row').filter({ hasText: 'Datos de categorías especiales' });
  await expect(row).toContainText('¿Qué ha ocurrido?');
  await expect(row).toContainText('16 caracteres');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /Ver el original/ }).click();
  const original = page.getByRole('dialog', { name: 'Texto original de «¿Qué ha ocurrido?»' });
  await expect(original.getByTestId('redaction-original-passage')).toContainText('tiene diabetes y');
  await expect(original).toContainText('Esta lectura queda registrada en la auditoría de la comunicación.');
  await expectNoAxeViolations(page);
  await original.getByRole('button', { name: 'Cerrar' }).click();
  await expect(original).toBeHidden();

  await openTab(page, 'Auditoría');
  const trail = page.getByRole('table').first();
  await expect(trail).toContainText('Tachado de un pasaje');
  await expect(trail).toContainText('Lectura del original de un pasaje tachado');

  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('locale', 'es'));
  const follow = await context.newPage();
  await follow.goto('/denuncias/seguimiento');
  await follow.getByLabel('Código secreto').fill(filed.receipt);
  await follow.getByRole('button', { name: 'Consultar' }).click();
  await expect(follow).toHaveURL(/\/denuncias\/seguimiento\/comunicacion$/);
  await expect(follow.getByTestId('answers-list')).toContainText(redacted);
  await expect(follow.getByTestId('answers-list')).not.toContainText('diabetes');
  await context.close();
});
