import { expect, test, type Page } from '@playwright/test';
import { expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Spec 001 part 2 (issue 19), the scrumboard: open it from the demo navigation, open a board, move
 * a card to another list by keyboard (dnd-kit's keyboard sensor), leave the board and come back
 * to find it there, edit the card in its dialog, move it with the dialog's "Mover a"; axe on each
 * screen, once in the dark scheme, and the board's columns scroll sideways at 390 px.
 */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });

function column(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function openBoard(page: Page, title: string, firstList: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(column(page, firstList).getByRole('listitem').first()).toBeVisible();
}

test('scrumboard: move a card by keyboard, come back, edit it in its dialog', async ({ page }) => {
  // Sign-in (1.5 s by §9) and five axe runs on a shared machine.
  test.setTimeout(150_000);
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Tablero');
  await expect(page.getByRole('list', { name: 'Tableros' }).getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await openBoard(page, 'Product launch', 'Backlog');
  await expectNoAxeViolations(page);

  // The first card of "Backlog" goes to "In progress" by keyboard: Space, →, Space.
  const backlog = column(page, 'Backlog');
  const inProgress = column(page, 'In progress');
  const title = 'Write the release notes';
  await expect(backlog.getByRole('listitem').first()).toContainText(title);
  const handle = page.getByRole('button', { name: `Mover la tarjeta «${title}»` });
  await handle.focus();
  await page.keyboard.press('Space');
  // The live region says where the card is (picked up, then over its own place).
  await expect(page.getByText(/«Write the release notes»: lista «Backlog», posición 1 de 4/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/lista «In progress», posición 1 de/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(/Has soltado la tarjeta «Write the release notes» en la lista «In progress»/),
  ).toBeAttached();
  await expect(inProgress.getByRole('listitem').first()).toContainText(title);
  await expect(backlog.getByText(title)).toHaveCount(0);

  // Leave the board and come back: the card is still in its new list (the store kept the move).
  await page.getByRole('link', { name: 'Todos los tableros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero' })).toBeVisible();
  await openBoard(page, 'Product launch', 'Backlog');
  await expect(inProgress.getByRole('listitem').first()).toContainText(title);
  await expect(backlog.getByText(title)).toHaveCount(0);

  // The card dialog: rename it, tick a label, add a checklist step, save.
  await inProgress.getByRole('listitem').first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Tarjeta de «In progress»');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Título de la tarjeta' }).fill('Release notes, final');
  const legal = dialog.getByRole('button', { name: 'Legal' });
  const pressed = await legal.getAttribute('aria-pressed');
  await legal.click();
  await expect(legal).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  await dialog.getByRole('textbox', { name: 'Nuevo paso' }).fill('Ask legal');
  await dialog.getByRole('button', { name: 'Añadir paso' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Ask legal' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const card = inProgress.getByRole('listitem').filter({ hasText: 'Release notes, final' });
  await expect(card).toBeVisible();

  // "Mover a" in the dialog: the same card to "Done", first place.
  await card.getByRole('button').first().click();
  await dialog.getByRole('combobox', { name: 'Lista' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await dialog.getByRole('combobox', { name: 'Posición' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Tarjeta movida a «Done», posición 1.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(column(page, 'Done').getByRole('listitem').first()).toContainText('Release notes, final');

  // Dark scheme: the board again after a reload (a fresh store: the seed's order).
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Product launch' })).toBeVisible();
  await expect(backlog.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
  await expectProductTokensUntouched(page, productTokens);
});

test('scrumboard at 390 px: the columns scroll sideways, a new list goes last', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDemo(page);
  await page.getByRole('button', { name: 'Abrir navegación' }).click();
  await openArea(page, 'Tablero');
  await openBoard(page, 'Website redesign', 'Ideas');
  const lists = page.getByRole('region', { name: 'Listas de «Website redesign»' });
  const sizes = await lists.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Añadir lista' }).click();
  await page.getByRole('textbox', { name: 'Título de la lista' }).fill('Launch week');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(column(page, 'Launch week')).toBeVisible();
  await expect(lists.getByRole('heading', { level: 2 }).last()).toHaveText('Launch week');
  await expectNoAxeViolations(page);
});

test('scrumboard: reorder lists by keyboard, drag a card with the mouse', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToDemo(page);
  await openArea(page, 'Tablero');
  await openBoard(page, 'Product launch', 'Backlog');
  const lists = page.getByRole('region', { name: 'Listas de «Product launch»' });
  const headings = lists.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Backlog', 'In progress', 'Review', 'Done']);

  // "Review" one place to the left, by keyboard.
  await page.getByRole('button', { name: 'Mover la lista «Review»' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Lista «Review»: posición 2 de 4.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Has soltado la lista «Review» en la posición 2 de 4.')).toBeAttached();
  await expect(headings).toHaveText(['Backlog', 'Review', 'In progress', 'Done']);

  // The first card of "Review" dragged with the mouse onto the first card of "Backlog".
  const review = column(page, 'Review');
  const backlog = column(page, 'Backlog');
  const handle = review
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Mover la tarjeta/ });
  const title = /«(.+)»/.exec((await handle.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(title).not.toBe('');
  const target = backlog.getByRole('listitem').first();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) {
    throw new Error('no boxes');
  }
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x - 20, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 5 });
  await page.mouse.up();
  await expect(backlog.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  await expect(review.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // Back to the boards and in again: both moves were kept by the store.
  await page.getByRole('link', { name: 'Todos los tableros' }).click();
  await openBoard(page, 'Product launch', 'Backlog');
  await expect(headings).toHaveText(['Backlog', 'Review', 'In progress', 'Done']);
  await expect(backlog.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
});
