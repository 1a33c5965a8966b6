import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support.ts';

/** A phone of 390×844 CSS pixels (an iPhone 12–15 class screen). */
const phone = { width: 390, height: 844 } as const;

/** What a reporter reads and clicks in Catalan. */
const cat = {
  homeTitle: "Sistema intern d'informació",
  file: 'Presentar una comunicació',
  follow: 'Consultar amb el meu codi',
  actions: 'Què podeu fer en aquest canal',
  menu: 'Menú',
  channelLink: 'Comunicacions anònimes',
  external: /^Canal extern: Autoridad Independiente de Protección del Informante/,
  guide: 'Com es tramita la vostra comunicació',
  step: (n: number, name: string) => `Pas ${n} de 5: ${name}`,
  steps: ['Tipus de comunicació', 'Descripció dels fets', 'Identitat', 'Documents', 'Revisió i enviament'],
  next: 'Següent',
  type: /Frau o corrupció/,
  whatHappened: 'Què ha passat?',
  anonymous: 'Prefereixo no identificar-me',
  noPersonalData: 'no us demanarem cap dada personal',
  attach: 'Adjuntar un fitxer',
  accept: 'Acceptar',
  privacy: 'He llegit i accepto la informació sobre protecció de dades',
  submit: 'Enviar la comunicació',
  receiptTitle: 'Comunicació enviada',
} as const;

/** Fully inside the first screen: seen without scrolling. */
async function expectInFirstScreen(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(phone.height);
}

test('on a phone in Catalan, / shows the way in on the first screen and leads to a filed receipt', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    window.localStorage.setItem('locale', 'cat');
  });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: cat.homeTitle })).toBeVisible();
  const main = page.getByRole('main');
  const actions = main.getByRole('group', { name: cat.actions });
  const file = actions.getByRole('link', { name: cat.file });
  const follow = actions.getByRole('link', { name: cat.follow });
  // What the channel is, and both ways in, without scrolling.
  await expectInFirstScreen(page, page.getByRole('heading', { level: 1, name: cat.homeTitle }));
  await expectInFirstScreen(page, file);
  await expectInFirstScreen(page, follow);
  await expect(follow).toHaveAttribute('href', '/denuncias/seguimiento');
  // Below: how it is handled (Ley 2/2023 art. 25), the external channel and the privacy notice.
  await expect(main.getByRole('heading', { level: 2, name: cat.guide })).toBeAttached();
  await expect(main.getByRole('link', { name: cat.external }).first()).toHaveAttribute(
    'href',
    'https://www.proteccioninformante.gob.es/',
  );
  // No identity sign-in that leads nowhere.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Inicia la sessió' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Below 600 px the header links live in a compact menu.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: cat.channelLink })).toBeHidden();
  await banner.getByRole('button', { name: cat.menu }).click();
  await expect(page.getByRole('menuitem', { name: cat.channelLink })).toHaveAttribute('href', '/denuncias');
  await page.keyboard.press('Escape');

  await file.click();
  await expect(page).toHaveURL(/\/denuncias\/nueva$/);

  async function expectStep(index: number): Promise<void> {
    await expect(
      page.getByRole('heading', { level: 2, name: cat.step(index + 1, cat.steps[index] ?? '') }),
    ).toBeVisible();
  }

  await expectStep(0);
  await page.getByRole('radio', { name: cat.type }).check();
  await page.getByRole('button', { name: cat.next }).click();

  // The facts only: no e-mail, no phone, no files in this step.
  await expectStep(1);
  await page.getByLabel(cat.whatHappened).fill('Es va adjudicar un contracte sense concurs.');
  await expect(page.locator('input[type="email"], input[type="tel"], input[type="file"]')).toHaveCount(0);
  await page.getByRole('button', { name: cat.next }).click();

  await expectStep(2);
  await expect(page.getByRole('radio', { name: cat.anonymous })).toBeChecked();
  await expect(page.getByText(cat.noPersonalData)).toBeVisible();
  await page.getByRole('button', { name: cat.next }).click();

  // Evidence is attached here, and only here.
  await expectStep(3);
  await page.getByRole('button', { name: cat.attach }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('upload-file-input').setInputFiles({
    name: 'proves.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Acta de la reunió del dia 3.\n'),
  });
  await dialog.getByRole('button', { name: cat.accept }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: cat.next }).click();

  // The review lists the file; no question is left "unanswered" for it.
  await expectStep(4);
  await expect(page.getByTestId('review-files')).toContainText('proves.txt');
  await page.getByRole('checkbox', { name: cat.privacy }).check();
  await page.getByRole('button', { name: cat.submit }).click();

  await expect(page.getByRole('heading', { level: 1, name: cat.receiptTitle })).toBeVisible();
  const code = (await page.getByTestId('receipt-code').innerText()).trim().split(/\s+/).join(' ');
  expect(code).toMatch(/^[0-9A-Z]{4}( [0-9A-Z]{4}){3}$/);
  await context.close();
});

test('the footer "Accesibilitat" opens the accessibility statement of the tenant', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    window.localStorage.setItem('locale', 'cat');
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilitat' }).click();
  await expect(page).toHaveURL(/\/accesibilidad$/);
  await expect(page.getByRole('heading', { level: 1, name: "Declaració d'accessibilitat" })).toBeVisible();
  await expect(page.getByTestId('accessibility-conformance')).toContainText('parcialment conforme');
  await expect(page.getByRole('link', { name: 'accesibilidad@atalaya.demo' })).toHaveAttribute(
    'href',
    'mailto:accesibilidad@atalaya.demo',
  );
  await expect(page.getByRole('heading', { level: 2, name: "Procediment d'aplicació" })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
