import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support.ts';

/** What a reporter reads and clicks, per language (es is the default, en through `locale`). */
const texts = {
  es: {
    channelTitle: 'Comunicaciones Anónimas',
    file: 'Presentar una comunicación',
    follow: 'Consultar una comunicación',
    externalLink: /Canal externo: Autoridad Independiente de Protección del Informante/,
    step: (n: number, name: string) => `Paso ${n} de 5: ${name}`,
    steps: ['Tipo de comunicación', 'Descripción de los hechos', 'Identidad', 'Documentos', 'Revisión y envío'],
    next: 'Siguiente',
    chooseType: 'Elija el tipo de comunicación',
    type: /Fraude o corrupción/,
    required: 'Este campo es obligatorio',
    whatHappened: '¿Qué ha ocurrido?',
    where: '¿Dónde ocurrió?',
    howKnown: 'Lo presencié directamente',
    area: 'Contratación pública',
    anonymous: 'Prefiero no identificarme',
    attach: 'Adjuntar archivo',
    accept: 'Aceptar',
    privacy: 'He leído y acepto la información sobre protección de datos',
    privacyError: 'Debe aceptar la información sobre protección de datos',
    submit: 'Enviar comunicación',
    receiptTitle: 'Comunicación enviada',
    warning: 'Guarde este código: es la única forma de consultar su comunicación. No podemos recuperarlo.',
    copy: 'Copiar código',
    copied: 'Código copiado',
    download: 'Descargar justificante',
    codeLabel: 'Código secreto',
    lookUp: 'Consultar',
    viewTitle: 'Su comunicación',
    start: 'INICIO',
    acknowledgement: 'Acuse de recibo',
    inProgress: 'EN TRAMITE',
    chatLabel: 'Mensaje',
    emptyMessage: 'No ha escrito en mensaje que desea enviar',
    invalidCode: 'El código no es válido',
    signOut: 'Salir',
  },
  en: {
    channelTitle: 'Anonymous reports',
    file: 'File a report',
    follow: 'Follow up a report',
    // The tenant names its authority as it is called (the demo: the AAI, a Spanish proper name).
    externalLink: /External channel: Autoridad Independiente de Protección del Informante/,
    step: (n: number, name: string) => `Step ${n} of 5: ${name}`,
    steps: ['Type of report', 'What happened', 'Identity', 'Documents', 'Review and send'],
    next: 'Next',
    chooseType: 'Choose the type of report',
    type: /Fraud or corruption/,
    required: 'This field is required',
    whatHappened: 'What happened?',
    where: 'Where did it happen?',
    howKnown: 'I witnessed it myself',
    area: 'Public procurement',
    anonymous: 'I prefer not to identify myself',
    attach: 'Attach a file',
    accept: 'Accept',
    privacy: 'I have read and accept the data protection information',
    privacyError: 'You must accept the data protection information',
    submit: 'Send report',
    receiptTitle: 'Report sent',
    warning: 'Keep this code: it is the only way to follow up your report. We cannot recover it.',
    copy: 'Copy code',
    copied: 'Code copied',
    download: 'Download receipt',
    codeLabel: 'Secret code',
    lookUp: 'Look up',
    viewTitle: 'Your report',
    start: 'START',
    acknowledgement: 'Acknowledgement of receipt',
    inProgress: 'IN PROGRESS',
    chatLabel: 'Message',
    emptyMessage: 'You have not written the message you want to send',
    invalidCode: 'The code is not valid',
    signOut: 'Sign out',
  },
} as const;

type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

/** A page whose language is chosen before anything loads (`locale` in local storage, spec §1). */
async function openPage(browser: Browser, language: Language): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript((locale) => {
    window.localStorage.setItem('locale', locale);
  }, language);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

async function expectStep(page: Page, t: Texts, index: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: t.step(index + 1, t.steps[index] ?? '') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

async function fileReport(page: Page, t: Texts, facts: string): Promise<string> {
  await page.goto('/denuncias');
  await expect(page.getByRole('heading', { level: 1, name: t.channelTitle })).toBeVisible();
  const external = page.getByRole('link', { name: t.externalLink });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: t.follow })).toHaveAttribute('href', '/denuncias/seguimiento');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: t.file }).click();
  await expect(page).toHaveURL(/\/denuncias\/nueva$/);

  // (a) Type
  await expectStep(page, t, 0);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.chooseType)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: t.type }).check();
  await page.getByRole('button', { name: t.next }).click();

  // (b) The type's form, validated with the contract schema
  await expectStep(page, t, 1);
  await expect(page.getByLabel(t.whatHappened)).toBeVisible();
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.required).first()).toBeVisible();
  await expect(page.getByLabel(t.whatHappened)).toBeFocused();
  await page.getByLabel(t.whatHappened).fill(facts);
  await page.getByLabel(t.where).fill('Servicio de contratación');
  await page.getByRole('radio', { name: t.howKnown }).check();
  await page.getByRole('checkbox', { name: t.area }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.next }).click();

  // (c) Identity: anonymous by default
  await expectStep(page, t, 2);
  await expect(page.getByRole('radio', { name: t.anonymous })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.next }).click();

  // (d) Attachments through the upload-file dialog
  await expectStep(page, t, 3);
  await page.getByRole('button', { name: t.attach }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.accept })).toBeDisabled();
  await dialog.getByTestId('upload-file-input').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Notas de la reunión del día 3.\n'),
  });
  await expect(dialog.getByTestId('upload-selected-file')).toContainText('notas.txt');
  await expect(dialog.getByTestId('upload-selected-file')).toContainText('33 bytes');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t.accept }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('attached-files')).toContainText('notas.txt');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.next }).click();

  // (e) Review and privacy notice
  await expectStep(page, t, 4);
  await expect(page.getByTestId('review-type')).toHaveText(t.type);
  await expect(page.getByTestId('answers-list')).toContainText(facts);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.privacyError)).toBeVisible();
  await page.getByRole('checkbox', { name: t.privacy }).check();
  await page.getByRole('button', { name: t.submit }).click();

  // Receipt: shown once, never in the URL or storage
  await expect(page.getByRole('heading', { level: 1, name: t.receiptTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t.warning })).toBeVisible();
  // The receipt PDF (pdf-lib loaded on this click): tenant, date, type and code, nothing the reporter wrote.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).not.toContain(facts);
  const shown = (await page.getByTestId('receipt-code').innerText()).trim().split(/\s+/).join(' ');
  expect(shown).toMatch(/^[0-9A-Z]{4}( [0-9A-Z]{4}){3}$/);
  await page.getByRole('button', { name: t.copy }).click();
  await expect(page.getByTestId('receipt-status')).toContainText(t.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replaceAll(' ', '-'));
  const compact = shown.replaceAll(' ', '');
  expect(page.url().toUpperCase().replaceAll('-', '')).not.toContain(compact);
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(stored.toUpperCase().replaceAll('-', '')).not.toContain(compact);
  await expectNoAxeViolations(page);
  return shown;
}

for (const language of ['es', 'en'] as const) {
  test(`an anonymous reporter files a report and follows it up with the code (${language})`, async ({ browser }) => {
    const t = texts[language];
    const facts = `Se adjudicó un contrato sin concurso (${language}).`;
    const filing = await openPage(browser, language);
    const code = await fileReport(filing.page, t, facts);
    await filing.close();

    // A fresh browser context: nothing of the filing session remains.
    const follow = await openPage(browser, language);
    const page = follow.page;
    await page.goto('/denuncias/seguimiento');
    await expect(page.getByRole('heading', { level: 1, name: t.follow })).toBeVisible();
    await expectNoAxeViolations(page);
    // Lower case and spaces are accepted.
    await page.getByLabel(t.codeLabel).fill(` ${code.toLowerCase()} `);
    await page.getByRole('button', { name: t.lookUp }).click();

    await expect(page).toHaveURL(/\/denuncias\/seguimiento\/comunicacion$/);
    await expect(page.getByRole('heading', { level: 1, name: t.viewTitle })).toBeVisible();
    const timeline = page.getByTestId('complaint-timeline');
    await expect(timeline.getByTestId('timeline-start')).toContainText(t.start);
    await expect(timeline.getByTestId('timeline-notification').first()).toContainText(t.acknowledgement);
    await expect(timeline.getByTestId('timeline-in-progress')).toContainText(t.inProgress);
    await expect(page.getByTestId('complaint-documents')).toContainText('notas.txt');
    await expect(page.getByTestId('answers-list')).toContainText(facts);
    await expectNoAxeViolations(page);

    // Chat: an empty message is refused; Enter sends.
    const input = page.getByRole('textbox', { name: t.chatLabel, exact: true });
    await input.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-panel').getByText(t.emptyMessage)).toBeVisible();
    const message = `¿Necesitan más datos? (${language})`;
    await input.fill(message);
    await page.keyboard.press('Enter');
    const sent = page.getByTestId('chat-message').filter({ hasText: message });
    await expect(sent).toBeVisible();
    await expect(sent).toHaveAttribute('data-author', 'own');
    await expect(input).toHaveValue('');
    await expectNoAxeViolations(page);

    // "Salir" ends the reporter session.
    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page).not.toHaveURL(/comunicacion$/);
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
        const payload = token?.split('.')[1] ?? '';
        return payload
          ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tipoacceso?: string }).tipoacceso
          : null;
      })
      .toBe('Publico');
    await follow.close();
  });
}

test('a wrong code shows the server message and stays on the form', async ({ browser }) => {
  const { page, close } = await openPage(browser, 'es');
  await page.goto('/denuncias/seguimiento');
  await page.getByLabel(texts.es.codeLabel).fill('2222-3333-4444-5555');
  await page.getByRole('button', { name: texts.es.lookUp }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.es.invalidCode })).toBeVisible();
  await expect(page).toHaveURL(/\/denuncias\/seguimiento$/);
  await close();
});
