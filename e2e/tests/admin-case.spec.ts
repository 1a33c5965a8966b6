import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fileThroughApi, openTab, signIn } from './support.ts';

test('the administrator works a new complaint to resolution and the reporter sees it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const facts = `Pagos duplicados a un proveedor ${Date.now()}`;
  const filed = await fileThroughApi(request, facts);
  const shortCode = filed.guid.slice(0, 8);

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const page = await adminContext.newPage();
  await signIn(page);

  // Gestión: find the complaint by the start of its internal code (the search also takes it).
  await page.goto('/admin/denuncias/gestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión' })).toBeVisible();
  await page.getByLabel('Buscar por referencia').fill(shortCode);
  // The search is debounced and kept in the URL; then the list shows only this complaint, named
  // by its one human reference (decision 027), never by the guid.
  await expect(page).toHaveURL(new RegExp(shortCode));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const reference = /^\d{4}-\d{4,}$/;
  const row = page.getByRole('row').filter({ has: page.getByText(reference) });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(shortCode);
  const referencia = ((await row.getByText(reference).textContent()) ?? '').trim();
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await expectNoAxeViolations(page);

  // Excel export of what the filter shows: the file downloads and opens with ExcelJS.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Datos excel.xlsx');
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  // ExcelJS types want an ArrayBuffer-backed Buffer; hand it the file's own bytes.
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  expect([1, 2, 3].map((n) => sheet?.getColumn(n).width)).toEqual([20, 30, 80]);
  const cells: string[] = [];
  sheet?.eachRow((r) => cells.push(JSON.stringify(r.values)));
  expect(cells.length).toBe(2);
  expect(cells.join(' ')).toContain(referencia);
  expect(cells.join(' ')).not.toContain(filed.guid);

  // The detail: the reporter's answers, decrypted for the handler.
  await row.click();
  await expect(page).toHaveURL(/\/admin\/denuncias\/gestion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comunicación ${referencia}`);
  await expect(page.getByText(facts)).toBeVisible();
  await expectNoAxeViolations(page);

  // A notification with rich text.
  await openTab(page, 'Notificaciones');
  await page.getByRole('button', { name: 'Nueva notificación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Alta' })).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Descripción').fill('Solicitud de información');
  const editor = dialog.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.press('Control+B');
  await page.keyboard.type('Necesitamos las facturas');
  await expect(editor.locator('strong')).toHaveText('Necesitamos las facturas');
  await expectNoAxeViolations(page);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Se ha creado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Solicitud de información' }).first()).toBeVisible();

  // Chat as the handler: Enter sends.
  await openTab(page, 'Conversación');
  await page.getByLabel('Mensaje', { exact: true }).fill('Gracias por su comunicación.');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Gracias por su comunicación.')).toBeVisible();

  // Resolve.
  await page.getByRole('button', { name: 'Resolver' }).first().click();
  const resolveDialog = page.getByRole('dialog');
  await resolveDialog.getByLabel('Resolución').fill('Se ha abierto un expediente de reintegro.');
  await resolveDialog.getByRole('button', { name: 'Resolver' }).click();
  await expect(resolveDialog).toBeHidden();
  await expect(page.getByText('Resuelta').first()).toBeVisible();
  await openTab(page, 'Notificaciones');
  await expect(page.getByRole('button', { name: 'Nueva notificación' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await adminContext.close();

  // The reporter, in a fresh context, with their code.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await reporter.goto('/denuncias/seguimiento');
  await reporter.getByLabel('Código secreto').fill(filed.receipt);
  await reporter.getByRole('button', { name: 'Consultar' }).click();
  await expect(reporter.getByText('RESOLUCIÓN')).toBeVisible();
  await expect(reporter.getByText('Se ha abierto un expediente de reintegro.')).toBeVisible();
  await expect(reporter.getByText('Solicitud de información').first()).toBeVisible();
  await expect(reporter.getByText('Gracias por su comunicación.')).toBeVisible();
  await expect(reporter.getByText('La denuncia está resuelta y no admite nuevos mensajes.')).toBeVisible();
  await expect(reporter.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expectNoAxeViolations(reporter);
  await reporterContext.close();
});
