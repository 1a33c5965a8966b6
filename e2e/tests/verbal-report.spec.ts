import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, openTab, signIn } from './support.ts';

/*
 * Issue 17 §2 (art 7.2 Ley 2/2023): a handler registers a communication received in a meeting,
 * with its transcript and an audio recording; the person follows it up with the printed code,
 * reads the transcript, states that they agree and corrects a detail in the chat; the handler
 * sees the agreement and the message.
 */

/** A short valid WAV file (PCM, 8 kHz, mono, 0.1 s of silence): what a recorder would give. */
function wavFile(): Buffer {
  const samples = 800;
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function reporterPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('locale', 'es'));
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('a handler registers a verbal report with its recording; the person reads the transcript, agrees and answers in the chat', async ({
  page,
  browser,
}) => {
  const transcript = `Reunión presencial: la persona relata pagos sin factura en el almacén municipal (${Date.now()}).`;
  await signIn(page);
  await page.goto('/admin/denuncias/gestion');
  await page.getByRole('button', { name: 'Registrar comunicación verbal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar comunicación verbal' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('combobox', { name: /^Tipo de comunicación/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: /^Medio/ }).click();
  await page.getByRole('option', { name: 'Reunión presencial' }).click();
  // Refused without a transcript, in the form.
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('Escriba la transcripción de la comunicación')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Transcripción/ }).fill(transcript);
  await dialog
    .getByTestId('verbal-recording-input')
    .setInputFiles({ name: 'reunion.wav', mimeType: 'audio/wav', buffer: wavFile() });
  await expect(dialog.getByTestId('verbal-recording-name')).toHaveText('reunion.wav');
  await dialog.getByRole('button', { name: 'Registrar' }).click();

  const receipt = page.getByTestId('verbal-report-receipt');
  await expect(receipt.getByText('Comunicación verbal registrada')).toBeVisible();
  await expect(receipt.getByTestId('verbal-recording-attached')).toBeVisible();
  const code = (await receipt.getByTestId('verbal-receipt-code').innerText()).replace(/\s+/g, '');
  expect(code).toMatch(/^[0-9A-Z]{4}-?[0-9A-Z]{4}-?[0-9A-Z]{4}-?[0-9A-Z]{4}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Abrir el expediente' }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias\/gestion\/\d+/);
  const casePath = new URL(page.url()).pathname;
  const verbal = page.getByTestId('case-verbal');
  await expect(verbal.getByTestId('case-verbal-transcript')).toHaveText(transcript);
  await expect(verbal).toContainText('Reunión presencial');
  await expect(verbal.getByTestId('case-verbal-agreement')).toContainText(
    'El informante aún no ha confirmado la transcripción',
  );
  await expectNoAxeViolations(page);
  await openTab(page, 'Documentos');
  await expect(page.getByText('reunion.wav')).toBeVisible();

  // The person, in another browser, with the code the handler handed over.
  const reporter = await reporterPage(browser);
  const follow = reporter.page;
  await follow.goto('/denuncias/seguimiento');
  await follow.getByLabel('Código secreto').fill(code);
  await follow.getByRole('button', { name: 'Consultar' }).click();
  await expect(follow).toHaveURL(/\/denuncias\/seguimiento\/comunicacion$/);
  await expect(follow.getByRole('heading', { name: 'Transcripción de su comunicación verbal' })).toBeVisible();
  await expect(follow.getByTestId('verbal-transcript')).toHaveText(transcript);
  await expectNoAxeViolations(follow);
  await follow.getByRole('button', { name: 'Estoy conforme con la transcripción' }).click();
  await expect(follow.getByTestId('verbal-agreement')).toContainText('Conforme con la transcripción desde');
  await expect(follow.getByRole('button', { name: 'Estoy conforme con la transcripción' })).toHaveCount(0);
  const correction = 'Un detalle: fueron tres pagos, no dos.';
  const input = follow.getByRole('textbox', { name: 'Mensaje', exact: true });
  await input.fill(correction);
  await follow.keyboard.press('Enter');
  await expect(follow.getByTestId('chat-message').filter({ hasText: correction })).toBeVisible();
  await expectNoAxeViolations(follow);
  await reporter.close();

  // The handler sees the agreement and the correction.
  await page.goto(casePath);
  await expect(page.getByTestId('case-verbal-agreement')).toContainText('Conforme con la transcripción desde');
  await openTab(page, 'Conversación');
  await expect(page.getByText(correction)).toBeVisible();
});
