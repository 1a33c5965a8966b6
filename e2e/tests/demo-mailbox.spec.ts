import { expect, test, type Page } from '@playwright/test';
import { expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Spec 001 part 2 (issue 19): the mailbox under /demo/apps/mailbox. Page through the inbox, read a
 * mail and its attachments, star it and find it under "Destacados", rename a label and read its
 * new slug, write and send a mail and find it in "Enviados"; the phone layout; axe on each view.
 */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });

function panel(page: Page) {
  return page.getByRole('navigation', { name: 'Carpetas, filtros y etiquetas' });
}

async function openMailbox(page: Page) {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Correo');
  await expect(page).toHaveURL(/\/demo\/apps\/mailbox\/folder\/inbox$/);
  return productTokens;
}

test('mailbox: page the inbox, read the attachments, star a mail and find it in Destacados', async ({ page }) => {
  const productTokens = await openMailbox(page);
  const list = page.getByRole('list', { name: 'Correos: Recibidos' });
  await expect(page.getByText('1–10 de 23')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('11–20 de 23')).toBeVisible();
  await expect(page).toHaveURL(/folder\/inbox\?page=2$/);
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('21–23 de 23')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await page.goBack();
  await expect(page.getByText('11–20 de 23')).toBeVisible();
  await page.getByRole('button', { name: 'Página anterior' }).click();
  await expect(page.getByText('1–10 de 23')).toBeVisible();

  // The first mail of the inbox with attachments (the seed has some on the first page).
  const withFiles = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: 'Con adjuntos' }) })
    .first();
  const inboxLink = panel(page).getByRole('link', { name: /^Recibidos/ });
  const unreadBefore = Number.parseInt((await inboxLink.getByText(/ sin leer$/).textContent()) ?? '', 10);
  const wasUnread = ((await withFiles.textContent()) ?? '').includes('Sin leer:');
  await withFiles.getByRole('link').click();
  await expect(page).toHaveURL(/folder\/inbox\/[0-9a-f-]{36}$/);
  const mailId = page.url().split('/').pop() ?? '';
  const files = page.getByRole('list', { name: /^Adjuntos \(\d\)$/ });
  await expect(files.getByRole('listitem').first()).toBeVisible();
  const names = await files.getByRole('listitem').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const text of names) {
    expect(text).toMatch(/\.(jpg|png|pdf|csv)(image|application|text)\/[a-z]+ · \d+\s?kB$/);
  }
  const download = page.waitForEvent('download');
  await files
    .getByRole('button', { name: /^Descargar / })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.(svg|txt)$/);
  // Opening an unread mail marks it read: the inbox count follows.
  await expect(inboxLink).toHaveAccessibleName(`Recibidos ${wasUnread ? unreadBefore - 1 : unreadBefore} sin leer`);
  await expectNoAxeViolations(page);

  const star = page.getByRole('toolbar', { name: 'Acciones del correo' }).getByRole('button', { name: 'Destacado' });
  const wasStarred = (await star.getAttribute('aria-pressed')) === 'true';
  if (wasStarred) {
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  }
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await panel(page).getByRole('link', { name: 'Destacados', exact: true }).click();
  await expect(page).toHaveURL(/filter\/starred$/);
  const starred = page.getByRole('list', { name: 'Correos: Destacados' });
  await expect(starred.locator(`a[href*="${mailId}"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Correo' })).toBeVisible();
  await expect(starred.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
  await expectProductTokensUntouched(page, productTokens);
});

test('mailbox: rename a label and see its slug; compose, validate and send a mail', async ({ page }) => {
  await openMailbox(page);
  await page.getByRole('button', { name: 'Editar etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar etiquetas' });
  const personal = dialog.getByRole('textbox', { name: 'Nombre de la etiqueta Personal' });
  await expect(dialog.getByText('Dirección: personal')).toBeVisible();
  await expectNoAxeViolations(page);
  // Renamed to the title of another label, the slug is made unique.
  await personal.fill('Work');
  await personal.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Dirección nueva: work-1');
  await expect(dialog.getByText('Dirección: work-1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(panel(page).getByRole('link', { name: 'Work', exact: true })).toHaveCount(2);
  await panel(page).getByRole('link', { name: 'Work', exact: true }).first().click();
  await expect(page).toHaveURL(/label\/work-1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Work' })).toBeVisible();

  await page.getByRole('button', { name: 'Redactar' }).click();
  const compose = page.getByRole('dialog', { name: 'Nuevo correo' });
  await compose.getByRole('button', { name: 'Enviar' }).click();
  await expect(compose.getByText('Escribe al menos un destinatario.')).toBeVisible();
  await compose.getByRole('textbox', { name: 'Para' }).fill('ana@mail.example, nadie');
  await compose.getByRole('button', { name: 'Enviar' }).click();
  await expect(compose.getByText('«nadie» no es una dirección de correo.')).toBeVisible();
  await compose.getByRole('textbox', { name: 'Para' }).fill('ana@mail.example');
  await compose.getByRole('button', { name: 'Añadir CC y CCO' }).click();
  await compose.getByRole('textbox', { name: 'CC', exact: true }).fill('bo@post.example');
  await compose.getByRole('textbox', { name: 'Asunto' }).fill('Prueba desde la demo');
  await compose.getByRole('textbox', { name: 'Mensaje' }).fill('Hola Ana,\n\nun correo de prueba.');
  await expectNoAxeViolations(page);
  await compose.getByRole('button', { name: 'Enviar' }).click();
  await expect(compose).toBeHidden();
  await expect(page.getByText('Correo enviado.')).toBeVisible();

  await panel(page).getByRole('link', { name: 'Enviados', exact: true }).click();
  const sent = page.getByRole('list', { name: 'Correos: Enviados' });
  await expect(sent.getByRole('listitem').first()).toContainText('Prueba desde la demo');
  await expect(page.getByText('1–10 de 15')).toBeVisible();
  await sent.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Prueba desde la demo' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('bo@post.example');
  await expectNoAxeViolations(page);
});

test('mailbox at 390 px: the list and the reading pane are separate views', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDemo(page);
  await page.getByRole('button', { name: 'Abrir navegación' }).click();
  await openArea(page, 'Correo');
  const list = page.getByRole('list', { name: 'Correos: Recibidos' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await list.getByRole('listitem').nth(2).getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Volver a la lista' })).toBeVisible();
  await expect(list).toBeHidden();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Carpetas', exact: true }).click();
  await panel(page).getByRole('link', { name: 'Papelera', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Papelera' })).toBeVisible();
  await expect(page.getByText('1–10 de 11')).toBeVisible();
});
