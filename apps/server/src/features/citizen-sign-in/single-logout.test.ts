import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCitizen } from '../../domain/session/session.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { idpMetadataXml } from '../../test/idp-metadata.ts';
import {
  defaultUsers,
  samlIdpAvailable,
  startSamlIdp,
  warnIdpMissing,
  type IdpUser,
  type SamlIdp,
} from '../../test/saml-idp.ts';
import { driveLogin, driveLogout, idpStillSignedIn, type CookieJar } from '../../test/saml-idp-browser.ts';
import { registerTenantOn, unb64, type Tenant } from '../../test/saml-sign-in-fixture.ts';
import { configureIdentityProvider } from './identity-provider.service.ts';

/*
 * The citizen's single logout at a real IdP we did not write (SimpleSAMLphp on loopback,
 * test/saml-idp.ts; issue 16 §1, decision 058): the signed LogoutRequest in the profile's form
 * field, the IdP's session really ended, and every LogoutResponse that must be refused.
 */

const suite = 'the single logout suites of features/citizen-sign-in/single-logout.test.ts';
if (!samlIdpAvailable) {
  warnIdpMissing(suite);
}

const [maria] = defaultUsers as [IdpUser];

type SignInObjeto = { action: string; samlRequest: string; relayState: string };
type LogoutObjeto = { action: string; campo: string; valor: string; relayState: string };

for (const dialect of DIALECTS) {
  describe.skipIf(!samlIdpAvailable)(
    `citizen single logout against SimpleSAMLphp [${dialect}]`,
    { timeout: 60_000 },
    () => {
      let t: TestApp;
      const logLines: string[] = [];
      let idpA: SamlIdp;
      let idpB: SamlIdp;
      let a: Tenant;
      let b: Tenant;

      beforeAll(async () => {
        t = await buildTestApp(dialect, {}, { logStream: { write: (line) => void logLines.push(line) } });
        [idpA, idpB] = await Promise.all([startSamlIdp({ claveLogout: true }), startSamlIdp()]);
        a = await registerTenantOn(t, idpA, 'clave', { signAssertion: false }, { singleLogout: true });
        b = await registerTenantOn(t, idpB, 'saml', {}, { singleLogout: true });
      });
      afterAll(async () => {
        await Promise.all([idpA?.stop(), idpB?.stop()]);
        await t?.close();
      });

      async function requestSignIn(tenant: Tenant): Promise<SignInObjeto> {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/clave/request',
          headers: { host: tenant.host },
          payload: { urlsuccess: `http://${tenant.host}/ciudadano/loader`, urlerror: `http://${tenant.host}/` },
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ objeto: SignInObjeto }>().objeto;
      }

      /** A full sign-in: the citizen's access token and the browser's cookies at the IdP. */
      async function signIn(tenant: Tenant): Promise<{ token: string; cookies: CookieJar }> {
        const objeto = await requestSignIn(tenant);
        const answer = await driveLogin(objeto, maria);
        const acs = await t.app.inject({
          method: 'POST',
          url: '/api/auth/clave',
          headers: { host: tenant.host, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ SAMLResponse: answer.samlResponse, RelayState: objeto.relayState }).toString(),
        });
        const codigo = new URL(String(acs.headers.location)).searchParams.get('codigo') ?? '';
        const tokens = await t.app.inject({
          method: 'POST',
          url: '/api/auth/clave/token',
          headers: { host: tenant.host },
          payload: { codigo },
        });
        expect(tokens.statusCode).toBe(200);
        return { token: tokens.json<{ accesstoken: { token: string } }>().accesstoken.token, cookies: answer.cookies };
      }

      async function requestLogout(tenant: Tenant, token: string) {
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/clave/logout/request',
          headers: { host: tenant.host, authorization: `Bearer ${token}` },
        });
      }

      /** Posts a LogoutResponse to our endpoint as the IdP's auto-POST form does. */
      async function postLogoutAnswer(host: string, field: string, value: string, relayState: string | undefined) {
        logLines.length = 0;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/clave/logout',
          headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            [field]: value,
            ...(relayState ? { RelayState: relayState } : {}),
          }).toString(),
        });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/');
        const line = logLines.filter((l) => l.includes('"slo":"refused"')).at(-1);
        return line ? (JSON.parse(line) as { check: string }).check : null;
      }

      it('the SP metadata advertises our single logout endpoint (HTTP-POST)', () => {
        expect(a.sp.sloUrl).toBe(`http://${a.host}/api/auth/clave/logout`);
      });

      it('Cl@ve: a signed LogoutRequest in `logoutRequest` ends the session at the IdP; its answer is accepted once', async () => {
        const { token, cookies } = await signIn(a);
        // Before: the IdP knows the browser (a new sign-in needs no password). The check can fail.
        expect(await idpStillSignedIn(cookies, await requestSignIn(a))).toBe(true);

        const response = await requestLogout(a, token);
        expect(response.statusCode).toBe(200);
        const objeto = response.json<{ objeto: LogoutObjeto }>().objeto;
        expect(objeto.campo).toBe('logoutRequest');
        expect(objeto.action).toBe(`${idpA.baseUrl}/saml2/idp/SingleLogoutService.php`);
        const xml = unb64(objeto.valor);
        expect(xml).toMatch(/^(<\?xml[^>]*\?>)?<samlp:LogoutRequest /);
        expect(xml).toContain(`ID="${objeto.relayState}"`);
        expect(xml).toContain(`Destination="${objeto.action}"`);
        expect(xml).toMatch(
          /<saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient"[^>]*>[^<]+<\/saml:NameID>/,
        );
        expect(xml).toMatch(/<saml2p:SessionIndex[^>]*>[^<]+</);
        expect(xml.match(/<(ds:)?Signature[\s>]/g)).toHaveLength(1);
        // The Cl@ve-shaped IdP reads only its own field name.
        await expect(driveLogout(cookies, { ...objeto, campo: 'SAMLRequest' })).rejects.toThrow(
          /did not answer with a LogoutResponse/,
        );

        // Our session ends whatever the IdP answers.
        const ended = await t.app.inject({
          method: 'GET',
          url: '/api/auth/logout',
          headers: { host: a.host, authorization: `Bearer ${token}` },
        });
        expect(ended.statusCode).toBe(200);

        // The IdP checks our signature (validate.logout), ends its session and answers, signed, to our endpoint.
        const answer = await driveLogout(cookies, objeto);
        expect(answer.action).toBe(a.sp.sloUrl);
        expect(answer.relayState).toBe(objeto.relayState);
        expect(await postLogoutAnswer(a.host, 'SAMLResponse', answer.samlResponse, answer.relayState)).toBeNull();
        // Cl@ve's own field name for the answer is read as well; a second use is a replay.
        expect(await postLogoutAnswer(a.host, 'logoutResponse', answer.samlResponse, answer.relayState)).toBe(
          'peticion-usada',
        );
        // After: the IdP asks for the password again.
        expect(await idpStillSignedIn(cookies, await requestSignIn(a))).toBe(false);
      });

      it('a company IdP gets the standard `SAMLRequest` field', async () => {
        const { token, cookies } = await signIn(b);
        const objeto = (await requestLogout(b, token)).json<{ objeto: LogoutObjeto }>().objeto;
        expect(objeto.campo).toBe('SAMLRequest');
        const answer = await driveLogout(cookies, objeto);
        expect(await postLogoutAnswer(b.host, 'SAMLResponse', answer.samlResponse, answer.relayState)).toBeNull();
        expect(await idpStillSignedIn(cookies, await requestSignIn(b))).toBe(false);
      });

      it('refuses a tampered answer, one on another tenant, an unknown or missing RelayState', async () => {
        const first = await signIn(a);
        const objeto = (await requestLogout(a, first.token)).json<{ objeto: LogoutObjeto }>().objeto;
        const answer = await driveLogout(first.cookies, objeto);
        const tampered = Buffer.from(
          unb64(answer.samlResponse).replace(/InResponseTo="[^"]+"/, 'InResponseTo="_otra"'),
          'utf8',
        ).toString('base64');
        expect(await postLogoutAnswer(a.host, 'SAMLResponse', tampered, answer.relayState)).toBe('firma');

        const second = await signIn(a);
        const again = (await requestLogout(a, second.token)).json<{ objeto: LogoutObjeto }>().objeto;
        const answerAgain = await driveLogout(second.cookies, again);
        expect(await postLogoutAnswer(b.host, 'SAMLResponse', answerAgain.samlResponse, answerAgain.relayState)).toBe(
          'cliente',
        );
        expect(await postLogoutAnswer(a.host, 'SAMLResponse', answerAgain.samlResponse, '_desconocida')).toBe(
          'peticion-desconocida',
        );
        expect(await postLogoutAnswer(a.host, 'SAMLResponse', answerAgain.samlResponse, undefined)).toBe(
          'peticion-desconocida',
        );
      });

      it('answers objeto null when there is nothing to end at the IdP; not for a non-citizen', async () => {
        // A citizen session not opened by the IdP (e.g. after "Cambiar" or a certificate): nothing to name.
        const tercero = await t.app.db
          .selectFrom('terceros')
          .select('idtercero')
          .where('idcliente', '=', a.idcliente)
          .executeTakeFirstOrThrow();
        const plain = await signInCitizen(t.app, a.idcliente, tercero.idtercero, null, null);
        const none = await requestLogout(a, plain.accesstoken.token);
        expect(none.statusCode).toBe(200);
        expect(none.json()).toMatchObject({ success: true, objeto: null });

        // An IdP without single logout in its metadata: the logout stays local.
        const quiet = await buildTenant(t.app);
        const host = `${quiet.codigo}.example.test`;
        await configureIdentityProvider(t.app, quiet.idcliente, {
          perfil: 'saml',
          metadataXml: idpMetadataXml('https://idp.sin-slo.test', 'https://idp.sin-slo.test/sso'),
          spBaseUrl: `http://${host}`,
        });
        const view = await t.app.db
          .selectFrom('proveedores_identidad')
          .select('idp_slo_url')
          .where('idcliente', '=', quiet.idcliente)
          .executeTakeFirstOrThrow();
        expect(view.idp_slo_url).toBeNull();

        // The session of the IdP's sign-in is sealed at rest: no NameID in clear.
        const sealed = await t.app.db
          .selectFrom('sesiones')
          .select('sesion_idp')
          .where('idcliente', '=', a.idcliente)
          .where('sesion_idp', 'is not', null)
          .execute();
        expect(sealed.length).toBeGreaterThan(0);
        for (const row of sealed) {
          expect(row.sesion_idp).toMatch(/^v1\./);
          expect(row.sesion_idp).not.toMatch(/transient|_[0-9a-f]{20,}/);
        }

        const admin = await issueAccessToken(t.app, a.idcliente, 'Privado', await buildAdmin(t.app, a.idcliente));
        expect((await requestLogout(a, admin)).statusCode).toBe(403);
      });
    },
  );
}
