import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, openCase, openTab, signIn, type Filed } from './support.ts';

/*
 * Issue 17 §7, part 2 (art 32.2 Ley 2/2023): a handler blacks out a region of an image the
 * reporter attached, with the keyboard; the documents list then serves the redacted file, and the
 * Responsable downloads the original, byte for byte what the reporter sent.
 */

/** A 240×160 white PNG with a red box in the middle: what the region will cover. */
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAYAAAAy2+FlAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACdklEQVR4nO3UsQkDAQwEQVfy/Zfirt49+AKxMAPKhWD1eYGsz/UCwP8EDGEChjABQ5iAIUzAECZgCBMwhAkYwgQMYQKGMAFDmIAhTMAQJmAIEzCECRjCBAxhAoYwAUOYgCFMwBAmYAgTMIQJGMIEDGEChjABQ5iAIUzAECZgCBMwhAkYwgQMYQKGMAFDmIAhTMAQJmAIEzCECRjCBAxhAoYwAUOYgCFMwBAmYAgTMIQJGMIEDGEChjABQ5iAIUzAECZgCBMwhAkYwgQMYQKGMAGPvs9jhhuwEfBIwNsDYyPgkYAFfEnAIwEL+JKARwIW8CUBjwQs4EsCHglYwJcEPBKwgC8JeCRgAV8S8EjAAr4k4JGABXxJwCMBC/iSgEcCFvAlAY8ELOBLAh4JWMCXBDwSsIAvCXgkYAFfEvBIwAK+JOCRgAV8ScAjAQv4koBHAhbwJQGPBCzgSwIeCVjAlwQ8ErCALwl4JGABXxLwSMACviTgkYAFfEnAIwEL+JKARwIW8CUBjwQs4EsCHglYwJcEPBKwgC8JeCRgAV8S8EjAAr4k4JGABXxJwCMBC/iSgEcCFvAlAY8ELOBLAh4JWMCXBDwSsIAvCRjCBAxhAoYwAUOYgCFMwBAmYAgTMIQJGMIEDGEChjABQ5iAIUzAECZgCBMwhAkYwgQMYQKGMAFDmIAhTMAQJmAIEzCECRjCBAxhAoYwAUOYgCFMwBAmYAgTMIQJGMIEDGEChjABQ5iAIUzAECZgCBMwhAkYwgQMYQKGMAFDmIAhTMAQJmAIEzCECRjCBAxhAoYwAUOYgCFMwBAmYAgTMIQJGMIEDGEChjABw9v1AzFTIRQ4fKjGAAAAAElFTkSuQmCC',
  'base64',
);
const fileName = 'foto-del-expediente.png';

/** Files a complaint with the picture attached, through the public API as the wizard does. */
async function fileWithPicture(request: APIRequestContext): Promise<Filed> {
  const publico = await request.post('/api/auth/publico', {
    headers: { skip: 'true' },
    data: { url: '127.0.0.1', idaplicacion: 1 },
  });
  expect(publico.ok()).toBe(true);
  const token = ((await publico.json()) as { accesstoken: { token: string } }).accesstoken.token;
  const auth = { authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/gdoc/documento/postupload?descripcion=Foto', {
    headers: auth,
    multipart: { file: { name: fileName, mimeType: 'image/png', buffer: picture } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const iddocumento = ((await uploaded.json()) as { iddocumento: number }).iddocumento;
  const types = await request.post('/api/denuncias/den_tipos_denuncia/GetList', {
    headers: auth,
    data: { start: 0, length: -1 },
  });
  const list = (await types.json()) as { data: Array<{ idtipodenuncia: number; nombre: { es: string } }> };
  const fraud = list.data.find((type) => type.nombre.es === 'Fraude o corrupción');
  const filed = await request.post('/api/denuncias/den_denuncias/', {
    headers: auth,
    data: {
      den_denuncias: {
        idtipodenuncia: fraud?.idtipodenuncia,
        answers: {
          que_ocurrio: 'Adjunto una foto del expediente con datos de salud de una tercera persona.',
          donde: 'Servicio de contratación',
          como_conocio: 'presencie',
          areas: ['contratacion'],
        },
        anonima: true,
        documentos: [iddocumento],
        aceptaPrivacidad: true,
      },
    },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  return (await filed.json()) as Filed;
}

test('a handler blacks out a region of an attached picture; the Responsable downloads the original', async ({
  page,
  request,
}) => {
  const filed = await fileWithPicture(request);
  await signIn(page);
  await openCase(page, filed.guid);
  await openTab(page, 'Documentos');
  await page.getByRole('button', { name: `Tachar zonas de «${fileName}»` }).click();

  const dialog = page.getByRole('dialog', { name: 'Tachar zonas del documento' });
  await expect(dialog.getByRole('img', { name: `Imagen «${fileName}»` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tachar' })).toBeDisabled();
  // The keyboard way: a zone in the middle of the page, made a little smaller with Shift+arrows.
  await dialog.getByRole('button', { name: 'Añadir zona' }).click();
  const status = dialog.getByTestId('document-region-status');
  await expect(status).toContainText('Zona 1 (página 1)');
  const added = (await status.textContent()) ?? '';
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(status).not.toHaveText(added);
  await expect(dialog.getByTestId('document-regions-item')).toHaveCount(1);
  await expect(dialog.getByTestId('document-region')).toHaveCount(1);
  await expect(dialog).toContainText('Se tachará 1 zona en 1 página');
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Identidad de un tercero' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Tachar' }).click();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Tachados');
  const row = page.getByRole('row').filter({ hasText: `Documento «${fileName}»` });
  await expect(row).toContainText('1 zona');
  await expect(row).toContainText('Identidad de un tercero');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /original/i }).click(),
  ]);
  const original = fs.readFileSync((await download.path()) ?? '');
  expect(original.equals(picture)).toBe(true);

  // What every handler downloads from now on is the redacted picture, not the one sent.
  await openTab(page, 'Documentos');
  const [redacted] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Descargar ${fileName}` }).click(),
  ]);
  const served = fs.readFileSync((await redacted.path()) ?? '');
  expect(served.subarray(1, 4).toString()).toBe('PNG');
  expect(served.equals(picture)).toBe(false);
});
