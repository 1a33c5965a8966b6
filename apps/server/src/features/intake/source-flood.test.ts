import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerAlertTitles } from '../../domain/complaint/handler-alerts.service.ts';
import { sourceLimits } from '../../lib/source-limits.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  fileComplaint,
  reporterToken,
  validAnswers,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { multipartBody } from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { sourceLimitMessage } from '../../plugins/source-limit.ts';

const addressA = '10.60.0.1';
const addressB = '10.60.0.2';

/**
 * One source flooding the channel (filings, chat, uploads) is stopped at its own limits while a
 * second source still files, chats and uploads, the handlers are never limited, and their alerts
 * are coalesced. Real limits here (SOURCE_LIMITS_SCALE=1), unlike the other suites.
 */
for (const dialect of DIALECTS) {
  describe(`per-source limits: one visitor cannot close the channel [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let host: string;
    let channel: Channel;
    let handler: { email: string; token: string };

    beforeAll(async () => {
      t = await buildTestApp(dialect, { SOURCE_LIMITS_SCALE: '1' });
      const tenant = await buildTenant(t.app);
      idcliente = tenant.idcliente;
      host = `${tenant.codigo}.example.test`;
      channel = await buildChannel(t.app, idcliente);
      const admin = await buildAdmin(t.app, idcliente);
      handler = { email: admin.email.toLowerCase(), token: await issueAccessToken(t.app, idcliente, 'Privado', admin) };
    });
    afterAll(async () => t.close());

    function file(token: string, address: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/',
        headers: bearer(token),
        remoteAddress: address,
        payload: {
          den_denuncias: {
            anonima: true,
            aceptaPrivacidad: true,
            answers: validAnswers(),
            idtipodenuncia: channel.idtipodenuncia,
          },
        },
      });
    }

    function chat(token: string, guid: string, address: string, mensaje: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_chat_mensajes/',
        headers: bearer(token),
        remoteAddress: address,
        payload: { den_chat_mensajes: { guid, mensaje } },
      });
    }

    function upload(token: string, address: string) {
      const body = multipartBody([{ kind: 'file', field: 'file', fileName: 'nota.txt', bytes: Buffer.from('hola') }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/gdoc/documento/postupload',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        remoteAddress: address,
        payload: body.payload,
      });
    }

    it('filings: one token is stopped after 3 an hour (429, Retry-After); a second source still files', async () => {
      const flooder = await issueAccessToken(t.app, idcliente, 'Publico');
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        codes.push((await file(flooder, addressA)).statusCode);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(sourceLimits.filing.perSession);
      const refused = await file(flooder, addressA);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(sourceLimitMessage);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await issueAccessToken(t.app, idcliente, 'Publico');
      expect((await file(other, addressB)).statusCode).toBe(200);
    });

    it('chat: a flooding reporter is stopped; another reporter and the handler still write; one alert per case', async () => {
      const flooded = await fileComplaint(t.app, await issueAccessToken(t.app, idcliente, 'Publico'), {
        idtipodenuncia: channel.idtipodenuncia,
      });
      const quiet = await fileComplaint(t.app, await issueAccessToken(t.app, idcliente, 'Publico'), {
        idtipodenuncia: channel.idtipodenuncia,
      });
      const flooder = await reporterToken(t.app, flooded.receipt, host);
      const codes: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        codes.push((await chat(flooder, flooded.guid, addressA, `mensaje ${i}`)).statusCode);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(sourceLimits.chat.perSession);
      expect(codes.filter((c) => c === 429)).toHaveLength(60 - sourceLimits.chat.perSession);

      const other = await reporterToken(t.app, quiet.receipt, host);
      expect((await chat(other, quiet.guid, addressB, 'sigo aquí')).statusCode).toBe(200);
      for (let i = 0; i < 30; i += 1) {
        expect((await chat(handler.token, flooded.guid, addressA, `respuesta ${i}`)).statusCode).toBe(200);
      }

      const { iddenuncia } = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('guid', '=', flooded.guid)
        .executeTakeFirstOrThrow();
      const bell = await t.app.db
        .selectFrom('user_feed')
        .select('id')
        .where('owner', '=', handler.email)
        .where('title', '=', handlerAlertTitles.mensaje_informante)
        .where('link', '=', `/admin/denuncias/gestion/${iddenuncia}`)
        .execute();
      expect(bell).toHaveLength(1);
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select('uid')
        .where('idcliente', '=', idcliente)
        .where('evento', '=', 'nuevo_mensaje_informante')
        .execute();
      const handlers = await t.app.db
        .selectFrom('usuarios')
        .select('idusuario')
        .where('idcliente', '=', idcliente)
        .where('activo', '=', 1)
        .execute();
      // One mail per handler for each of the two cases, however many messages arrived.
      expect(mails).toHaveLength(2 * handlers.length);
    });

    it('uploads: many free public tokens from one address are stopped there; another address still uploads', async () => {
      const codes: number[] = [];
      for (let i = 0; i < sourceLimits.upload.perAddress + 10; i += 1) {
        const fresh = await issueAccessToken(t.app, idcliente, 'Publico');
        codes.push((await upload(fresh, addressA)).statusCode);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(sourceLimits.upload.perAddress);
      expect(codes.filter((c) => c === 429)).toHaveLength(10);
      expect((await upload(await issueAccessToken(t.app, idcliente, 'Publico'), addressB)).statusCode).toBe(200);
      expect((await upload(handler.token, addressA)).statusCode).toBe(200);
    });
  });
}
