import { expect, test } from '@playwright/test';
import { createTenant, inviteThroughCli } from './operator.ts';
import { codeAt, decodeJwt, expectNoAxeViolations, signInWithPassword, storedToken } from './support.ts';

test('an invited person enrols a second factor, signs out, and signs in with password and code', async ({ page }) => {
  const email = `segundo-factor-${Date.now()}@example.test`;
  const password = 'una brújula en el faro';
  const token = await inviteThroughCli('demo', email, 'gestor');

  await page.goto(`/auth/invitacion/${token}`);
  await page.getByLabel(/Nombre y apellidos/).fill('Persona con Segundo Factor');
  await page.getByLabel(/Contraseña nueva/).fill(password);
  await page.getByLabel(/Repita la contraseña/).fill(password);
  await page.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();

  // The second step of the invitation: offered (the demo does not require it).
  await expect(page.getByTestId('invitation-second-factor')).toBeVisible();
  const qr = page.getByRole('img', { name: /Código QR/ });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ahora no' })).toBeVisible();
  await expectNoAxeViolations(page);

  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is refused and announced.
  await page.getByLabel(/Código de verificación/).fill(codeAt(secret, Date.now() + 20 * 60_000));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(page.getByRole('alert')).toContainText('El código no es correcto');
  await page.getByLabel(/Código de verificación/).fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();

  // Ten recovery codes, shown once; continue only after saying they were saved.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCode = ((await codes.first().textContent()) ?? '').trim();
  expect(firstCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expectNoAxeViolations(page);
  const continueButton = page.getByRole('button', { name: 'Continuar' });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('checkbox', { name: /He guardado los códigos/ }).check();
  await continueButton.click();
  await expect(page).toHaveURL(/\/admin\//);

  // Signed out, the password alone is not enough.
  await page.goto('/auth/sign-out');
  await expect(page).not.toHaveURL(/\/admin\//);
  await signInWithPassword(page, email, password);
  const codeField = page.getByLabel(/Código de verificación/);
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  // The next time step's code (the enrolment used the current one: a code is accepted once).
  await codeField.fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin\//);

  // A recovery code works once too.
  await page.goto('/auth/sign-out');
  await signInWithPassword(page, email, password);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel(/Código de recuperación/).fill(firstCode);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin\//);
});

test('a tenant made by the CLI requires a second factor: the sign-in sends a person without one to enrol first', async ({
  page,
  baseURL,
}) => {
  // The new tenant answers at a name of its own under .localhost (Chromium resolves it to loopback).
  const code = `e2e-2fa-${Date.now()}`;
  const { origin } = await createTenant(baseURL, {
    code,
    name: 'Canal con doble factor',
    adminEmail: `resp-${code}@example.test`,
  });
  const email = `gestor-${code}@example.test`;
  const password = 'un velero en la bahía';
  const token = await inviteThroughCli(code, email, 'gestor');

  // The invitation's second step is required here: no "Not now".
  await page.goto(`${origin}/auth/invitacion/${token}`);
  await page.getByLabel(/Nombre y apellidos/).fill('Gestor del Canal');
  await page.getByLabel(/Contraseña nueva/).fill(password);
  await page.getByLabel(/Repita la contraseña/).fill(password);
  await page.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ahora no' })).toHaveCount(0);
  // The person leaves without enrolling: no back-office session was given (only the page's public one).
  const stored = await storedToken(page, 'accessToken');
  expect(stored === null ? null : decodeJwt(stored).tipoacceso).not.toBe('Privado');

  // The next sign-in goes to the enrolment page before anything else.
  await signInWithPassword(page, email, password, origin);
  await expect(page).toHaveURL(/\/auth\/dos-factores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Segundo factor' })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel(/Código de verificación/).fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await page.getByRole('checkbox', { name: /He guardado los códigos/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/admin\//);
});
