import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedIdentityOf } from '../../domain/citizen/citizen.service.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { driveLogin } from '../../test/saml-idp-browser.ts';
import { defaultUsers, samlIdpAvailable, startSamlIdp, warnIdpMissing, type IdpUser } from '../../test/saml-idp.ts';
import {
  expectNothingSecretLogged,
  startSamlSignIn,
  unb64,
  urls,
  type SamlSignInWorld,
  type Tenant,
} from '../../test/saml-sign-in-fixture.ts';
import { configureIdentityProvider } from './identity-provider.service.ts';

/*
 * The citizen's sign-in against a real IdP we did not write (Debian's SimpleSAMLphp on loopback,
 * test/saml-idp.ts; issue 16 tests, decision 045): good logins, on Cl@ve and on corporate IdPs, and
 * the citizen they make: one tercero per person and tenant, linked across tenants only through the
 * same IdP, found through the attribute names the Responsable sets. Nothing of it may be logged.
 */

const suite = 'the SAML sign-in suites of features/citizen-sign-in/saml-idp-citizen-identity.test.ts';
if (!samlIdpAvailable) {
  warnIdpMissing(suite);
}

const [maria, pedro] = defaultUsers as [IdpUser, IdpUser];

for (const dialect of DIALECTS) {
  describe.skipIf(!samlIdpAvailable)(
    `citizen sign-in against SimpleSAMLphp: good logins and the citizen they make [${dialect}]`,
    { timeout: 60_000 },
    () => {
      let t: TestApp;
      let w: SamlSignInWorld;
      let allLogLines: string[];

      beforeAll(async () => {
        ({ t, w, allLogLines } = await startSamlSignIn(dialect));
      });
      afterAll(async () => {
        try {
          // As the refusals' suite checks in its last test: nothing of these sign-ins was logged.
          expectNothingSecretLogged(allLogLines);
        } finally {
          await w?.stop();
          await t?.close();
        }
      });

      it('a good login ends at urlsuccess with a one-time code that gives Ciudadano tokens with idtercero', async () => {
        const objeto = await w.requestSignIn(w.a);
        expect(objeto.action).toBe(w.idpA.ssoUrl);
        const answer = await driveLogin(objeto, maria);
        expect(answer.action).toBe(w.a.sp.acsUrl);
        expect(answer.relayState).toBe(objeto.relayState);
        // Cl@ve-shaped: one signature, the Response's; the Assertion is not signed.
        expect(unb64(answer.samlResponse).match(/<ds:Signature[\s>]/g)).toHaveLength(1);
        const location = await w.postToAcs(w.a, answer.samlResponse, answer.relayState);
        expect(location.startsWith(`${urls(w.a).urlsuccess}?codigo=`)).toBe(true);

        const tokens = await w.exchange(w.a, location);
        expect(tokens.statusCode).toBe(200);
        const claims = await t.app.tokens.verify(
          tokens.json<{ accesstoken: { token: string } }>().accesstoken.token,
          'access',
        );
        expect(claims).toMatchObject({ tipoacceso: 'Ciudadano', role: 'ciudadano', idcliente: w.a.idcliente });
        const rows = await t.app.db.selectFrom('terceros').selectAll().where('idcliente', '=', w.a.idcliente).execute();
        expect(rows).toHaveLength(1);
        expect(claims.idtercero).toBe(rows[0]?.idtercero);
        // The identifier only as a keyed hash, the name sealed.
        expect(JSON.stringify(rows)).not.toMatch(/12345678Z|María|García/);
        // Who verified them (migration 024): the profile of the tenant's IdP, for the handlers' view.
        expect(rows[0]?.proveedor).toBe('clave');
        // The server-wide keyed hash too (decision 053), so "Cambiar" finds this person in other tenants.
        expect(rows[0]?.identificador_global).toMatch(/^[0-9a-f]{64}$/);

        // The code works once.
        expect((await w.exchange(w.a, location)).statusCode).toBe(401);
        // The same citizen again is the same tercero; another is another.
        const second = await w.requestSignIn(w.a);
        const secondAnswer = await driveLogin(second, maria);
        const secondClaims = await t.app.tokens.verify(
          (await w.exchange(w.a, await w.postToAcs(w.a, secondAnswer.samlResponse, second.relayState))).json<{
            accesstoken: { token: string };
          }>().accesstoken.token,
          'access',
        );
        expect(secondClaims.idtercero).toBe(claims.idtercero);
        const other = await w.requestSignIn(w.a);
        const otherAnswer = await driveLogin(other, pedro);
        const otherClaims = await t.app.tokens.verify(
          (await w.exchange(w.a, await w.postToAcs(w.a, otherAnswer.samlResponse, other.relayState))).json<{
            accesstoken: { token: string };
          }>().accesstoken.token,
          'access',
        );
        expect(otherClaims.idtercero).not.toBe(claims.idtercero);
      });

      it("a corporate IdP's good login (both signed) gives the citizen of that tenant", async () => {
        const objeto = await w.requestSignIn(w.b);
        expect(objeto.action).toBe(w.idpB.ssoUrl);
        const answer = await driveLogin(objeto, pedro);
        expect(unb64(answer.samlResponse).match(/<ds:Signature[\s>]/g)).toHaveLength(2);
        const tokens = await w.exchange(w.b, await w.postToAcs(w.b, answer.samlResponse, objeto.relayState));
        expect(tokens.statusCode).toBe(200);
        const claims = await t.app.tokens.verify(
          tokens.json<{ accesstoken: { token: string } }>().accesstoken.token,
          'access',
        );
        expect(claims).toMatchObject({ tipoacceso: 'Ciudadano', idcliente: w.b.idcliente });
        expect(claims.idtercero).not.toBeNull();
      });

      it('links the same person across tenants only through the same IdP, never through another asserting the same identifier', async () => {
        async function signInAt(tenant: Tenant, user: IdpUser): Promise<string> {
          const objeto = await w.requestSignIn(tenant);
          const answer = await driveLogin(objeto, user);
          const tokens = await w.exchange(tenant, await w.postToAcs(tenant, answer.samlResponse, objeto.relayState));
          expect(tokens.statusCode).toBe(200);
          return tokens.json<{ accesstoken: { token: string } }>().accesstoken.token;
        }
        function get(url: string, token: string) {
          return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        }
        // A second body on the same Cl@ve (IdP A); tenant B's own IdP also says it is María.
        const a2 = await w.tenantOn(w.idpA, 'clave', { signAssertion: false });
        const atA = await signInAt(w.a, maria);
        await signInAt(a2, maria);
        await signInAt(w.b, maria);
        const me = (await get('/api/auth/', atA)).json<{ ciudadano: { clientes: Array<{ idcliente: number }> } }>();
        expect(me.ciudadano.clientes.map((known) => known.idcliente).sort((x, y) => x - y)).toEqual(
          [w.a.idcliente, a2.idcliente].sort((x, y) => x - y),
        );
        expect((await get(`/api/auth/changeCliente/${a2.idcliente}`, atA)).statusCode).toBe(200);
        expect((await get(`/api/auth/changeCliente/${w.b.idcliente}`, atA)).statusCode).toBe(403);
        const atB = await signInAt(w.b, maria);
        expect((await get(`/api/auth/changeCliente/${w.a.idcliente}`, atB)).statusCode).toBe(403);
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
          const c = await w.tenantOn(idpC, 'saml');
          // No eIDAS identifier and a transient NameID: nobody to recognise.
          await w.expectRefused(c, 'atributos', async () => {
            const objeto = await w.requestSignIn(c);
            const answer = await driveLogin(objeto, empleada);
            return w.postToAcs(c, answer.samlResponse, objeto.relayState);
          });
          await configureIdentityProvider(t.app, c.idcliente, {
            perfil: 'saml',
            metadataXml: await idpC.metadataXml(),
            spBaseUrl: `http://${c.host}`,
            atributos: { identificador: 'employeeNumber' },
          });
          const objeto = await w.requestSignIn(c);
          const answer = await driveLogin(objeto, empleada);
          const tokens = await w.exchange(c, await w.postToAcs(c, answer.samlResponse, objeto.relayState));
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
    },
  );
}
