import { expect, test } from '@playwright/test';
import { openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/** Spec 001 part 2 (issue 19): the common search in the demo's header. */

test.use({ serviceWorkers: 'allow', locale: 'es-ES' });

test('search: type a contact’s name in the header and follow the result to the contact', async ({ page }) => {
  await signInToDemo(page);
  await openArea(page, 'Inventario');
  // A contact's name, as the demo's back end answers it (the worker serves this /demo/ page).
  const contact = await page.evaluate(async () => {
    const contacts = (await (await fetch('/api/apps/contacts/all')).json()) as { id: string; name: string }[];
    return contacts[4] as { id: string; name: string };
  });
  const box = page.getByRole('combobox', { name: 'Buscar en la demo' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill(contact.name.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
  const contacts = results.getByRole('group', { name: 'Contactos' });
  await expect(contacts.getByRole('option').filter({ hasText: contact.name })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  // Arrow down to the first result, Enter follows it.
  await box.press('ArrowDown');
  await expect(contacts.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(contacts.getByRole('option').first()).toContainText(contact.name);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/demo/apps/contacts/${contact.id}$`));
  await expect(page.getByRole('heading', { name: contact.name })).toBeVisible();
  await expect(box).toHaveValue('');

  // A page by its title; Escape closes the list; a click follows a result.
  await box.fill('tare');
  const pages = results.getByRole('group', { name: 'Páginas' });
  await expect(pages.getByRole('option', { name: 'Tareas' })).toBeVisible();
  await box.press('Escape');
  await expect(results).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(pages.getByRole('option', { name: 'Tareas' })).toBeVisible();
  await pages.getByRole('option', { name: 'Tareas' }).click();
  await expect(page).toHaveURL(/\/demo\/apps\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();

  // Nothing found says so.
  await box.fill('zzqqxx');
  await expect(page.getByText('Sin resultados para «zzqqxx».')).toBeVisible();
});
