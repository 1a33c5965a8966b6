import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant } from '../../test/factories.ts';
import { driveLogin, driveUnsolicitedLogin } from '../../test/saml-idp-browser.ts';
import {
  defaultUsers,
  samlIdpAvailable,
  startSamlIdp,
  warnIdpMissing,
  type IdpUser,
  type SamlIdp,
  type SpRegistration,
} from '../../test/saml-idp.ts';
import { verifiedIdentityOf } from '../../domain/citizen/citizen.service.ts';
import { configureIdentityProvider } from './identity-provider.service.ts';

/*
 * The citizen's sign-in against a real IdP we did not write (Debian's SimpleSAMLphp on loopback,
 * test/saml-idp.ts): a good login, and every answer that must be refused (issue 16 tests,
 * decision 045). Each refusal must end at urlerror with no citizen and no session made.
 */

const suite = 'the SAML sign-in suites of features/citizen-sign-in/saml-idp-sign-in.test.ts';
if (!samlIdpAvailable) {
  warnIdpMissing(suite);
}

const [maria, pedro] = defaultUsers as [IdpUser, IdpUser];

type Tenant = { idcliente: number; host: string; sp: SpRegistration };
type Objeto = { action: string; samlRequest: string; relayState: string };

function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
function unb64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

for (const dialect of DIALECTS) {
  describe.skipIf(!samlIdpAvailable)(`citizen sign-in against SimpleSAMLphp [${dialect}]`, { timeout: 60_000 }, () => {
    let t: TestApp;
    const logLines: string[] = [];
    const allLogLines: string[] = [];
    let idpA: SamlIdp;
    let idpB: SamlIdp;
    let a: Tenant;
    let b: Tenant;
    const intruderEntityId = 'https://intruso.example.test/sp';

    /** A tenant whose IdP is `idp`, its SP registered there from the SP metadata we serve. */
    async function tenantOn(
      idp: SamlIdp,
      perfil: 'clave' | 'saml',
      shape: Partial<SpRegistration> = {},
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
      const entityId = /entityID="([^"]+)"/.exec(metadata.body)?.[1] ?? '';
      const acsUrl = /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(metadata.body)?.[1] ?? '';
      const sp = {
        ...shape,
        entityId,
        acsUrl,
        cert: `-----BEGIN CERTIFICATE-----\n${cert}\n-----END CERTIFICATE-----\n`,
      };
      idp.addSp(sp);
      return { idcliente: tenant.idcliente, host, sp };
    }

    beforeAll(async () => {
      t = await buildTestApp(
        dialect,
        {},
        {
          logStream: { write: (line) => void (logLines.push(line), allLogLines.push(line)) },
        },
      );
      [idpA, idpB] = await Promise.all([startSamlIdp(), startSamlIdp()]);
      // A: shaped like Cl@ve 2 (eIDAS attributes, the Response signed, the Assertion not); B: a corporate IdP.
      a = await tenantOn(idpA, 'clave', { signAssertion: false });
      b = await tenantOn(idpB, 'saml');
      // IdP A also knows tenant B's SP, as a federation would: it will answer B's requests with its own key.
      idpA.addSp(b.sp);
      // An SP IdP A answers whose entity id is not ours (same ACS): its answers carry a foreign audience.
      idpA.addSp({ entityId: intruderEntityId, acsUrl: a.sp.acsUrl });
    });
    afterAll(async () => {
      await Promise.all([idpA?.stop(), idpB?.stop()]);
      await t?.close();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function urls(tenant: Tenant) {
      return { urlsuccess: `http://${tenant.host}/ciudadano/loader`, urlerror: `http://${tenant.host}/?clave=error` };
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

    it('a good login ends at urlsuccess with a one-time code that gives Ciudadano tokens with idtercero', async () => {
      const objeto = await requestSignIn(a);
      expect(objeto.action).toBe(idpA.ssoUrl);
      const answer = await driveLogin(objeto, maria);
      expect(answer.action).toBe(a.sp.acsUrl);
      expect(answer.relayState).toBe(objeto.relayState);
      // Cl@ve-shaped: one signature, the Response's; the Assertion is not signed.
      expect(unb64(answer.samlResponse).match(/<ds:Signature[\s>]/g)).toHaveLength(1);
      const location = await postToAcs(a, answer.samlResponse, answer.relayState);
      expect(location.startsWith(`${urls(a).urlsuccess}?codigo=`)).toBe(true);

      const tokens = await exchange(a, location);
      expect(tokens.statusCode).toBe(200);
      const claims = await t.app.tokens.verify(
        tokens.json<{ accesstoken: { token: string } }>().accesstoken.token,
        'access',
      );
      expect(claims).toMatchObject({ tipoacceso: 'Ciudadano', role: 'ciudadano', idcliente: a.idcliente });
      const rows = await t.app.db.selectFrom('terceros').selectAll().where('idcliente', '=', a.idcliente).execute();
      expect(rows).toHaveLength(1);
      expect(claims.idtercero).toBe(rows[0]?.idtercero);
      // The identifier only as a keyed hash, the name sealed.
      expect(JSON.stringify(rows)).not.toMatch(/12345678Z|María|García/);
      // Who verified them (migration 024): the profile of the tenant's IdP, for the handlers' view.
      expect(rows[0]?.proveedor).toBe('clave');
      // The server-wide keyed hash too (decision 053), so "Cambiar" finds this person in other tenants.
      expect(rows[0]?.identificador_global).toMatch(/^[0-9a-f]{64}$/);

      // The code works once.
      expect((await exchange(a, location)).statusCode).toBe(401);
      // The same citizen again is the same tercero; another is another.
      const second = await requestSignIn(a);
      const secondAnswer = await driveLogin(second, maria);
      const secondClaims = await t.app.tokens.verify(
        (await exchange(a, await postToAcs(a, secondAnswer.samlResponse, second.relayState))).json<{
          accesstoken: { token: string };
        }>().accesstoken.token,
        'access',
      );
      expect(secondClaims.idtercero).toBe(claims.idtercero);
      const other = await requestSignIn(a);
      const otherAnswer = await driveLogin(other, pedro);
      const otherClaims = await t.app.tokens.verify(
        (await exchange(a, await postToAcs(a, otherAnswer.samlResponse, other.relayState))).json<{
          accesstoken: { token: string };
        }>().accesstoken.token,
        'access',
      );
      expect(otherClaims.idtercero).not.toBe(claims.idtercero);
    });

    it('refuses a tampered answer (signature no longer matches)', async () => {
      await expectRefused(a, 'firma', async () => {
        const objeto = await requestSignIn(a);
        const answer = await driveLogin(objeto, maria);
        const xml = unb64(answer.samlResponse);
        expect(xml).toContain('ES/ES/12345678Z');
        return postToAcs(a, b64(xml.replace('ES/ES/12345678Z', 'ES/ES/11111111H')), objeto.relayState);
      });
    });

    it('refuses an answer for another audience', async () => {
      await expectRefused(a, 'audiencia', async () => {
        const objeto = await requestSignIn(a);
        // The same request id, asked as another SP: the IdP answers for that SP's audience.
        const xml = unb64(objeto.samlRequest).replace(/(<saml:Issuer[^>]*>)[^<]+/, `$1${intruderEntityId}`);
        const answer = await driveLogin({ ...objeto, samlRequest: b64(xml) }, maria);
        expect(unb64(answer.samlResponse)).toContain(`<saml:Audience>${intruderEntityId}</saml:Audience>`);
        return postToAcs(a, answer.samlResponse, objeto.relayState);
      });
    });

    /** Runs `fn` while IdP A answers tenant A's SP with `changes`. */
    async function withSpOfA(changes: Partial<SpRegistration>, fn: () => Promise<void>) {
      const original = { ...a.sp };
      idpA.addSp({ ...a.sp, ...changes });
      try {
        await fn();
      } finally {
        idpA.addSp(original);
      }
    }

    it('refuses an expired answer', async () => {
      await withSpOfA({ assertionLifetime: 1 }, async () => {
        try {
          await expectRefused(a, 'vigencia', async () => {
            const objeto = await requestSignIn(a);
            const answer = await driveLogin(objeto, maria);
            // Two minutes later on the SP's clock: the request (5 min) still stands, the answer (1 s + 30 s skew) not.
            vi.useFakeTimers({ toFake: ['Date'] });
            vi.setSystemTime(Date.now() + 120_000);
            return postToAcs(a, answer.samlResponse, objeto.relayState);
          });
        } finally {
          vi.useRealTimers();
        }
      });
    });

    it('refuses an answer whose Response is not signed (only its Assertion)', async () => {
      await withSpOfA({ signResponse: false, signAssertion: true }, async () => {
        await expectRefused(a, 'firma', async () => {
          const objeto = await requestSignIn(a);
          const answer = await driveLogin(objeto, maria);
          return postToAcs(a, answer.samlResponse, objeto.relayState);
        });
      });
    });

    it("a corporate IdP's good login (both signed) gives the citizen of that tenant", async () => {
      const objeto = await requestSignIn(b);
      expect(objeto.action).toBe(idpB.ssoUrl);
      const answer = await driveLogin(objeto, pedro);
      expect(unb64(answer.samlResponse).match(/<ds:Signature[\s>]/g)).toHaveLength(2);
      const tokens = await exchange(b, await postToAcs(b, answer.samlResponse, objeto.relayState));
      expect(tokens.statusCode).toBe(200);
      const claims = await t.app.tokens.verify(
        tokens.json<{ accesstoken: { token: string } }>().accesstoken.token,
        'access',
      );
      expect(claims).toMatchObject({ tipoacceso: 'Ciudadano', idcliente: b.idcliente });
      expect(claims.idtercero).not.toBeNull();
    });

    it('links the same person across tenants only through the same IdP, never through another asserting the same identifier', async () => {
      async function signInAt(tenant: Tenant, user: IdpUser): Promise<string> {
        const objeto = await requestSignIn(tenant);
        const answer = await driveLogin(objeto, user);
        const tokens = await exchange(tenant, await postToAcs(tenant, answer.samlResponse, objeto.relayState));
        expect(tokens.statusCode).toBe(200);
        return tokens.json<{ accesstoken: { token: string } }>().accesstoken.token;
      }
      function get(url: string, token: string) {
        return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      }
      // A second body on the same Cl@ve (IdP A); tenant B's own IdP also says it is María.
      const a2 = await tenantOn(idpA, 'clave', { signAssertion: false });
      const atA = await signInAt(a, maria);
      await signInAt(a2, maria);
      await signInAt(b, maria);
      const me = (await get('/api/auth/', atA)).json<{ ciudadano: { clientes: Array<{ idcliente: number }> } }>();
      expect(me.ciudadano.clientes.map((known) => known.idcliente).sort((x, y) => x - y)).toEqual(
        [a.idcliente, a2.idcliente].sort((x, y) => x - y),
      );
      expect((await get(`/api/auth/changeCliente/${a2.idcliente}`, atA)).statusCode).toBe(200);
      expect((await get(`/api/auth/changeCliente/${b.idcliente}`, atA)).statusCode).toBe(403);
      const atB = await signInAt(b, maria);
      expect((await get(`/api/auth/changeCliente/${a.idcliente}`, atB)).statusCode).toBe(403);
    });

    it('refuses a replayed answer, with its own RelayState or with a fresh request', async () => {
      const objeto = await requestSignIn(a);
      const answer = await driveLogin(objeto, maria);
      const first = await postToAcs(a, answer.samlResponse, objeto.relayState);
      expect(first.startsWith(`${urls(a).urlsuccess}?codigo=`)).toBe(true);
      await expectRefused(a, 'peticion-usada', async () => postToAcs(a, answer.samlResponse, objeto.relayState));
      const fresh = await requestSignIn(a);
      await expectRefused(a, 'inresponseto', async () => postToAcs(a, answer.samlResponse, fresh.relayState));
    });

    it('refuses an unsolicited answer (no InResponseTo)', async () => {
      await expectRefused(a, 'inresponseto', async () => {
        const objeto = await requestSignIn(a);
        const answer = await driveUnsolicitedLogin(idpA, a.sp.entityId, objeto.relayState, maria);
        expect(unb64(answer.samlResponse)).not.toContain('InResponseTo=');
        return postToAcs(a, answer.samlResponse, objeto.relayState);
      });
    });

    it("a company IdP with its own attribute names: refused until the Responsable names the identifier's", async () => {
      const empleada: IdpUser = {
        username: 'empleada',
        password: 'secreto-3',
        attributes: {
          employeeNumber: ['E-0042'],
          'urn:oid:2.5.4.42': ['Lucía'],
          'urn:oid:2.5.4.4': ['Martín Sanz'],
        },
      };
      const idpC = await startSamlIdp({ users: [empleada] });
      try {
        const c = await tenantOn(idpC, 'saml');
        // No eIDAS identifier and a transient NameID: nobody to recognise.
        await expectRefused(c, 'atributos', async () => {
          const objeto = await requestSignIn(c);
          const answer = await driveLogin(objeto, empleada);
          return postToAcs(c, answer.samlResponse, objeto.relayState);
        });
        await configureIdentityProvider(t.app, c.idcliente, {
          perfil: 'saml',
          metadataXml: await idpC.metadataXml(),
          spBaseUrl: `http://${c.host}`,
          atributos: { identificador: 'employeeNumber' },
        });
        const objeto = await requestSignIn(c);
        const answer = await driveLogin(objeto, empleada);
        const tokens = await exchange(c, await postToAcs(c, answer.samlResponse, objeto.relayState));
        expect(tokens.statusCode).toBe(200);
        const claims = await t.app.tokens.verify(
          tokens.json<{ accesstoken: { token: string } }>().accesstoken.token,
          'access',
        );
        // The names from the LDAP OIDs, found without being named.
        expect(await verifiedIdentityOf(t.app, c.idcliente, claims.idtercero)).toMatchObject({
          nombre: 'Lucía Martín Sanz',
        });
      } finally {
        await idpC.stop();
      }
    });

    it("refuses the IdP of tenant A answering for tenant B, and A's answer brought to B", async () => {
      await expectRefused(b, 'firma', async () => {
        const objeto = await requestSignIn(b);
        // B's own request, signed in at IdP A (which knows B's SP): signed with A's key, not B's pinned one.
        const answer = await driveLogin({ ...objeto, action: idpA.ssoUrl }, maria);
        return postToAcs(b, answer.samlResponse, objeto.relayState);
      });
      await expectRefused(b, 'cliente', async () => {
        const objeto = await requestSignIn(b);
        const answer = await driveLogin(objeto, maria);
        // B's good answer posted on A's host: the request is not A's.
        const location = await postToAcs(a, answer.samlResponse, objeto.relayState);
        return location;
      });
    });

    it('never logs a SAML message, an identifier or a name', () => {
      const log = allLogLines.join('\n');
      expect(allLogLines.length).toBeGreaterThan(0);
      expect(log).not.toMatch(/12345678Z|87654321X|María|García|Pedro|SAMLResponse|SAMLRequest|PHNhbWxw|PD94bWwg/);
    });
  });
}
