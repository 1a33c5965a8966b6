import { expect, test } from '@playwright/test';
import { demoAccount, demoChunks, expectProductTokensUntouched, openArea, signInToDemo } from './demo-support.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Spec 001 part 1 (issue 18): the sample areas under /demo/, answered in the browser by the demo's
 * worker (scope /demo/). Sign in with the demo account, do one thing a person would do on each
 * screen, axe on each; the product's tokens are never touched, and the public page never loads the
 * demo's worker or code.
 */

// The demo's worker is a service worker: this spec lets it run (the config blocks them by default).
test.use({ serviceWorkers: 'allow', locale: 'es-ES' });

test('analytics: every widget drawn with its values as text, in light and dark', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  const widgets = [
    'Visitantes',
    'Conversiones',
    'Impresiones',
    'Visitas',
    'Visitantes frente a páginas vistas',
    'Nuevos y recurrentes',
    'Género',
    'Edad',
    'Idioma',
  ];
  for (const name of widgets) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.locator('svg').first()).toBeVisible();
    // The text alternative: a table of the values, named by its caption.
    await expect(section.getByRole('table', { name: `Datos de «${name}»` })).toBeAttached();
  }
  await expect(page.getByRole('table', { name: 'Datos de «Idioma»' })).toContainText('español');
  await expect(page.getByRole('table', { name: 'Datos de «Visitantes»' }).getByRole('row')).toHaveCount(81);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));

  // The product's language menu switches the demo's texts too (es and en).
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Data of “Language”' })).toContainText('Spanish');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  await expectProductTokensUntouched(page, productTokens);
});

test('inventory: sort, page and edit a product; lock and unlock the session', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Inventario');
  const table = page.getByRole('table', { name: 'Inventario' });
  await expect(page.getByText('1–10 de 23')).toBeVisible();
  await expectNoAxeViolations(page);

  // Sort by SKU, then descending: the column says so and the first SKU changes.
  await table.getByRole('button', { name: 'SKU' }).click();
  await expect(table.getByRole('columnheader', { name: 'SKU' })).toHaveAttribute('aria-sort', 'ascending');
  const firstAscending = await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  await table.getByRole('button', { name: 'SKU' }).click();
  await expect(table.getByRole('columnheader', { name: 'SKU' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText(firstAscending ?? '');

  // Five per page, then the next page.
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page.getByText('1–5 de 23')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('6–10 de 23')).toBeVisible();

  // Search (debounced) narrows the list.
  const someName = (await table.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(someName);
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible();

  // Edit it: new name, base price 100 + tax 20 % = 120 €.
  await table.getByRole('button', { name: `Editar ${someName}` }).click();
  const editor = page.getByRole('form', { name: `Editar «${someName}»` });
  await editor.getByLabel('Nombre').fill('Reloj de prueba');
  await editor.getByLabel('Precio base').fill('100');
  await editor.getByLabel('Impuesto (%)').fill('20');
  await expect(editor.getByLabel('Precio', { exact: true })).toHaveValue(/120,00/);
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Reloj de prueba');
  await expect(table.getByRole('row', { name: /Reloj de prueba/ })).toContainText('120,00');

  // Lock from the user menu; the password opens it again.
  await page.getByRole('button', { name: /Menú de Alex Rivera/ }).click();
  await page.getByRole('menuitem', { name: 'Bloquear sesión' }).click();
  await expect(page).toHaveURL(/\/demo\/unlock-session$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Contraseña').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventario' })).toBeVisible();
  await expectProductTokensUntouched(page, productTokens);
});

test('contacts: add a contact with a phone and a tag, then delete the tag and see it gone', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Contactos');
  await expect(page.getByText('42 contactos')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Añadir contacto' }).click();
  const editor = page.getByRole('form', { name: 'Editar a New Contact' });
  await expect(editor).toBeVisible();
  await editor.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Zoe Prueba');
  await editor.getByRole('button', { name: 'Añadir correo' }).click();
  await editor.getByRole('textbox', { name: 'Correo 1' }).fill('zoe@example.test');
  await editor.getByRole('button', { name: 'Añadir teléfono' }).click();
  await expect(editor.getByRole('combobox', { name: 'País del teléfono 1' })).toHaveValue(/Spain \(\+34\)/);
  await editor.getByRole('textbox', { name: 'Teléfono 1' }).fill('612 345 678');
  await editor.getByRole('combobox', { name: 'Etiquetas' }).click();
  await page.getByRole('option', { name: 'Work', exact: true }).click();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/demo\/apps\/contacts\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Zoe Prueba' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+34 612 345 678' })).toBeVisible();
  const tags = page.getByRole('list', { name: 'Etiquetas' });
  await expect(tags.getByRole('listitem')).toHaveText(['Work']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Gestionar etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestionar etiquetas' });
  await dialog.getByRole('button', { name: 'Eliminar la etiqueta Work' }).click();
  await expect(dialog.getByText('Work', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(tags.getByRole('listitem')).toHaveCount(0);
  await expectProductTokensUntouched(page, productTokens);
});

test('chat: open a conversation, send a message, mute it, see the contact and the profile', async ({ page }) => {
  const productTokens = await signInToDemo(page);
  await openArea(page, 'Chat');
  const chats = page.getByRole('list', { name: 'Conversaciones' });
  await expect(chats.getByRole('link')).toHaveCount(10);
  await expectNoAxeViolations(page);

  const first = chats.getByRole('link').first();
  const name = ((await first.locator('.MuiListItemText-primary').textContent()) ?? '').split(',')[0] ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const log = page.getByRole('log', { name: `Mensajes con ${name}` });
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola, esto es una prueba');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const mine = log.locator('[data-mine="true"]').last();
  await expect(mine).toContainText('Hola, esto es una prueba');
  await expect(mine).toHaveCSS('justify-content', 'flex-end');
  await expect(log.locator('[data-mine="false"]').first()).toHaveCSS('justify-content', 'flex-start');
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  await expect(chats.getByRole('link').first()).toContainText('Hola, esto es una prueba');

  const mute = page.getByRole('button', { name: 'Silenciar' });
  const wasMuted = (await mute.getAttribute('aria-pressed')) === 'true';
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', String(!wasMuted));

  await page.getByRole('button', { name: 'Información del contacto' }).click();
  await expect(page.getByRole('complementary', { name: 'Información del contacto' })).toContainText(name);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('dialog', { name: 'Mi perfil' })).toContainText('Alex Rivera');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expectProductTokensUntouched(page, productTokens);
});

test('sign-up, forgot and reset password validate, show the delay as progress and answer', async ({ page }) => {
  await page.goto('/demo/sign-in');
  await page.getByRole('link', { name: /Crear cuenta/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Obligatorio').first()).toBeVisible();
  await expect(page.getByText('Debes aceptarlas')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Noa Prueba');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('noa@example.test');
  await page.getByLabel('Contraseña').fill('una-contraseña');
  await page.getByRole('checkbox', { name: 'Acepto las condiciones de la demo' }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('progressbar', { name: 'Un momento…' })).toBeVisible();
  await expect(page.getByText('Cuenta creada (de ejemplo).', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/demo/forgot-password');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Escribe un correo válido')).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(demoAccount.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si la cuenta existe', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nueva contraseña' }).click();
  await page.getByLabel(/^Contraseña/).fill('contraseña-nueva');
  await page.getByLabel('Repite la contraseña').fill('otra-distinta');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repite la contraseña').fill('contraseña-nueva');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada (de ejemplo).')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every demo screen passes axe in dark', async ({ page }) => {
  // Sixteen axe runs on a shared machine: more than the default minute.
  test.setTimeout(240_000);
  // Every screen is checked and the violations are reported together, each under its screen.
  const failures: string[] = [];
  async function axe(screen: string): Promise<void> {
    try {
      await expectNoAxeViolations(page);
    } catch (error) {
      failures.push(`${screen}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await page.goto('/');
  await page.locator('#atalaya-splash').waitFor({ state: 'detached' });
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));

  // The pages without a session, with their validation messages shown.
  await page.goto('/demo/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar en la demo' })).toBeVisible();
  // The dark palette's background (#0f172a): the checks below really run in dark.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Obligatorio').first()).toBeVisible();
  await axe('sign-in');
  const pages = [
    ['/demo/sign-up', 'Crear una cuenta', 'Crear cuenta', 'Obligatorio'],
    ['/demo/forgot-password', 'Recuperar la contraseña', 'Enviar enlace', 'Obligatorio'],
    ['/demo/reset-password', 'Nueva contraseña', 'Guardar la contraseña', 'Al menos 8 caracteres'],
  ] as const;
  for (const [path, heading, submit, message] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText(message).first()).toBeVisible();
    await axe(path);
  }

  const productTokens = await signInToDemo(page);

  // Inventory: the table, then a product's editor.
  await openArea(page, 'Inventario');
  const table = page.getByRole('table', { name: 'Inventario' });
  await expect(page.getByText('1–10 de 23')).toBeVisible();
  await axe('inventory');
  await table
    .getByRole('button', { name: /^Editar / })
    .first()
    .click();
  await expect(page.getByRole('form', { name: /^Editar «/ })).toBeVisible();
  await axe('inventory: product editor');

  // Contacts: the list, a contact, its editor and the tags dialog.
  await openArea(page, 'Contactos');
  await expect(page.getByText('42 contactos')).toBeVisible();
  await axe('contacts');
  const firstContact = page.getByRole('list', { name: 'Contactos' }).getByRole('link').first();
  const contactName = ((await firstContact.textContent()) ?? '').trim();
  await firstContact.click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await axe('contacts: detail');
  await page.getByRole('link', { name: 'Editar contacto' }).click();
  await expect(page.getByRole('form', { name: /^Editar a / })).toBeVisible();
  await axe(`contacts: editor (${contactName})`);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Gestionar etiquetas' }).click();
  const tagsDialog = page.getByRole('dialog', { name: 'Gestionar etiquetas' });
  await expect(tagsDialog).toBeVisible();
  await axe('contacts: tags dialog');
  await tagsDialog.getByRole('button', { name: 'Cerrar' }).click();

  // Chat: the list, a conversation, the contact panel and the profile.
  await openArea(page, 'Chat');
  const chats = page.getByRole('list', { name: 'Conversaciones' });
  await expect(chats.getByRole('link')).toHaveCount(10);
  await axe('chat');
  await chats.getByRole('link').first().click();
  await expect(page.getByRole('log', { name: /^Mensajes con / })).toBeVisible();
  await axe('chat: conversation');
  await page.getByRole('button', { name: 'Información del contacto' }).click();
  await expect(page.getByRole('complementary', { name: 'Información del contacto' })).toBeVisible();
  await axe('chat: contact panel');
  await page.getByRole('button', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('dialog', { name: 'Mi perfil' })).toBeVisible();
  await axe('chat: profile');
  await page.getByRole('dialog', { name: 'Mi perfil' }).getByRole('button', { name: 'Cerrar' }).click();

  // The user menu, and the session locked from it.
  await page.getByRole('button', { name: /Menú de Alex Rivera/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Bloquear sesión' })).toBeVisible();
  await axe('user menu');
  await page.getByRole('menuitem', { name: 'Bloquear sesión' }).click();
  await expect(page).toHaveURL(/\/demo\/unlock-session$/);
  await axe('unlock session');
  await page.getByLabel('Contraseña').fill(demoAccount.password);
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
  expect(failures).toEqual([]);
  await expectProductTokensUntouched(page, productTokens);
});

test('the language menu shows the demo in Català, Euskara and Galego', async ({ page }) => {
  await signInToDemo(page);
  const languages = [
    { item: 'Català', nav: 'Àrees de la demo', links: ['Contactes', 'Inventari', 'Xat'], heading: 'Analítica' },
    { item: 'Euskara', nav: 'Demoaren atalak', links: ['Kontaktuak', 'Inbentarioa', 'Txata'], heading: 'Analitika' },
    // Galician writes Contactos and Inventario as Spanish does: its own words are checked.
    { item: 'Galego', nav: 'Áreas da demo', links: ['Ficheiros', 'Centro de axuda', 'Tarefas'], heading: 'Analítica' },
  ];
  for (const { item, nav, links, heading } of languages) {
    await page.getByRole('button', { name: /^(Idioma|Hizkuntza|Language)$/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const navigation = page.getByRole('navigation', { name: nav });
    for (const link of links) {
      await expect(navigation.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Galician: the area opens with its translated heading too.
  await page.getByRole('navigation', { name: 'Áreas da demo' }).getByRole('link', { name: 'Contactos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Engadir contacto' })).toBeVisible();
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('navigation', { name: 'Áreas de la demo' })).toBeVisible();
});

test('at 390 px every screen fits the width and the navigation opens from the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDemo(page);
  for (const area of ['Analítica', 'Chat', 'Contactos', 'Inventario']) {
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await openArea(page, area);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, area).toBeLessThanOrEqual(0);
  }
});

test('the public page never loads the demo worker nor any demo chunk', async ({ page }) => {
  const chunks = demoChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.locator('#atalaya-splash').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.startsWith('/demo/'))).toEqual([]);
  expect(requested.filter((url) => chunks.some((file) => url.endsWith(file)))).toEqual([]);
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(registrations.filter((scope) => scope.includes('/demo/'))).toEqual([]);
});
