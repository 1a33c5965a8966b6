import { expect, test, type Page } from '@playwright/test';
import { createTenant } from './operator.ts';
import {
  codeAt,
  expectNoAxeViolations,
  fileThroughApi,
  openCase,
  openTab,
  readMailTo,
  signInWithPassword,
} from './support.ts';

/**
 * Issue 15, "Tests (real parts)": an organisation run end to end. The operator creates a tenant
 * with the CLI; its first Responsable joins from the invitation mail (delivered to a real SMTP
 * server) with a second factor; invites a gestor from Usuarios, who joins the same way; a case
 * filed on that tenant is assigned to the gestor, who signs in with their own code and sees only
 * it; excluded for a conflict of interest, the gestor's next view says the case does not exist.
 */

type Tenant = { host: string; origin: string };
type Person = { email: string; name: string; password: string; role: string };

/**
 * A person opens the invitation link of the mail they got, sets name and password, enrols the
 * second factor the tenant requires (the code computed from the secret the page shows) and lands
 * in the back office; axe on the invitation page and the enrolment step. Answers their secret.
 */
async function joinFromMail(page: Page, tenant: Tenant, person: Person): Promise<string> {
  const link = new URL(await readMailTo(person.email));
  expect(link.hostname).toBe(tenant.host);
  expect(link.pathname).toMatch(/^\/auth\/invitacion\/[A-Za-z0-9_-]{43}$/);

  await page.goto(`${tenant.origin}${link.pathname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aceptar la invitación' })).toBeVisible();
  await expect(page.getByText(person.role)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Nombre y apellidos/).fill(person.name);
  await page.getByLabel(/Contraseña nueva/).fill(person.password);
  await page.getByLabel(/Repita la contraseña/).fill(person.password);
  await page.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();

  // The tenant requires the second factor: enrolment, with no way to skip it.
  await expect(page.getByTestId('invitation-second-factor')).toBeVisible();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ahora no' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(/Código de verificación/).fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('checkbox', { name: /He guardado los códigos/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  return secret;
}

test('an organisation made with the CLI: people join from their mails with two factors, and case access follows assignment and exclusion', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const code = `e2e-org-${Date.now()}`;
  const responsable: Person = {
    email: `responsable-${code}@example.test`,
    name: 'Responsable del Canal',
    password: 'un faro en la costa gris',
    role: 'Responsable del Sistema',
  };
  const gestor: Person = {
    email: `gestora-${code}@example.test`,
    name: `Gestora ${code}`,
    password: 'una gaviota sobre el espigón',
    role: 'gestor/a de expedientes',
  };

  // 1. The operator creates the tenant; it answers at a name of its own under .localhost.
  const tenant = await createTenant(baseURL, {
    code,
    name: 'Mancomunidad de Ejemplo',
    adminEmail: responsable.email,
  });

  // 2. Its first Responsable joins from the invitation mail, in their own browser.
  const responsableContext = await browser.newContext();
  const admin = await responsableContext.newPage();
  await joinFromMail(admin, tenant, responsable);

  // 3. The Responsable invites a gestor from Usuarios; the gestor joins from their mail.
  await admin.getByRole('link', { name: 'Usuarios' }).click();
  await expect(admin).toHaveURL(/\/admin\/usuarios$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Personas' }).getByText(responsable.email)).toBeVisible();
  await admin.getByRole('button', { name: 'Invitar' }).click();
  const inviteDialog = admin.getByRole('dialog', { name: 'Invitar a una persona' });
  await inviteDialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(gestor.email);
  await expect(inviteDialog.getByRole('combobox', { name: 'Rol' })).toHaveText('Gestor/a');
  await inviteDialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(inviteDialog).toBeHidden();
  await expect(
    admin.getByRole('table', { name: 'Invitaciones pendientes' }).getByRole('row').filter({ hasText: gestor.email }),
  ).toContainText('Gestor/a');
  await expectNoAxeViolations(admin);

  const gestorContext = await browser.newContext();
  const handler = await gestorContext.newPage();
  const gestorSecret = await joinFromMail(handler, tenant, gestor);

  // 4. A reporter files a complaint on that tenant's host; its Responsable is told by mail.
  const filedAt = Date.now();
  const filed = await fileThroughApi(request, `Facturas infladas en la mancomunidad ${code}`, tenant.host);
  const notice = new URL(await readMailTo(responsable.email, { since: filedAt }));
  expect(notice.hostname).toBe(tenant.host);

  // 5. The Responsable assigns the case to the gestor from its "Acceso" tab.
  const casePath = await openCase(admin, filed.guid, tenant.origin);
  const reference = (await admin.getByTestId('case-code').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await openTab(admin, 'Acceso');
  const panel = admin.getByTestId('case-access');
  await panel.getByRole('combobox', { name: 'Gestor que asignar' }).click();
  await admin.getByRole('option', { name: `${gestor.name} (${gestor.email})` }).click();
  await panel.getByRole('button', { name: 'Asignar' }).click();
  await expect(panel.getByRole('list', { name: 'Gestores asignados' })).toContainText(gestor.name);

  // 6. The gestor signs out, signs in again with password and their own code, and sees only that case.
  await handler.goto(`${tenant.origin}/auth/sign-out`);
  await expect(handler).not.toHaveURL(/\/admin\//);
  await signInWithPassword(handler, gestor.email, gestor.password, tenant.origin);
  const codeField = handler.getByLabel(/Código de verificación/);
  await expect(codeField).toBeVisible();
  // The next time step's code: the enrolment used the current one, and a code is accepted once.
  await codeField.fill(codeAt(gestorSecret, Date.now() + 30_000));
  await handler.getByRole('button', { name: 'Verificar' }).click();
  await expect(handler).toHaveURL(/\/admin\//);
  await handler.goto(`${tenant.origin}/admin/denuncias/gestion`);
  const grid = handler.getByRole('grid', { name: 'Comunicaciones recibidas' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').nth(1)).toContainText(reference);
  await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
  await expect(handler).toHaveURL(new RegExp(`${casePath}$`));
  await expect(handler.getByTestId('case-code')).toHaveText(reference);
  await expect(handler.getByRole('tab', { name: 'Acceso' })).toHaveCount(0);

  // 7. The Responsable excludes the gestor with a reason; the gestor's next view: no such case.
  await panel.getByRole('button', { name: `Excluir a ${gestor.name} por conflicto de intereses` }).click();
  const excludeDialog = admin.getByRole('dialog', { name: 'Excluir por conflicto de intereses' });
  await excludeDialog.getByRole('textbox', { name: 'Motivo' }).fill('Relación contractual con la empresa señalada');
  await excludeDialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(excludeDialog).toBeHidden();
  await expect(panel.getByRole('list', { name: 'Personas excluidas' })).toContainText(
    'Motivo: Relación contractual con la empresa señalada',
  );
  await handler.goto(`${tenant.origin}${casePath}`);
  await expect(handler.getByText('No existe la comunicación indicada.')).toBeVisible();
  await expect(handler.getByTestId('case-code')).toHaveCount(0);

  // 8. The sessions page ("Mi cuenta") of the Responsable: this session, and axe.
  await admin.goto(`${tenant.origin}/admin/cuenta`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(admin.getByTestId('my-session').filter({ hasText: 'Esta sesión' })).toHaveCount(1);
  await expectNoAxeViolations(admin);

  await gestorContext.close();
  await responsableContext.close();
});
