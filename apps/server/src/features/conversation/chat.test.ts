import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  fileComplaint,
  reporterToken,
  setChannelSettings,
  setComplaintStatus,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, foreignAdminToken, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias/den_chat_mensajes';

for (const dialect of DIALECTS) {
  describe(`complaints: chat [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;
    let admin: { idusuario: number; email: string };
    let adminToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      admin = await buildAdmin(t.app, tenant.idcliente);
      adminToken = await issueAccessToken(t.app, tenant.idcliente, 'Privado', admin);
    });
    afterAll(async () => t.close());

    /** A new complaint of the tenant and its reporter's token. */
    async function newComplaint(): Promise<{ guid: string; token: string }> {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      return { guid: filed.guid, token: await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`) };
    }

    function send(token: string, entity: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: `${base}/`,
        headers: bearer(token),
        payload: { den_chat_mensajes: entity },
      });
    }

    function list(token: string, payload: Record<string, unknown>) {
      return t.app.inject({ method: 'POST', url: `${base}/GetList`, headers: bearer(token), payload });
    }

    function byGuid(guid: string) {
      return { length: -1, columns: [{ name: 'guid', data: guid }] };
    }

    it('200: reporter and administrator talk; roles come from the token (a spoofed idusuario is ignored), oldest first', async () => {
      const { guid, token } = await newComplaint();
      const spoofed = await send(token, { guid, mensaje: '  Hola, soy quien informa  ', idusuario: 0 });
      expect(spoofed.statusCode).toBe(200);
      expect(spoofed.json()).toEqual({
        success: true,
        data: {
          idmensaje: expect.any(Number),
          guid,
          mensaje: 'Hola, soy quien informa',
          idusuario: 1,
          fec_mensaje: expect.any(String),
        },
      });
      const answer = await send(adminToken, { guid, mensaje: 'Gracias, lo revisamos', idusuario: 1 });
      expect(answer.json().data.idusuario).toBe(0);

      for (const viewer of [token, adminToken]) {
        const res = await list(viewer, byGuid(guid));
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.total).toBe(2);
        expect(body.data.map((m: { mensaje: string; idusuario: number }) => [m.idusuario, m.mensaje])).toEqual([
          [1, 'Hola, soy quien informa'],
          [0, 'Gracias, lo revisamos'],
        ]);
      }
      const stored = await t.app.db
        .selectFrom('den_chat_mensajes')
        .select(['idusuario', 'idautor'])
        .where('guid', '=', guid)
        .orderBy('idmensaje')
        .execute();
      expect(stored).toEqual([
        { idusuario: 1, idautor: null },
        { idusuario: 0, idautor: admin.idusuario },
      ]);
      const newestFirst = await list(adminToken, { ...byGuid(guid), sort: 'fec_mensaje', order: 'desc' });
      expect(newestFirst.json().data[0].idusuario).toBe(0);
    });

    it('400: an empty or blank message answers the spec message', async () => {
      const { guid, token } = await newComplaint();
      for (const entity of [{ guid, mensaje: '' }, { guid, mensaje: '   \n ' }, { guid }]) {
        const res = await send(token, entity);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'No ha escrito en mensaje que desea enviar',
          errors: [{ path: 'body.den_chat_mensajes.mensaje', message: 'No ha escrito en mensaje que desea enviar' }],
        });
      }
    });

    it('400: GetList needs the guid filter and accepts no other filter or sort', async () => {
      const { guid, token } = await newComplaint();
      expect((await list(token, { length: -1 })).statusCode).toBe(400);
      expect(
        (
          await list(token, {
            columns: [
              { name: 'guid', data: guid },
              { name: 'idusuario', data: 1 },
            ],
          })
        ).statusCode,
      ).toBe(400);
      expect((await list(token, { ...byGuid(guid), sort: 'mensaje' })).statusCode).toBe(400);
      expect((await list(token, { columns: [{ name: 'guid', data: 5 }] })).statusCode).toBe(400);
    });

    it("404: a reporter's token reaches only its own complaint's chat, whatever guid it names", async () => {
      const mine = await newComplaint();
      const theirs = await newComplaint();
      await send(theirs.token, { guid: theirs.guid, mensaje: 'Mensaje ajeno' });
      const read = await list(mine.token, byGuid(theirs.guid));
      expect(read.statusCode).toBe(404);
      const write = await send(mine.token, { guid: theirs.guid, mensaje: 'Intruso' });
      expect(write.statusCode).toBe(404);
      expect((await list(mine.token, byGuid('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
      const theirsNow = await list(adminToken, byGuid(theirs.guid));
      expect(theirsNow.json().data.map((m: { mensaje: string }) => m.mensaje)).toEqual(['Mensaje ajeno']);
    });

    it("404: another tenant's administrator neither reads nor writes this tenant's chat", async () => {
      const { guid, token } = await newComplaint();
      await send(token, { guid, mensaje: 'Solo para mi entidad' });
      const otherAdmin = await foreignAdminToken(t.app);
      expect((await list(otherAdmin, byGuid(guid))).statusCode).toBe(404);
      expect((await send(otherAdmin, { guid, mensaje: 'Hola' })).statusCode).toBe(404);
    });

    it('403: public and citizen tokens have no chat', async () => {
      const { guid } = await newComplaint();
      const citizen = await issueAccessToken(t.app, tenant.idcliente, 'Ciudadano');
      for (const token of [publicToken, citizen]) {
        expect((await list(token, byGuid(guid))).statusCode).toBe(403);
        expect((await send(token, { guid, mensaje: 'Hola' })).statusCode).toBe(403);
      }
    });

    it('501: a resolved complaint takes no more messages from anybody, but its chat can still be read', async () => {
      const { guid, token } = await newComplaint();
      await send(token, { guid, mensaje: 'Antes de resolver' });
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid }, 1);
      for (const author of [token, adminToken]) {
        const res = await send(author, { guid, mensaje: 'Después' });
        expect(res.statusCode).toBe(501);
        expect(res.json()).toEqual({
          success: false,
          code: 'BUSINESS_RULE',
          message: 'La denuncia está resuelta y no admite nuevos mensajes',
        });
      }
      expect((await list(token, byGuid(guid))).json().total).toBe(1);
    });

    it("429: the tenant's hourly message cap (max_mensajes_hora)", async () => {
      const capped = await buildTenant(t.app);
      const cappedChannel = await buildChannel(t.app, capped.idcliente);
      await setChannelSettings(t.app, capped.idcliente, { max_mensajes_hora: 2 });
      const filed = await fileComplaint(t.app, await issueAccessToken(t.app, capped.idcliente, 'Publico'), {
        idtipodenuncia: cappedChannel.idtipodenuncia,
      });
      const token = await reporterToken(t.app, filed.receipt, `${capped.codigo}.example.test`);
      expect((await send(token, { guid: filed.guid, mensaje: 'uno' })).statusCode).toBe(200);
      expect((await send(token, { guid: filed.guid, mensaje: 'dos' })).statusCode).toBe(200);
      const third = await send(token, { guid: filed.guid, mensaje: 'tres' });
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Se ha alcanzado el número máximo de mensajes por hora. Inténtelo más tarde.');
    });
  });
}
