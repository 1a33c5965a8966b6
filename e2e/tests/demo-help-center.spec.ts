import { expect, test, type Page } from '@playwright/test';
import { expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Spec 001 part 2 (issue 19): the help center under /demo/apps/help-center, answered by the demo's
 * worker. Search from the home, read a FAQ by expanding it, walk the guides down to one guide and
 * back, send the support form (a validation error first); axe on each screen, once in dark.
 */

// The demo's worker is a service worker: this spec lets it run (the config blocks them by default).
test.use({ serviceWorkers: 'allow', locale: 'es-ES' });
// Each test signs in (the engine's 1.5 s) and runs axe several times: room for a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** At 390 px wide (a phone) the screen fits: nothing scrolls sideways. Back to the desktop size after. */
async function expectFitsPhone(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (size) {
    await page.setViewportSize(size);
  }
}

function sections(page: Page) {
  return page.getByRole('navigation', { name: 'Secciones del centro de ayuda' });
}

test('help center: search from the home, then read FAQs by category', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Centro de ayuda');
  await expect(page).toHaveURL(/\/demo\/apps\/help-center$/);
  await expect(page.getByRole('heading', { level: 2, name: '¿Cómo podemos ayudarte?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lo más preguntado' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);

  // Search: FAQ questions and guide titles, each result a link.
  const search = page.getByRole('searchbox', { name: 'Buscar en preguntas y guías' });
  await search.fill('refund');
  const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('link')).toHaveCount(2);
  await expect(results.getByRole('link', { name: /How do refunds work\?/ })).toContainText(
    'Pregunta frecuente · Payments',
  );
  await expect(results.getByRole('link', { name: /Ask for a refund/ })).toContainText('Guía · Payments');
  await expect(page.getByRole('status').filter({ hasText: '2 resultados' })).toBeVisible();
  await search.fill('zzzz nothing');
  await expect(page.getByText('No hay resultados. Prueba con otras palabras o escríbenos.')).toBeVisible();
  await search.fill('refund');
  await expectNoAxeViolations(page);

  // A FAQ result opens its category with that answer already expanded.
  await results.getByRole('link', { name: /How do refunds work\?/ }).click();
  await expect(page).toHaveURL(/\/help-center\/faqs\/payments\?open=/);
  const refunds = page.getByRole('button', { name: 'How do refunds work?' });
  await expect(refunds).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How do refunds work?' })).toContainText('within 30 days');

  // FAQs by category: switch to Licenses and expand a question to read its answer.
  await page
    .getByRole('navigation', { name: 'Temas de las preguntas' })
    .getByRole('link', { name: 'Licenses' })
    .click();
  await expect(page).toHaveURL(/\/help-center\/faqs\/licenses$/);
  const expire = page.getByRole('button', { name: 'Does a license expire?' });
  await expect(expire).toHaveAttribute('aria-expanded', 'false');
  await expire.click();
  await expect(expire).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Does a license expire?' })).toContainText('A license is granted once');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);

  await expectProductTokensUntouched(page, productTokens);
});

test('help center: guides by category, one guide with its breadcrumb, in light and dark', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Centro de ayuda');
  // Guides: five per category at most, "see all" where there are more.
  await sections(page).getByRole('link', { name: 'Guías' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Guías' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByRole('list', { name: 'Guías de «Your account»' }).getByRole('link')).toHaveCount(5);
  await expect(account.getByText('8 guías', { exact: true })).toBeVisible();
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('list', { name: 'Guías de «Settings»' }).getByRole('link')).toHaveCount(4);
  await expect(settings.getByRole('link', { name: /^Ver las/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await account.getByRole('link', { name: 'Ver las 8 guías de «Your account»' }).click();
  await expect(page).toHaveURL(/\/help-center\/guides\/your-account$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guías de «Your account»' }).getByRole('link')).toHaveCount(8);
  await expectNoAxeViolations(page);

  // One guide: its content as text blocks, the breadcrumb back to its category.
  await page.getByRole('link', { name: /Close your account/ }).click();
  await expect(page).toHaveURL(/\/help-center\/guides\/your-account\/close-your-account$/);
  const guide = page.getByRole('article', { name: 'Close your account' });
  await expect(guide.getByText('What happens to your purchases and data', { exact: true })).toBeVisible();
  await expect(guide.getByRole('heading', { level: 3, name: 'Step by step' })).toBeVisible();
  expect(await guide.locator('ol > li').count()).toBeGreaterThanOrEqual(3);
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByText('Close your account')).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // The same guide in the dark scheme (a reload starts a fresh, identical store).
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expect(page.getByRole('article', { name: 'Close your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page).toHaveURL(/\/help-center\/guides\/your-account$/);

  // An unknown guide says so instead of breaking.
  await page.goto('/demo/apps/help-center/guides/your-account/no-such-guide');
  await expect(page.getByText('No existe.')).toBeVisible();

  await expectProductTokensUntouched(page, productTokens);
});

test('help center: the support form shows its errors, then a local confirmation', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Centro de ayuda');
  // Errors first, then the local confirmation that says it is a demo.
  await sections(page).getByRole('link', { name: 'Contactar con soporte' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contactar con soporte' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Noa Vidal');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('noa@');
  await page.getByRole('textbox', { name: 'Asunto' }).fill('Transfer a license');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Too short');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expect(page.getByText('Cuéntanos un poco más: al menos 20 caracteres.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await expectFitsPhone(page);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('noa@mail.example');
  await page.getByRole('combobox', { name: 'Tema' }).click();
  await page.getByRole('option', { name: 'Licencias' }).click();
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Can I hand my regular license over to a client?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Gracias, Noa Vidal. Hemos recibido tu mensaje.' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Esto es una demo: el mensaje no se ha enviado a nadie ni se ha guardado.');
  await expect(confirmation).toContainText(/Referencia: HC-[0-9A-Z]{6}/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
  await expectProductTokensUntouched(page, productTokens);
});
