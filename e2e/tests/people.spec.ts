import { expect, test } from '@playwright/test';
import { e2eAdmin, expectNoAxeViolations, signIn } from './support.ts';

test('the Responsable opens Usuarios, invites a gestor, sees the invitation and revokes it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  const people = page.getByRole('table', { name: 'Personas' });
  await expect(people.getByText(e2eAdmin.email)).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `gestora-${Date.now()}@example.test`;
  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a una persona' });
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveText('Gestor/a');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog).toBeHidden();

  const invitations = page.getByRole('table', { name: 'Invitaciones pendientes' });
  const row = invitations.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Gestor/a');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Revocar la invitación a ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revocar la invitación' });
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(confirm).toBeHidden();
  await expect(invitations.getByText(email)).toHaveCount(0);
  await expect(invitations.getByText('No hay invitaciones pendientes')).toBeVisible();
});
