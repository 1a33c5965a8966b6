import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { driveLogin, driveUnsolicitedLogin } from '../../test/saml-idp-browser.ts';
import {
  defaultUsers,
  samlIdpAvailable,
  warnIdpMissing,
  type IdpUser,
  type SpRegistration,
} from '../../test/saml-idp.ts';
import {
  b64,
  expectNothingSecretLogged,
  intruderEntityId,
  startSamlSignIn,
  unb64,
  urls,
  type SamlSignInWorld,
} from '../../test/saml-sign-in-fixture.ts';

/*
 * The citizen's sign-in against a real IdP we did not write (Debian's SimpleSAMLphp on loopback,
 * test/saml-idp.ts): every answer that must be refused (issue 16 tests, decision 045). Each refusal
 * must end at urlerror with no citizen and no session made, and nothing of it may be logged.
 */

const suite = 'the SAML sign-in suites of features/citizen-sign-in/saml-idp-refused-answers.test.ts';
if (!samlIdpAvailable) {
  warnIdpMissing(suite);
}

const [maria] = defaultUsers as [IdpUser];

for (const dialect of DIALECTS) {
  describe.skipIf(!samlIdpAvailable)(
    `citizen sign-in against SimpleSAMLphp: answers refused [${dialect}]`,
    { timeout: 60_000 },
    () => {
      let t: TestApp;
      let w: SamlSignInWorld;
      let allLogLines: string[];

      beforeAll(async () => {
        ({ t, w, allLogLines } = await startSamlSignIn(dialect));
      });
      afterAll(async () => {
        await w?.stop();
        await t?.close();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('refuses a tampered answer (signature no longer matches)', async () => {
        await w.expectRefused(w.a, 'firma', async () => {
          const objeto = await w.requestSignIn(w.a);
          const answer = await driveLogin(objeto, maria);
          const xml = unb64(answer.samlResponse);
          expect(xml).toContain('ES/ES/12345678Z');
          return w.postToAcs(w.a, b64(xml.replace('ES/ES/12345678Z', 'ES/ES/11111111H')), objeto.relayState);
        });
      });

      it('refuses an answer for another audience', async () => {
        await w.expectRefused(w.a, 'audiencia', async () => {
          const objeto = await w.requestSignIn(w.a);
          // The same request id, asked as another SP: the IdP answers for that SP's audience.
          const xml = unb64(objeto.samlRequest).replace(/(<saml:Issuer[^>]*>)[^<]+/, `$1${intruderEntityId}`);
          const answer = await driveLogin({ ...objeto, samlRequest: b64(xml) }, maria);
          expect(unb64(answer.samlResponse)).toContain(`<saml:Audience>${intruderEntityId}</saml:Audience>`);
          return w.postToAcs(w.a, answer.samlResponse, objeto.relayState);
        });
      });

      /** Runs `fn` while IdP A answers tenant A's SP with `changes`. */
      async function withSpOfA(changes: Partial<SpRegistration>, fn: () => Promise<void>) {
        const original = { ...w.a.sp };
        w.idpA.addSp({ ...w.a.sp, ...changes });
        try {
          await fn();
        } finally {
          w.idpA.addSp(original);
        }
      }

      it('refuses an expired answer', async () => {
        await withSpOfA({ assertionLifetime: 1 }, async () => {
          try {
            await w.expectRefused(w.a, 'vigencia', async () => {
              const objeto = await w.requestSignIn(w.a);
              const answer = await driveLogin(objeto, maria);
              // Two minutes later on the SP's clock: the request (5 min) still stands, the answer (1 s + 30 s skew) not.
              vi.useFakeTimers({ toFake: ['Date'] });
              vi.setSystemTime(Date.now() + 120_000);
              return w.postToAcs(w.a, answer.samlResponse, objeto.relayState);
            });
          } finally {
            vi.useRealTimers();
          }
        });
      });

      it('refuses an answer whose Response is not signed (only its Assertion)', async () => {
        await withSpOfA({ signResponse: false, signAssertion: true }, async () => {
          await w.expectRefused(w.a, 'firma', async () => {
            const objeto = await w.requestSignIn(w.a);
            const answer = await driveLogin(objeto, maria);
            return w.postToAcs(w.a, answer.samlResponse, objeto.relayState);
          });
        });
      });

      it('refuses a replayed answer, with its own RelayState or with a fresh request', async () => {
        const objeto = await w.requestSignIn(w.a);
        const answer = await driveLogin(objeto, maria);
        const first = await w.postToAcs(w.a, answer.samlResponse, objeto.relayState);
        expect(first.startsWith(`${urls(w.a).urlsuccess}?codigo=`)).toBe(true);
        await w.expectRefused(w.a, 'peticion-usada', async () =>
          w.postToAcs(w.a, answer.samlResponse, objeto.relayState),
        );
        const fresh = await w.requestSignIn(w.a);
        await w.expectRefused(w.a, 'inresponseto', async () => w.postToAcs(w.a, answer.samlResponse, fresh.relayState));
      });

      it('refuses an unsolicited answer (no InResponseTo)', async () => {
        await w.expectRefused(w.a, 'inresponseto', async () => {
          const objeto = await w.requestSignIn(w.a);
          const answer = await driveUnsolicitedLogin(w.idpA, w.a.sp.entityId, objeto.relayState, maria);
          expect(unb64(answer.samlResponse)).not.toContain('InResponseTo=');
          return w.postToAcs(w.a, answer.samlResponse, objeto.relayState);
        });
      });

      it("refuses the IdP of tenant A answering for tenant B, and A's answer brought to B", async () => {
        await w.expectRefused(w.b, 'firma', async () => {
          const objeto = await w.requestSignIn(w.b);
          // B's own request, signed in at IdP A (which knows B's SP): signed with A's key, not B's pinned one.
          const answer = await driveLogin({ ...objeto, action: w.idpA.ssoUrl }, maria);
          return w.postToAcs(w.b, answer.samlResponse, objeto.relayState);
        });
        await w.expectRefused(w.b, 'cliente', async () => {
          const objeto = await w.requestSignIn(w.b);
          const answer = await driveLogin(objeto, maria);
          // B's good answer posted on A's host: the request is not A's.
          const location = await w.postToAcs(w.a, answer.samlResponse, objeto.relayState);
          return location;
        });
      });

      it('never logs a SAML message, an identifier or a name', () => {
        expectNothingSecretLogged(allLogLines);
      });
    },
  );
}
