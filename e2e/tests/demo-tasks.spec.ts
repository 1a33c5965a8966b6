import { expect, test } from '@playwright/test';
import { openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/** Spec 001 part 2 (issue 19): the tasks app under /demo/, answered by the demo's worker. */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });

test('tasks: reorder by keyboard and keep the order; open a task at its URL and edit it', async ({ page }) => {
  // Two fresh loads of the demo (worker start, seeding) on a shared machine.
  test.setTimeout(120_000);
  await signInToDemo(page);
  await openArea(page, 'Tareas');
  const list = page.getByRole('list', { name: 'Lista de tareas' });
  const rows = list.getByRole('listitem');
  function titleAt(index: number) {
    return rows.nth(index).getByRole('link');
  }
  await expect(rows.first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard drag: focus the second row's handle, Space lifts, ArrowDown moves, Space drops.
  const second = (await titleAt(1).textContent()) ?? '';
  const third = (await titleAt(2).textContent()) ?? '';
  await list.getByRole('button', { name: `Mover «${second}»` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Has cogido «${second}», en la posición 2`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`«${second}» está ahora en la posición 3`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Has soltado «${second}» en la posición 3`)).toBeAttached();
  await expect(titleAt(1)).toHaveText(third);
  await expect(titleAt(2)).toHaveText(second);

  // The order is the store's: leave the list and come back (same page load), it is still there.
  await openArea(page, 'Notas');
  await openArea(page, 'Tareas');
  await expect(titleAt(1)).toHaveText(third);
  await expect(titleAt(2)).toHaveText(second);

  // Search (title or notes, any case): only the hits, and no handles while the list is narrowed.
  const search = page.getByRole('searchbox', { name: 'Buscar tareas' });
  await search.fill('MIGRATION');
  await expect(rows).toHaveCount(1);
  await expect(titleAt(0)).toHaveText('Plan the data migration');
  await expect(list.getByRole('button', { name: /^Mover/ })).toHaveCount(0);
  await search.fill('');
  await expect(titleAt(2)).toHaveText(second);

  // A task's detail at its own URL (a fresh load: the seed is the same, so is the id).
  const href = (await list.getByRole('link', { name: second, exact: true }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/demo\/apps\/tasks\/[\w-]+$/);
  await page.goto(href);
  const detail = page.getByRole('form', { name: 'Detalle de la tarea' });
  await expect(detail.getByRole('textbox', { name: 'Título' })).toHaveValue(second, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
  await expectNoAxeViolations(page);

  await detail.getByRole('textbox', { name: 'Título' }).fill('Preparar la demo del sprint');
  await detail.getByRole('combobox', { name: 'Prioridad' }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await detail.getByRole('textbox', { name: 'Nueva subtarea' }).fill('Ensayar la presentación');
  await detail.getByRole('button', { name: 'Añadir subtarea' }).click();
  await detail.getByRole('checkbox', { name: 'Ensayar la presentación' }).check();
  await detail.getByRole('button', { name: 'Guardar' }).click();
  await expect(detail.getByRole('status')).toHaveText('Cambios guardados');
  const row = rows.filter({ hasText: 'Preparar la demo del sprint' });
  await expect(row).toContainText('Alta');
  await page.reload();
  // A reload starts the store again from the seed.
  await expect(detail.getByRole('textbox', { name: 'Título' })).toHaveValue(second, { timeout: 30_000 });

  // Complete a task from the list; add a section.
  const toggle = list.getByRole('checkbox', { name: `Completada: ${second}` });
  await toggle.check();
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Añadir sección' }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/tasks\/[\w-]+$/);
  await expect(page.getByRole('form', { name: 'Sección' }).getByRole('textbox', { name: 'Título' })).toHaveValue(
    'Nueva sección',
  );
  await expect(titleAt(0)).toHaveText('Nueva sección');

  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
});

test('tasks and notes at 390 px: no sideways scrolling, the header search fits', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDemo(page);
  for (const [path, heading] of [
    ['/demo/apps/tasks', 'Tareas'],
    ['/demo/apps/notes', 'Notas'],
  ] as const) {
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await page.getByRole('navigation', { name: 'Áreas de la demo' }).getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Buscar en la demo' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`${heading}-390.png`), fullPage: false });
  }
});
