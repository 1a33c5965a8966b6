import { expect } from 'vitest';
import { configureIdentityProvider } from '../features/citizen-sign-in/identity-provider.service.ts';
import type { DialectName } from '../db/database.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { buildTenant } from './factories.ts';
import { startSamlIdp, type SamlIdp, type SpRegistration } from './saml-idp.ts';

/*
 * What the tests of the citizen's sign-in against SimpleSAMLphp (features/citizen-sign-in/saml-idp-*.test.ts,
 * issue 16, decision 045) share: two IdPs and a tenant on each, the steps of a sign-in as the browser
 * makes them, and the check that an answer was refused with no citizen and no session made.
 */

export type Tenant = { idcliente: number; host: string; sp: SpRegistration };
export type Objeto = { action: string; samlRequest: string; relayState: string };

export function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
export function unb64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

/** The entity id of an SP that is not ours, which IdP A also answers (on our ACS). */
export const intruderEntityId = 'https://intruso.example.test/sp';

export function urls(tenant: Tenant) {
  return { urlsuccess: `http://${tenant.host}/ciudadano/loader`, urlerror: `http://${tenant.host}/?clave=error` };
}

/**
 * A test app of `dialect` whose log lines are kept (`logLines`, emptied by `expectRefused`;
 * `allLogLines`, never emptied) and its sign-in world against two IdPs.
 */
export async function startSamlSignIn(dialect: DialectName): Promise<{
  t: TestApp;
  w: SamlSignInWorld;
  allLogLines: string[];
}> {
  const logLines: string[] = [];
  const allLogLines: string[] = [];
  const t = await buildTestApp(
    dialect,
    {},
    { logStream: { write: (line) => void (logLines.push(line), allLogLines.push(line)) } },
  );
  return { t, w: await samlSignInWorld(t, logLines), allLogLines };
}

/** No line of `logLines` holds a SAML message, an identifier or a name. */
export function expectNothingSecretLogged(logLines: string[]): void {
  const log = logLines.join('\n');
  expect(logLines.length).toBeGreaterThan(0);
  expect(log).not.toMatch(/12345678Z|87654321X|María|García|Pedro|SAMLResponse|SAMLRequest|PHNhbWxw|PD94bWwg/);
}

/**
 * A new tenant of `t` whose IdP is `idp`, its SP registered there from the SP metadata we serve
 * (with its single logout endpoint when `singleLogout`).
 */
export async function registerTenantOn(
  t: TestApp,
  idp: SamlIdp,
  perfil: 'clave' | 'saml',
  shape: Partial<SpRegistration> = {},
  { singleLogout = false }: { singleLogout?: boolean } = {},
): Promise<Tenant> {
  const tenant = await buildTenant(t.app);
  const host = `${tenant.codigo}.example.test`;
  await configureIdentityProvider(t.app, tenant.idcliente, {
    perfil,
    ...(perfil === 'clave' ? { nivelLoa: 'substantial' as const } : {}),
    metadataXml: await idp.metadataXml(),
    spBaseUrl: `http://${host}`,
  });
  const metadata = await t.app.inject({ method: 'GET', url: '/api/auth/clave/metadata', headers: { host } });
  expect(metadata.statusCode).toBe(200);
  const cert = /<(?:ds:)?X509Certificate>([^<]+)</.exec(metadata.body)?.[1]?.replace(/\s+/g, '') ?? '';
  const sp: SpRegistration = {
    ...shape,
    entityId: /entityID="([^"]+)"/.exec(metadata.body)?.[1] ?? '',
    acsUrl: /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(metadata.body)?.[1] ?? '',
    ...(singleLogout ? { sloUrl: /SingleLogoutService[^>]*Location="([^"]+)"/.exec(metadata.body)?.[1] ?? '' } : {}),
    cert: `-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----\n`,
  };
  idp.addSp(sp);
  return { idcliente: tenant.idcliente, host, sp };
}

export type SamlSignInWorld = Awaited<ReturnType<typeof samlSignInWorld>>;

/**
 * Two IdPs on `t`: tenant A on IdP A, shaped like Cl@ve 2 (eIDAS attributes, the Response signed,
 * the Assertion not), tenant B on IdP B, a corporate IdP. IdP A also knows B's SP and the intruder SP.
 * `logLines` are the app's log lines: `expectRefused` reads the ACS's refusal there. `stop` stops the IdPs.
 */
export async function samlSignInWorld(t: TestApp, logLines: string[]) {
  /** A tenant whose IdP is `idp`, its SP registered there from the SP metadata we serve. */
  function tenantOn(idp: SamlIdp, perfil: 'clave' | 'saml', shape: Partial<SpRegistration> = {}): Promise<Tenant> {
    return registerTenantOn(t, idp, perfil, shape);
  }

  async function requestSignIn(tenant: Tenant): Promise<Objeto> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/clave/request',
      headers: { host: tenant.host },
      payload: urls(tenant),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ objeto: Objeto }>().objeto;
  }

  /** Posts the IdP's answer to the ACS as the browser's auto-POST form does; answers the redirect. */
  async function postToAcs(tenant: Tenant, samlResponse: string, relayState: string | undefined): Promise<string> {
    const form = new URLSearchParams({
      SAMLResponse: samlResponse,
      ...(relayState ? { RelayState: relayState } : {}),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/clave',
      headers: { host: tenant.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(303);
    return String(response.headers.location);
  }

  async function exchange(tenant: Tenant, location: string) {
    const codigo = new URL(location).searchParams.get('codigo') ?? '';
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/clave/token',
      headers: { host: tenant.host },
      payload: { codigo },
    });
  }

  async function counts(tenant: Tenant) {
    const terceros = await t.app.db
      .selectFrom('terceros')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('idcliente', '=', tenant.idcliente)
      .executeTakeFirstOrThrow();
    const sesiones = await t.app.db
      .selectFrom('sesiones')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('idcliente', '=', tenant.idcliente)
      .where('tipoacceso', '=', 'Ciudadano')
      .executeTakeFirstOrThrow();
    return { terceros: Number(terceros.n), sesiones: Number(sesiones.n) };
  }

  /** The check of the ACS that refused the last answer, as logged. */
  function lastRefusal(): string | undefined {
    const line = logLines.filter((l) => l.includes('"acs":"refused"')).at(-1);
    return line ? (JSON.parse(line) as { check: string }).check : undefined;
  }

  /** The answer ends at urlerror, refused by `check`, and no citizen nor session was made. */
  async function expectRefused(tenant: Tenant, check: string, attack: () => Promise<string>) {
    const before = await counts(tenant);
    logLines.length = 0;
    const location = await attack();
    expect(location).toBe(urls(tenant).urlerror);
    expect(lastRefusal()).toBe(check);
    expect(await counts(tenant)).toEqual(before);
  }

  const idps: SamlIdp[] = [];
  async function stop(): Promise<void> {
    await Promise.all(idps.map((idp) => idp.stop()));
  }
  try {
    const [idpA, idpB] = await Promise.all([startSamlIdp(), startSamlIdp()]);
    idps.push(idpA, idpB);
    // A: shaped like Cl@ve 2 (eIDAS attributes, the Response signed, the Assertion not); B: a corporate IdP.
    const a = await tenantOn(idpA, 'clave', { signAssertion: false });
    const b = await tenantOn(idpB, 'saml');
    // IdP A also knows tenant B's SP, as a federation would: it will answer B's requests with its own key.
    idpA.addSp(b.sp);
    // An SP IdP A answers whose entity id is not ours (same ACS): its answers carry a foreign audience.
    idpA.addSp({ entityId: intruderEntityId, acsUrl: a.sp.acsUrl });
    return { idpA, idpB, a, b, tenantOn, requestSignIn, postToAcs, exchange, expectRefused, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
