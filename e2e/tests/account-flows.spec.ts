import { expect, test } from '@playwright/test';
import { inviteThroughCli } from './operator.ts';
import { expectNoAxeViolations } from './support.ts';

test('an invited person sets a name and password on the link page and lands in /admin', async ({ page }) => {
  const token = await inviteThroughCli('demo', `gestora-${Date.now()}@example.test`, 'gestor');
  await page.goto(`/auth/invitacion/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aceptar la invitación' })).toBeVisible();
  await expect(page.getByText('gestor/a de expedientes')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/Nombre y apellidos/).fill('Gestora de Prueba');
  await page.getByLabel(/Contraseña nueva/).fill('corta');
  await page.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 12 caracteres')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/Contraseña nueva/).fill('un faro en la costa gris');
  await page.getByLabel(/Repita la contraseña/).fill('un faro en la costa gris');
  await page.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();
  // The demo does not require a second factor: the invitation offers it, and it can wait.
  await page.getByRole('button', { name: 'Ahora no' }).click();
  await expect(page).toHaveURL(/\/admin\//);

  // The link works once.
  await page.evaluate(() => globalThis.localStorage.clear());
  await page.goto(`/auth/invitacion/${token}`);
  await expect(page.getByTestId('invitation-invalid')).toBeVisible();
});

test('"forgot password" from the sign-in page shows the confirmation', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).click();
  await expect(page).toHaveURL(/\/auth\/olvido$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Correo electrónico/).fill('nadie@example.test');
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('El enlace caduca en una hora');
  await expectNoAxeViolations(page);
});

test('the reset page checks the confirmation and refuses an unknown link', async ({ page }) => {
  await page.goto(`/auth/restablecer/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elegir una contraseña nueva' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Contraseña nueva/).fill('tres tortugas cruzan el puente');
  await page.getByLabel(/Repita la contraseña/).fill('tres tortugas cruzan el puente');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('Este enlace no es válido o ha caducado');
});
