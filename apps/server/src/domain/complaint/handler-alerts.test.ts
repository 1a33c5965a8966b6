import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  adminLoginToken,
  buildChannel,
  caseReferenceOf,
  complaintIdOf,
  fileComplaint,
  reporterToken,
  validAnswers,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

type Bell = {
  id: string;
  title: string | null;
  description: string | null;
  link: string | null;
  useRouter: boolean;
  icon: string | null;
  read: boolean;
};

const chatSecret = 'Tengo nuevas pruebas del soborno';
const addedSecret = 'Adjunto la factura falsa';

for (const dialect of DIALECTS) {
  describe(`complaints: header-bell alerts for handlers [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;
    let handlerToken: string;
    let secondHandlerToken: string;
    let inactiveEmail: string;
    let otherHandlerToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      // Mixed case on purpose: the feed owner is the e-mail the administrator signs in with, lower-cased.
      const handler = await buildAdmin(t.app, tenant.idcliente, { email: `Gestora.${tenant.codigo}@Example.test` });
      handlerToken = await adminLoginToken(t.app, tenant, handler);
      secondHandlerToken = await adminLoginToken(t.app, tenant, await buildAdmin(t.app, tenant.idcliente));
      inactiveEmail = (await buildAdmin(t.app, tenant.idcliente, { activo: false })).email;
      const other = await buildTenant(t.app);
      otherHandlerToken = await adminLoginToken(t.app, other, await buildAdmin(t.app, other.idcliente));
    });
    afterAll(async () => t.close());

    async function bell(token: string): Promise<Bell[]> {
      const res = await t.app.inject({ method: 'GET', url: '/api/common/notifications', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }

    async function newCase(): Promise<{ iddenuncia: number; guid: string; referencia: string; reporter: string }> {
      const filed = await fileComplaint(t.app, publicToken, {
        idtipodenuncia: channel.idtipodenuncia,
        anonima: false,
        contact: { nombre: 'Ana Pérez', email: 'ana@example.test', telefono: '' },
      });
      return {
        iddenuncia: await complaintIdOf(t.app, tenant.idcliente, filed.guid),
        guid: filed.guid,
        referencia: await caseReferenceOf(t.app, tenant.idcliente, filed.guid),
        reporter: await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`),
      };
    }

    function expectNoCaseContent(item: Bell | undefined, guid: string): void {
      const text = JSON.stringify(item);
      for (const secret of [guid, 'Ana Pérez', String(validAnswers().hechos), chatSecret, addedSecret, 'Fraude']) {
        expect(text).not.toContain(secret);
      }
    }

    it('a new complaint puts one alert in every active handler’s bell, with the case number only', async () => {
      const before = (await bell(handlerToken)).length;
      const c = await newCase();
      const items = await bell(handlerToken);
      expect(items).toHaveLength(before + 1);
      const alert = items.find((i) => i.link === `/admin/denuncias/gestion/${c.iddenuncia}`);
      expect(alert).toMatchObject({
        title: 'Nueva comunicación recibida',
        description: `Comunicación ${c.referencia}`,
        useRouter: true,
        icon: 'notifications',
        read: false,
      });
      expectNoCaseContent(alert, c.guid);
      expect((await bell(secondHandlerToken)).some((i) => i.link === alert?.link)).toBe(true);
      expect((await bell(otherHandlerToken)).some((i) => i.link === alert?.link)).toBe(false);
      const inactive = await t.app.db
        .selectFrom('user_feed')
        .select('id')
        .where('owner', '=', inactiveEmail.toLowerCase())
        .execute();
      expect(inactive).toHaveLength(0);
    });

    it('a reporter’s chat message and added information alert the handlers; a handler’s message does not', async () => {
      const c = await newCase();
      const link = `/admin/denuncias/gestion/${c.iddenuncia}`;
      async function ofCase(): Promise<Bell[]> {
        return (await bell(handlerToken)).filter((i) => i.link === link);
      }
      expect(await ofCase()).toHaveLength(1);

      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_chat_mensajes/',
        headers: bearer(c.reporter),
        payload: { den_chat_mensajes: { guid: c.guid, mensaje: chatSecret } },
      });
      expect(sent.statusCode).toBe(200);
      const afterMessage = await ofCase();
      expect(afterMessage).toHaveLength(2);
      const message = afterMessage.find((i) => i.title === 'Nuevo mensaje del informante');
      expect(c.referencia).toMatch(/^\d{4}-\d{4}$/);
      expect(message).toMatchObject({ description: `Comunicación ${c.referencia}`, useRouter: true });
      expectNoCaseContent(message, c.guid);

      const added = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_denuncias/ampliar',
        headers: bearer(c.reporter),
        payload: { informacion: addedSecret, documentos: [] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const afterAdded = await ofCase();
      expect(afterAdded).toHaveLength(3);
      expectNoCaseContent(
        afterAdded.find((i) => i.title === 'Nueva información del informante'),
        c.guid,
      );

      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/den_chat_mensajes/',
        headers: bearer(handlerToken),
        payload: { den_chat_mensajes: { guid: c.guid, mensaje: 'Gracias' } },
      });
      expect(reply.statusCode).toBe(200);
      expect(await ofCase()).toHaveLength(3);
    });

    it('a failing alert never fails the filing', async () => {
      // The feed table is briefly missing: the alert's insert fails, the filing stands.
      await sql`alter table user_feed rename to user_feed_off`.execute(t.app.db);
      try {
        const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
        expect(await complaintIdOf(t.app, tenant.idcliente, filed.guid)).toBeGreaterThan(0);
      } finally {
        await sql`alter table user_feed_off rename to user_feed`.execute(t.app.db);
      }
    });
  });
}
