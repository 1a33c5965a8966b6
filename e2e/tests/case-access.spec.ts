import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.tmp/e2e-data');

/** Invites a gestor to the demo through the operator's CLI (decision 032), against the e2e server's data; answers the token. */
async function inviteGestor(email: string): Promise<string> {
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

/** Files an anonymous complaint through the API as a public visitor; answers its guid. */
async function fileComplaint(request: APIRequestContext, facts: string): Promise<string> {
  const publico = await request.post('/api/auth/publico', {
    headers: { skip: 'true' },
    data: { url: '127.0.0.1', idaplicacion: 1 },
  });
  expect(publico.ok()).toBe(true);
  const token = ((await publico.json()) as { accesstoken: { token: string } }).accesstoken.token;
  const auth = { authorization: `Bearer ${token}` };
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
        answers: { que_ocurrio: facts, donde: 'Intervención', como_conocio: 'presencie', areas: ['contratacion'] },
        anonima: true,
        aceptaPrivacidad: true,
      },
    },
  });
  expect(filed.status()).toBe(200);
  return ((await filed.json()) as { guid: string }).guid;
}

/** The Responsable finds the complaint in Gestión by the start of its guid and opens it; answers its page's URL. */
async function openCase(page: Page, guid: string): Promise<string> {
  await page.goto('/admin/denuncias/gestion');
  await page.getByLabel('Buscar por referencia').fill(guid.slice(0, 8));
  const grid = page.getByRole('grid', { name: 'Comunicaciones recibidas' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
  await expect(page).toHaveURL(/\/admin\/denuncias\/gestion\/\d+/);
  return new URL(page.url()).pathname;
}

test('the Responsable assigns a case to a gestor, who sees only it, then excludes them and the case is gone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const guid = await fileComplaint(request, `Contrato fraccionado ${Date.now()}`);
  const email = `gestor-acceso-${Date.now()}@example.test`;
  const name = `Gestor Acceso ${Date.now()}`;
  const invitation = await inviteGestor(email);

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
  await admin.getByRole('tab', { name: 'Acceso' }).click();
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
