import { expect, request, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { samlIdpAvailable, startSamlIdp, type SamlIdp } from '../../apps/server/src/test/saml-idp.ts';
import { decodeJwt, e2eAdmin, e2ePort, expectNoAxeViolations, openCase, signIn, storedToken } from './support.ts';

/*
 * Issue 16 §3 (decision 052): a citizen signs in with "Cl@ve" (a real SimpleSAMLphp shaped like
 * it, apps/server/src/test/saml-idp.ts) through /ciudadano/loader, files a complaint in the
 * panel's "Nueva comunicación" (the filing wizard, identified with their verified identity), sees
 * it in "Mis comunicaciones", opens its follow-up without the receipt code and writes in its chat,
 * then signs out; the handler sees the verified name and the message on the case. A failed
 * identity login (spec §8) is citizen-sign-in.spec.ts's.
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
  // Shaped like Cl@ve at logout too: its single logout reads the `logoutRequest` field.
  idp = await startSamlIdp({ claveLogout: true });
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
    sloUrl: /SingleLogoutService[^>]*Location="([^"]+)"/.exec(metadata)?.[1] ?? '',
    cert: `-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----\n`,
    signAssertion: false,
  });
}

/** Who the stored token is for (`tipoacceso`), or null without one. */
async function accessOf(page: Page, key: 'accessToken' | 'refreshToken'): Promise<unknown> {
  const token = await storedToken(page, key);
  return token === null ? null : decodeJwt(token).tipoacceso;
}

/**
 * The handler finds the case by its guid, sees the reference the citizen's list shows, the name
 * Cl@ve verified and, in "Conversación", the message the citizen wrote from their panel.
 */
async function handlerSees(browser: Browser, guid: string, referencia: string, message: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await openCase(page, guid);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comunicación ${referencia}`);
  await expect(page.getByTestId('case-identidad-verificada')).toHaveText(
    /Identidad verificada con Cl@ve: María García López/,
  );
  await page.getByRole('tab', { name: 'Conversación' }).click();
  const received = page.getByTestId('chat-message').filter({ hasText: message });
  await expect(received).toHaveCount(1);
  await expect(received).toHaveAttribute('data-author', 'other');
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

test('a citizen signs in with Cl@ve, files an identified complaint, follows it up and chats; the handler sees the verified name and the message; the citizen signs out; the Responsable turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await configureIdp(page);

  // The loader exchanges the one-time code for the citizen's tokens and moves on at once: the
  // exchange is held until axe has looked at the loader, then let through.
  const exchange: { release?: () => void } = {};
  const exchangeHeld = new Promise<void>((resolve) => {
    exchange.release = resolve;
  });
  await page.route('**/api/auth/clave/token', async (route) => {
    await exchangeHeld;
    await route.continue();
  });

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.locator('input[name="username"]').fill('ciudadana');
  await page.locator('input[name="password"]').fill('secreto-1');
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL(/\/ciudadano\/loader\?codigo=[^&]+/, { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Por favor, espera.');
  await expectNoAxeViolations(page);
  exchange.release?.();
  await expect(page).toHaveURL(/\/ciudadano$/);
  await page.unroute('**/api/auth/clave/token');
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Ciudadano' });
  await expect(page.getByRole('tab', { name: 'Mis comunicaciones', selected: true })).toBeVisible();
  await expect(
    page.getByText('Todavía no ha presentado ninguna comunicación con su identidad verificada.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // "Nueva comunicación": the filing wizard, with the citizen's token and so their verified identity.
  const facts = 'Obras pagadas dos veces en el mismo ejercicio.';
  await page.getByRole('tab', { name: 'Nueva comunicación' }).click();
  await expect(page).toHaveURL(/\/ciudadano\?seccion=nueva$/);
  await page.getByRole('link', { name: 'Presentar una comunicación' }).click();
  await expect(page).toHaveURL(/\/denuncias\/nueva$/);
  function step(n: number, name: string): Locator {
    return page.getByRole('heading', { level: 2, name: `Paso ${n} de 5: ${name}` });
  }
  await expect(step(1, 'Tipo de comunicación')).toBeVisible();
  await page.getByRole('radio', { name: /Fraude o corrupción/ }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(step(2, 'Descripción de los hechos')).toBeVisible();
  await page.getByLabel('¿Qué ha ocurrido?').fill(facts);
  await page.getByLabel('¿Dónde ocurrió?').fill('Servicio de obras');
  await page.getByRole('radio', { name: 'Lo presencié directamente' }).check();
  await page.getByRole('checkbox', { name: 'Contratación pública' }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // Identity: no anonymity to choose, the verified identity is the one used.
  await expect(step(3, 'Identidad')).toBeVisible();
  await expect(page.getByTestId('identity-verified')).toContainText('se presentará con ella');
  await expect(page.getByRole('radio', { name: 'Prefiero no identificarme' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Quiero identificarme' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(step(4, 'Documentos')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(step(5, 'Revisión y envío')).toBeVisible();
  await expect(page.getByTestId('review-type')).toHaveText(/Fraude o corrupción/);
  await expect(page.getByTestId('answers-list')).toContainText(facts);
  await expect(page.getByText('Comunicación con su identidad verificada.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'He leído y acepto la información sobre protección de datos' }).check();
  await page.getByRole('button', { name: 'Enviar comunicación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicación enviada' })).toBeVisible();
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Ciudadano' });

  // The receipt screen sends a citizen to their panel: no "only way" code warning, no leave prompt.
  await expect(page.getByTestId('receipt-code')).toBeVisible();
  await expect(page.getByTestId('receipt-citizen')).toContainText('«Mis comunicaciones» de su panel');
  await expect(page.getByText(/única forma de consultar/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ir a Mis comunicaciones' }).click();
  await expect(page.getByRole('dialog', { name: '¿Ha guardado su código?' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/ciudadano$/);
  const row = page.getByTestId('citizen-complaint');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Fraude o corrupción');
  const referencia = ((await row.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(referencia).toMatch(/^\d{4}-\d{4,}$/);
  await expectNoAxeViolations(page);

  // Its follow-up, without the receipt code: a reporter token bound to the complaint, whose guid
  // (for the handler's search) comes in the page's own read of it.
  const [followUp] = await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/denuncias/den_denuncias/informante' && response.ok(),
    ),
    row.getByRole('button', { name: `Ver el seguimiento de la comunicación ${referencia}` }).click(),
  ]);
  const guid = ((await followUp.json()) as { data: { guid: string } }).data.guid;
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de su comunicación' })).toBeVisible();
  await expect(page.getByTestId('complaint-status')).toBeVisible();
  await expect(page.getByText(facts)).toBeVisible();
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Informante' });
  const message = '¿Necesitan las facturas de las obras?';
  const input = page.getByRole('textbox', { name: 'Mensaje', exact: true });
  await input.fill(message);
  await input.press('Enter');
  const sent = page.getByTestId('chat-message').filter({ hasText: message });
  await expect(sent).toHaveCount(1);
  await expect(sent).toHaveAttribute('data-author', 'own');
  await expect(input).toHaveValue('');
  await page.getByRole('button', { name: 'Volver a mis comunicaciones' }).click();
  await expect(page.getByTestId('citizen-complaint')).toHaveCount(1);
  expect(decodeJwt((await storedToken(page, 'accessToken')) ?? '')).toMatchObject({ tipoacceso: 'Ciudadano' });

  await page.getByRole('tab', { name: 'Mis datos' }).click();
  await expect(page.getByLabel('Nombre verificado')).toHaveValue('María García López');
  await page.getByLabel('Correo electrónico').fill('maria@example.test');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados')).toBeVisible();
  await expectNoAxeViolations(page);

  // The header's citizen menu (spec §2): no "Iniciar sesión" while signed in; "Cerrar sesión"
  // there revokes the session, the citizen's tokens go, and the browser passes by the IdP's
  // single logout (decision 058: Cl@ve's `logoutRequest` field) and back to the public home.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Menú del ciudadano' }).click();
  await expect(page.getByRole('menuitem', { name: 'Panel principal' })).toBeVisible();
  await expectNoAxeViolations(page);
  const sloUrl = `${idp?.baseUrl ?? ''}/saml2/idp/SingleLogoutService.php`;
  const atIdp = page.waitForRequest((request) => request.url() === sloUrl && request.method() === 'POST');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/clave/logout') && response.request().method() === 'POST',
  );
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const logoutForm = new URLSearchParams((await atIdp).postData() ?? '');
  expect(logoutForm.get('logoutRequest')).toMatch(/^[A-Za-z0-9+/=]{200,}$/);
  expect(logoutForm.get('RelayState')).toMatch(/^_[0-9a-f]{32}$/);
  const back = await answered;
  expect(back.status()).toBe(303);
  expect(await back.headerValue('location')).toBe('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => accessOf(page, 'accessToken')).toBe('Publico');
  expect(await accessOf(page, 'refreshToken')).not.toBe('Ciudadano');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/ciudadano');
  await expect(page).toHaveURL(/\/$/);

  await handlerSees(browser, guid, referencia, message);
  await responsableTurnsItOff(browser);
});
