import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.tmp/e2e-data');

/** Invites an address to the demo through the operator's CLI (decision 032), against the e2e server's data; answers the token. */
async function inviteThroughCli(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'apps/server/src/cli/atalaya.ts', 'user', 'invite', 'demo', email, '--role', 'gestor'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
  );
  const token = /\/auth\/invitacion\/([A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  if (!token) {
    throw new Error('the CLI printed no invitation link');
  }
  return token;
}

test('an invited person sets a name and password on the link page and lands in /admin', async ({ page }) => {
  const token = await inviteThroughCli(`gestora-${Date.now()}@example.test`);
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
