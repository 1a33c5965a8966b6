import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fileThroughApi, openCase, openTab, signIn } from './support.ts';

/**
 * Issue 17 §5 (Ley 2/2023 art 26): a handler logs a measure in the case; the Responsable opens the
 * libro-registro, finds the communication with it, and exports the register to Excel.
 */
test('the Responsable keeps the libro-registro and exports it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const marker = `Hechos ${Date.now()} que no van al registro`;
  const filed = await fileThroughApi(request, marker);
  const measure = `Revisión del procedimiento de compras ${Date.now()}`;

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page);
  await openCase(page, filed.guid);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Comunicación \d{4}-\d{4,}$/);
  const heading = (await title.textContent()) ?? '';
  const referencia = /(\d{4}-\d{4,})/.exec(heading)?.[1] ?? '';
  expect(referencia).not.toBe('');

  // The case's log: a measure adopted, in the "Actuaciones y medidas" tab.
  await openTab(page, 'Actuaciones y medidas');
  const panel = page.getByTestId('case-actions');
  await panel.getByRole('button', { name: 'Añadir actuación o medida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir actuación o medida' });
  await dialog.getByRole('combobox', { name: /Tipo/ }).click();
  await page.getByRole('option', { name: 'Medida adoptada' }).click();
  await dialog.getByRole('textbox', { name: /Descripción/ }).fill(measure);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('case-actions-medida')).toContainText(measure);

  // The register, from the menu's entry.
  await page.goto('/admin/libro-registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Libro-registro' })).toBeVisible();
  const table = page.getByTestId('case-register-table');
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: referencia }) });
  await expect(row).toContainText(measure);
  await expect(row).toContainText('Web');
  await expect(table).not.toContainText(marker);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^libro-registro-\d{4}\.xlsx$/);
  const bytes = await readFile(await download.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[] = [];
  sheet?.eachRow((r) => rows.push(JSON.stringify(r.values)));
  expect(rows[0]).toContain('Medidas adoptadas');
  const ours = rows.find((r) => r.includes(referencia));
  expect(ours).toContain(measure);
  expect(rows.join(' ')).not.toContain(marker);
  expect(rows.join(' ')).not.toContain(filed.receipt);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a PDF' }).click(),
  ]);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await context.close();
});
