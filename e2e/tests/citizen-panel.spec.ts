import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { samlIdpAvailable, startSamlIdp, type SamlIdp } from '../../apps/server/src/test/saml-idp.ts';
import { decodeJwt, e2eAdmin, e2ePort, expectNoAxeViolations, openCase, signIn, storedToken } from './support.ts';

/*
 * Issue 16 §3 (decision 052): a citizen signs in with "Cl@ve" (a real SimpleSAMLphp shaped like
 * it, apps/server/src/test/saml-idp.ts), files a complaint with their token, sees it in "Mis
 * comunicaciones", opens its follow-up without the receipt code, and the handler sees the
 * verified name on the case.
 */

test.skip(!samlIdpAvailable, 'SimpleSAMLphp (simplesamlphp php-cli php-xml) is not installed');

// The page keeps its real CSP: `form-action` names the tenant's IdP (plugins/security.ts), so the
// browser posts the sign-in form to SimpleSAMLphp as it would to Cl@ve.

let idp: SamlIdp | undefined;

async function adminToken(api: APIRequestContext): Promise<string> {
  const login = await api.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password, url: '127.0.0.1' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accesstoken: { token: string } }).accesstoken.token;
}

// The demo tenant is shared by the specs that follow: whatever happened above, it leaves with no IdP.
test.afterAll(async () => {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
  const removed = await api.delete('/api/admin/cliente/identidad', {
    headers: { authorization: `Bearer ${await adminToken(api)}` },
  });
  expect(removed.status()).toBe(200);
  await api.dispose();
  await idp?.stop();
});

/** The demo tenant's IdP is the test IdP, our SP registered there from the metadata we serve. */
async function configureIdp(page: Page): Promise<void> {
  idp = await startSamlIdp();
  const token = await adminToken(page.request);
  const configured = await page.request.put('/api/admin/cliente/identidad', {
    headers: { authorization: `Bearer ${token}` },
    data: { perfil: 'clave', nivelLoa: 'substantial', metadataXml: await idp.metadataXml() },
  });
  expect(configured.status()).toBe(200);
  const metadata = await (await page.request.get('/api/auth/clave/metadata')).text();
  const cert = /<(?:ds:)?X509Certificate>([^<]+)</.exec(metadata)?.[1]?.replace(/\s+/g, '') ?? '';
  idp.addSp({
    entityId: /entityID="([^"]+)"/.exec(metadata)?.[1] ?? '',
    acsUrl: /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(metadata)?.[1] ?? '',
    cert: `-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----\n`,
    signAssertion: false,
  });
}

/** Files a complaint through the API with the token the page holds (the citizen's). */
async function fileAsCitizen(page: Page, facts: string): Promise<string> {
  const auth = { authorization: `Bearer ${(await storedToken(page, 'accessToken')) ?? ''}` };
  const types = await page.request.post('/api/denuncias/den_tipos_denuncia/GetList', {
    headers: auth,
    data: { start: 0, length: -1 },
  });
  const list = (await types.json()) as { data: Array<{ idtipodenuncia: number; nombre: { es: string } }> };
  const fraud = list.data.find((type) => type.nombre.es === 'Fraude o corrupción');
  const filed = await page.request.post('/api/denuncias/den_denuncias/', {
    headers: auth,
    data: {
      den_denuncias: {
        idtipodenuncia: fraud?.idtipodenuncia,
        answers: { que_ocurrio: facts, donde: 'Servicio de obras', como_conocio: 'presencie', areas: ['contratacion'] },
        anonima: true,
        aceptaPrivacidad: true,
      },
    },
  });
  expect(filed.status()).toBe(200);
  return ((await filed.json()) as { guid: string }).guid;
}

async function handlerSees(browser: Browser, guid: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await openCase(page, guid);
  await expect(page.getByTestId('case-identidad-verificada')).toHaveText(
    /Identidad verificada con Cl@ve: María García López/,
  );
  await context.close();
}

/** The Responsable removes the IdP on "Identidad (Cl@ve)": the public header stops offering the sign-in. */
async function responsableTurnsItOff(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/identidad');
  const current = page.getByTestId('identity-provider-current');
  await current.getByRole('button', { name: 'Quitar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Quitar el proveedor de identidad' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(current.getByTestId('identity-provider-none')).toBeVisible();
  await context.close();

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await visitor.close();
}

test('a citizen signed in with Cl@ve follows up their complaints; the handler sees the verified name; the Responsable turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await configureIdp(page);

  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await page.locator('input[name="username"]').fill('ciudadana');
  await page.locator('input[name="password"]').fill('secreto-1');
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL(/\/ciudadano$/, { timeout: 20_000 });
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Ciudadano' });
  await expect(page.getByRole('tab', { name: 'Mis comunicaciones', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const guid = await fileAsCitizen(page, 'Obras pagadas dos veces en el mismo ejercicio.');
  await page.reload();
  const row = page.getByTestId('citizen-complaint');
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /Ver el seguimiento de la comunicación/ }).click();
  await expect(page.getByTestId('complaint-status')).toBeVisible();
  await expect(page.getByText('Obras pagadas dos veces en el mismo ejercicio.')).toBeVisible();
  await page.getByRole('button', { name: 'Volver a mis comunicaciones' }).click();
  await expect(page.getByTestId('citizen-complaint')).toHaveCount(1);
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Ciudadano' });

  await page.getByRole('tab', { name: 'Mis datos' }).click();
  await expect(page.getByLabel('Nombre verificado')).toHaveValue('María García López');
  await page.getByLabel('Correo electrónico').fill('maria@example.test');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados')).toBeVisible();
  await expectNoAxeViolations(page);

  await handlerSees(browser, guid);
  await responsableTurnsItOff(browser);
});
