import { expect, test } from '@playwright/test';
import { inviteThroughCli } from './operator.ts';
import { expectNoAxeViolations, fileThroughApi, openCase, openTab, signIn } from './support.ts';

test('the Responsable assigns a case to a gestor, who sees only it, then excludes them and the case is gone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { guid } = await fileThroughApi(request, `Contrato fraccionado ${Date.now()}`);
  const email = `gestor-acceso-${Date.now()}@example.test`;
  const name = `Gestor Acceso ${Date.now()}`;
  const invitation = await inviteThroughCli('demo', email, 'gestor');

  // The gestor accepts the invitation in their own browser and lands in the back office.
  const gestorContext = await browser.newContext();
  const gestor = await gestorContext.newPage();
  await gestor.goto(`/auth/invitacion/${invitation}`);
  await gestor.getByLabel(/Nombre y apellidos/).fill(name);
  await gestor.getByLabel(/Contraseña nueva/).fill('una gaviota sobre el espigón');
  await gestor.getByLabel(/Repita la contraseña/).fill('una gaviota sobre el espigón');
  await gestor.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();
  await gestor.getByRole('button', { name: 'Ahora no' }).click();
  await expect(gestor).toHaveURL(/\/admin\//);
  // Nothing assigned yet: an empty list, and configuration says it is not theirs.
  await gestor.goto('/admin/denuncias/gestion');
  await expect(
    gestor.getByText(/Todavía no se ha recibido ninguna comunicación|Ninguna comunicación coincide/),
  ).toBeVisible();
  await gestor.goto('/admin/usuarios');
  await expect(gestor.getByRole('heading', { level: 1, name: 'No tiene acceso a esta sección' })).toBeVisible();

  // The Responsable assigns the case from its "Acceso" tab.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  const casePath = await openCase(admin, guid);
  const reference = (await admin.getByTestId('case-code').textContent())?.trim() ?? '';
  await openTab(admin, 'Acceso');
  const panel = admin.getByTestId('case-access');
  await panel.getByRole('combobox', { name: 'Gestor que asignar' }).click();
  await admin.getByRole('option', { name: `${name} (${email})` }).click();
  await panel.getByRole('button', { name: 'Asignar' }).click();
  await expect(panel.getByRole('list', { name: 'Gestores asignados' })).toContainText(name);
  await expectNoAxeViolations(admin);

  // The gestor's Gestión lists that case and only it, and they can open it.
  await gestor.goto('/admin/denuncias/gestion');
  const grid = gestor.getByRole('grid', { name: 'Comunicaciones recibidas' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').nth(1)).toContainText(reference);
  await gestor.goto(casePath);
  await expect(gestor.getByTestId('case-code')).toHaveText(reference);
  await expect(gestor.getByRole('tab', { name: 'Acceso' })).toHaveCount(0);

  // The Responsable excludes them for a conflict of interest, with a reason.
  await panel.getByRole('button', { name: `Excluir a ${name} por conflicto de intereses` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Excluir por conflicto de intereses' });
  await expectNoAxeViolations(admin);
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Parentesco con la persona afectada');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('list', { name: 'Personas excluidas' })).toContainText(
    'Motivo: Parentesco con la persona afectada',
  );

  // The gestor's next view of that case says it does not exist, as any case they may not see.
  await gestor.goto(casePath);
  await expect(gestor.getByText('No existe la comunicación indicada.')).toBeVisible();
  await gestor.goto('/admin/denuncias/gestion');
  await expect(
    gestor.getByText(/Todavía no se ha recibido ninguna comunicación|Ninguna comunicación coincide/),
  ).toBeVisible();

  await gestorContext.close();
  await adminContext.close();
});
