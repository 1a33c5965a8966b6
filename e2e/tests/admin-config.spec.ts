import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support.ts';

test('a content block gets an image from the gallery and the public page shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/admin/denuncias/contenidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenidos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar denuncias (Español)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Editar denuncias (Español)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edición' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The image goes at the start of the block; the rest of its text stays.
  await dialog.locator('[contenteditable="true"]').click();
  await page.keyboard.press('Control+Home');
  await dialog.getByRole('button', { name: 'Insertar imagen' }).click();

  const picker = page.getByRole('dialog', { name: 'Elegir una imagen de la galería' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Subir imagen' }).first().click();
  const upload = page.getByRole('dialog', { name: 'Subir imagen' });
  await expect(upload.getByRole('button', { name: 'Subir imagen' })).toBeDisabled();
  const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  await upload
    .getByTestId('gallery-file-input')
    .setInputFiles({ name: 'sello.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByTestId('gallery-chosen-file')).toContainText('sello.png');
  await expectNoAxeViolations(page);
  await upload.getByRole('button', { name: 'Subir imagen' }).click();
  await expect(upload).toBeHidden();
  const card = picker.getByTestId('gallery-card').first();
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Seleccionar' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.locator('[contenteditable="true"] img')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha actualizado correctamente')).toBeVisible();

  // A visitor sees the image (served from /denuncias/recursos/) in the block.
  const visitor = await browser.newPage();
  await visitor.goto('/denuncias');
  const image = visitor.getByTestId('content-block').locator('img');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', /\/denuncias\/recursos\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Comunicaciones Anónimas' })).toBeVisible();
  await visitor.close();
});

test('a menu option with an external URL appears in the footer and opens in a new tab', async ({ page, browser }) => {
  await signIn(page);
  await page.goto('/admin/menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menús Dinámicos' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ver las opciones de Enlaces' }).click();
  await page.getByRole('button', { name: 'Nueva opción' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Título').fill('Portal de transparencia');
  await dialog.getByLabel('URL').fill('https://transparencia.example.org/');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Portal de transparencia', exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const link = visitor.getByRole('contentinfo').getByRole('link', { name: /Portal de transparencia/ });
  await expect(link).toHaveAttribute('href', 'https://transparencia.example.org/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await visitor.close();
});

const configScreens: ReadonlyArray<[path: string, heading: string]> = [
  ['/admin/denuncias/dashboard', 'Resumen'],
  ['/admin/denuncias/tipos', 'Tipos'],
  ['/admin/denuncias/estados', 'Estados'],
  ['/admin/denuncias/mensajes', 'Mensajes de Correo'],
  ['/admin/ajustes', 'Ajustes del canal'],
];

test('every configuration screen loads and axe finds no violations', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const [path, heading] of configScreens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('a new type with a new three-question form: the reporter is asked exactly those questions', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const formName = `Formulario e2e ${stamp}`;
  const typeName = `Urbanismo e2e ${stamp}`;
  const firstLabel = `¿Qué obra es? ${stamp}`;
  const checkboxLabel = `Sigue en marcha ${stamp}`;
  const questions: ReadonlyArray<[type: string, label: string]> = [
    ['Texto corto', firstLabel],
    ['Fecha', `¿Cuándo empezó? ${stamp}`],
    ['Casilla', checkboxLabel],
  ];
  await signIn(page);

  // Formularios: the builder, three questions, saved.
  await page.goto('/admin/denuncias/formularios');
  await expect(page.getByRole('heading', { level: 1, name: 'Formularios' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Nuevo formulario' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(formName);
  for (const [type, label] of questions) {
    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    await page.getByRole('menuitem', { name: type, exact: true }).click();
    await page.getByRole('textbox', { name: 'Texto de la pregunta (Español)' }).last().fill(label);
  }
  await expect(page.getByText(firstLabel).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado correctamente')).toBeVisible();

  // Tipos: a new type that asks that form.
  await page.goto('/admin/denuncias/tipos');
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo tipo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nombre (Español)' }).fill(typeName);
  await dialog.getByRole('combobox', { name: 'Formulario' }).click();
  await page.getByRole('option', { name: formName }).click();
  // Wait for the select's menu to finish its exit transition (axe reads colours mid-fade).
  await expect(page.locator('li[role="option"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado correctamente')).toBeVisible();

  // The reporter chooses that type and is asked exactly those three questions.
  const reporter = await browser.newPage();
  await reporter.goto('/denuncias/nueva');
  await reporter.getByRole('radio', { name: new RegExp(typeName) }).check();
  await expect(reporter.getByRole('heading', { level: 2, name: 'Paso 1 de 5: Tipo de comunicación' })).toBeVisible();
  await reporter.getByRole('button', { name: 'Siguiente' }).click();
  await expect(
    reporter.getByRole('heading', { level: 2, name: 'Paso 2 de 5: Descripción de los hechos' }),
  ).toBeVisible();
  for (const [, label] of questions) {
    await expect(reporter.getByLabel(label)).toBeVisible();
  }
  await expect(reporter.getByText('¿Qué ha ocurrido?')).toHaveCount(0);
  await expect(reporter.getByRole('checkbox', { name: checkboxLabel })).toBeVisible();
  await reporter.close();
});
