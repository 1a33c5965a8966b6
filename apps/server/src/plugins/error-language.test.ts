import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { multipartBody, windowsExecutable } from '../test/document-factories.ts';
import { bearer, demoTenantAndAdmin, issueAccessToken } from '../test/factories.ts';

const wrongPassword = { password: 'not-the-password', idaplicacion: 1, url: 'localhost' };

for (const dialect of DIALECTS) {
  describe(`error messages follow the interface language (Accept-Language) [${dialect}]`, () => {
    let t: TestApp;
    let publicToken: string;
    let source = 0;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      publicToken = await issueAccessToken(t.app, (await demoTenantAndAdmin(t.app)).idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    /**
     * Each call signs in to its own account from its own address (unless given), so the sign-in
     * throttle of one never answers another.
     */
    function login(
      payload: Record<string, unknown>,
      headers: Record<string, string>,
      remoteAddress?: string,
      email?: string,
    ) {
      source += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: email ?? `nobody-${source}@example.test`, ...payload },
        headers,
        remoteAddress: remoteAddress ?? `10.20.0.${source}`,
      });
    }

    it('401 wrong password: Spanish (spec wording) without the header, and each language by its BCP 47 tag', async () => {
      const expected: [Record<string, string>, string][] = [
        [{}, 'Correo electrónico o contraseña incorrectos'],
        [{ 'accept-language': 'es' }, 'Correo electrónico o contraseña incorrectos'],
        [{ 'accept-language': 'ca' }, 'Correu electrònic o contrasenya incorrectes'],
        [{ 'accept-language': 'eu' }, 'Helbide elektronikoa edo pasahitza ez dira zuzenak'],
        [{ 'accept-language': 'gl' }, 'Correo electrónico ou contrasinal incorrectos'],
        [{ 'accept-language': 'en-GB' }, 'Wrong e-mail address or password'],
        [{ 'accept-language': 'fr-FR, en;q=0.9, ca;q=0.8' }, 'Wrong e-mail address or password'],
        // `ga` in a header is Irish, which Atalaya does not speak: Spanish, never Galician.
        [{ 'accept-language': 'ga' }, 'Correo electrónico o contraseña incorrectos'],
        [{ 'accept-language': 'de' }, 'Correo electrónico o contraseña incorrectos'],
      ];
      for (const [headers, message] of expected) {
        const res = await login(wrongPassword, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message });
      }
    });

    it('429 sign-in throttle in Galician', async () => {
      const address = '10.21.0.1';
      for (let i = 0; i < 5; i += 1) {
        expect((await login(wrongPassword, { 'accept-language': 'gl' }, address, testAdmin.email)).statusCode).toBe(
          401,
        );
      }
      const blocked = await login(wrongPassword, { 'accept-language': 'gl' }, address, testAdmin.email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Demasiados intentos fallidos. Volva intentalo nuns minutos.');
    });

    it('400 validation: the summary and each field message in English; Spanish by default', async () => {
      const english = await login({ ...wrongPassword, email: 'not-an-address' }, { 'accept-language': 'en' });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The data sent is not valid',
        errors: [{ path: 'body.email', message: 'Enter a valid e-mail address' }],
      });
      const spanish = await login({ ...wrongPassword, email: 'not-an-address' }, {});
      expect(spanish.json()).toMatchObject({
        message: 'Los datos enviados no son válidos',
        errors: [{ path: 'body.email', message: 'Introduzca un correo electrónico válido' }],
      });
    });

    it('401 wrong receipt code in Basque', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/informante',
        payload: { receipt: '7K3M-Q9XD-2HWT-BN4R', url: 'localhost' },
        headers: { 'accept-language': 'eu' },
        remoteAddress: '10.22.0.1',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Kodea ez da baliozkoa');
    });

    it('415 upload refusal in Catalan; the same refusal without the header is Spanish', async () => {
      const body = multipartBody([
        { kind: 'file', field: 'file', fileName: 'informe.pdf', bytes: windowsExecutable() },
      ]);
      function upload(headers: Record<string, string>) {
        return t.app.inject({
          method: 'POST',
          url: '/api/gdoc/documento/postupload',
          headers: { ...body.headers, ...bearer(publicToken), ...headers },
          payload: body.payload,
        });
      }
      const catalan = await upload({ 'accept-language': 'ca-ES,ca;q=0.9' });
      expect(catalan.statusCode).toBe(415);
      expect(catalan.json().message).toBe('Tipus de fitxer no permès');
      expect((await upload({})).json().message).toBe('Tipo de archivo no permitido');
    });
  });
}
