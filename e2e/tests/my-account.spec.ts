import { expect, test, type Page } from '@playwright/test';
import { inviteThroughCli } from './operator.ts';
import { expectNoAxeViolations, signInWithPassword } from './support.ts';

/**
 * Issue 15 §2 and §5: a Responsable opens "Mi cuenta", sees the current session, changes the
 * password and signs in with the new one; "Auditoría" shows that change. A Responsable of its own
 * (invited through the CLI) so the seeded administrator's password stays for the other specs.
 */

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/admin\//);
}

/** axe in light, then in dark (the scheme the app keeps in localStorage), back to light. */
async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'dark'));
  await page.reload();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('scheme', 'light'));
}

test('Mi cuenta: current session, password change, sign-in with the new one; Auditoría shows it', async ({ page }) => {
  const email = `responsable-${Date.now()}@example.test`;
  const first = 'un faro en la costa gris';
  const second = 'tranvía azul sobre la ría';
  await page.goto(`/auth/invitacion/${await inviteThroughCli('demo', email, 'responsable')}`);
  await page.getByLabel(/Nombre y apellidos/).fill('Responsable de Prueba');
  await page.getByLabel(/Contraseña nueva/).fill(first);
  await page.getByLabel(/Repita la contraseña/).fill(first);
  await page.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();
  // The invitation page may offer the second factor first (the demo does not require it).
  const later = page.getByRole('button', { name: 'Ahora no' });
  await expect(
    later.or(page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Aceptar la invitación' })),
  ).toBeVisible();
  if (await later.isVisible()) {
    await later.click();
  }
  await expect(page).toHaveURL(/\/admin\//);

  await page.goto('/admin/cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId('my-session').filter({ hasText: 'Esta sesión' })).toHaveCount(1);
  await expectAccessibleInBothSchemes(page);

  await page.reload();
  await page.getByLabel(/Contraseña actual/).fill(first);
  await page.getByLabel(/^Contraseña nueva/).fill(second);
  await page.getByLabel(/Repita la contraseña nueva/).fill(second);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada. Sus otras sesiones se han cerrado.')).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, email, second);

  await page.goto('/admin/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
  await expect(page.getByTestId('chain-ok')).toBeVisible();
  await page.getByLabel('Persona (correo)').fill(email);
  const change = page.getByTestId('org-audit-row').filter({ hasText: 'Cambio de contraseña' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Correcto');
  await expectAccessibleInBothSchemes(page);
});
