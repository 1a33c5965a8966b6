import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditGenesisHash, auditHash } from '../../lib/audit.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { caseFixture, type CaseFixture } from '../../test/case-fixture.ts';
import { addStatus, setComplaintStatus } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer } from '../../test/factories.ts';

const api = '/api/denuncias';
/** Texts the reporter and the handlers write: none may reach the audit trail. */
const secretMessage = 'El jefe de compras cobra comisiones';
const secretNotification = 'Citación a declarar el martes';

type Entry = { idauditoria: number; iddenuncia: number | null; accion: string; resultado: string; detalle: string };

for (const dialect of DIALECTS) {
  describe(`complaints: audit trail [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let publicToken: string;
    let admin: { idusuario: number; email: string };
    let adminToken: string;
    let otherAdminToken: string;
    let newCase: CaseFixture['newCase'];

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      ({ tenant, publicToken, admin, adminToken, otherAdminToken, newCase } = await caseFixture(t.app));
      await addStatus(t.app, tenant.idcliente, 3);
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${api}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    function trail(iddenuncia: number, extra: Record<string, unknown> = {}, token = adminToken) {
      return call('POST', '/den_auditoria/GetList', token, {
        columns: [{ name: 'iddenuncia', data: iddenuncia }],
        ...extra,
      });
    }

    async function rowsOf(iddenuncia: number): Promise<Entry[]> {
      return t.app.db
        .selectFrom('den_auditoria')
        .select(['idauditoria', 'iddenuncia', 'accion', 'resultado', 'detalle'])
        .where('idcliente', '=', tenant.idcliente)
        .where('iddenuncia', '=', iddenuncia)
        .orderBy('idauditoria')
        .execute();
    }

    it('GetList: newest first with paging; its own read shows in the next read, not in this one', async () => {
      const c = await newCase();
      await call('GET', `/den_denuncias/${c.iddenuncia}`, adminToken);
      await call('PUT', `/den_denuncias/${c.iddenuncia}/estado`, adminToken, { idestadodenuncia: 3 });
      const first = await trail(c.iddenuncia);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().total).toBe(2);
      expect(first.json().data).toEqual([
        expect.objectContaining({
          accion: 'cambiar_estado',
          resultado: 'ok',
          detalle: 'de 2 a 3',
          usuario: admin.email,
        }),
        expect.objectContaining({ accion: 'leer_denuncia', resultado: 'ok', idusuario: admin.idusuario }),
      ]);
      expect(first.json().data[0]).not.toHaveProperty('hash');
      const second = await trail(c.iddenuncia);
      expect(second.json().total).toBe(3);
      expect(second.json().data[0]).toMatchObject({ accion: 'leer_auditoria', resultado: 'ok' });
      const page = await trail(c.iddenuncia, { start: 1, length: 1 });
      expect(page.json()).toMatchObject({ total: 4, data: [{ accion: 'leer_auditoria' }] });
      const oldest = await trail(c.iddenuncia, { sort: 'idauditoria', order: 'asc', length: 1 });
      expect(oldest.json().data).toEqual([expect.objectContaining({ accion: 'leer_denuncia' })]);
    });

    it('GetList: 400 without the iddenuncia filter, 404 for another tenant, 403 for the reporter', async () => {
      const c = await newCase();
      expect((await call('POST', '/den_auditoria/GetList', adminToken, {})).statusCode).toBe(400);
      expect((await trail(c.iddenuncia, { sort: 'hash' })).statusCode).toBe(400);
      expect((await trail(c.iddenuncia, {}, otherAdminToken)).statusCode).toBe(404);
      expect((await trail(c.iddenuncia, {}, c.reporter)).statusCode).toBe(403);
      expect((await trail(c.iddenuncia, {}, publicToken)).statusCode).toBe(403);
    });

    it('chat: administrator reads and sends are audited, the reporter’s are not; a resolved case leaves denegado', async () => {
      const c = await newCase();
      const byGuid = { length: -1, columns: [{ name: 'guid', data: c.guid }] };
      await call('POST', '/den_chat_mensajes/', c.reporter, {
        den_chat_mensajes: { guid: c.guid, mensaje: secretMessage },
      });
      await call('POST', '/den_chat_mensajes/GetList', c.reporter, byGuid);
      expect(await rowsOf(c.iddenuncia)).toEqual([]);

      await call('POST', '/den_chat_mensajes/GetList', adminToken, byGuid);
      const sent = await call('POST', '/den_chat_mensajes/', adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: 'Gracias, lo revisamos' },
      });
      expect(sent.statusCode).toBe(200);
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid: c.guid }, 1);
      const refused = await call('POST', '/den_chat_mensajes/', adminToken, {
        den_chat_mensajes: { guid: c.guid, mensaje: 'Otro' },
      });
      expect(refused.statusCode).toBe(501);
      expect((await rowsOf(c.iddenuncia)).map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
        ['leer_chat', 'ok', 'mensajes=1'],
        ['enviar_mensaje', 'ok', `idmensaje=${sent.json().data.idmensaje}`],
        ['enviar_mensaje', 'denegado', `guid=${c.guid} BUSINESS_RULE`],
      ]);
    });

    it('notifications: list, read, create, edit and delete by an administrator are audited; refusals as denegado', async () => {
      const c = await newCase();
      const ofCase = { columns: [{ name: 'iddenuncia', data: c.iddenuncia }] };
      await call('POST', '/den_denuncia_notificaciones/GetList', c.reporter, ofCase);
      expect(await rowsOf(c.iddenuncia)).toEqual([]);

      await call('POST', '/den_denuncia_notificaciones/GetList', adminToken, ofCase);
      const created = await call('POST', '/den_denuncia_notificaciones/', adminToken, {
        den_denuncia_notificaciones: {
          iddenuncia: c.iddenuncia,
          descripcion: 'Citación',
          contenido: secretNotification,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.idnotificacion as number;
      await call('GET', `/den_denuncia_notificaciones/${id}`, adminToken);
      await call('PUT', '/den_denuncia_notificaciones/', adminToken, {
        den_denuncia_notificaciones: {
          idnotificacion: id,
          iddenuncia: c.iddenuncia,
          descripcion: 'Cita',
          contenido: 'Nueva',
        },
      });
      expect((await call('DELETE', `/den_denuncia_notificaciones/${id}`, adminToken)).statusCode).toBe(200);
      await setComplaintStatus(t.app, { idcliente: tenant.idcliente, guid: c.guid }, 1);
      const locked = await call('POST', '/den_denuncia_notificaciones/', adminToken, {
        den_denuncia_notificaciones: { iddenuncia: c.iddenuncia, descripcion: 'Tarde', contenido: 'Tarde' },
      });
      expect(locked.statusCode).toBe(501);

      expect((await rowsOf(c.iddenuncia)).map((r) => [r.accion, r.resultado, r.detalle])).toEqual([
        ['leer_notificaciones', 'ok', `iddenuncia=${c.iddenuncia} notificaciones=1`],
        ['crear_notificacion', 'ok', `idnotificacion=${id}`],
        ['leer_notificaciones', 'ok', `idnotificacion=${id}`],
        ['editar_notificacion', 'ok', `idnotificacion=${id}`],
        ['eliminar_notificacion', 'ok', `idnotificacion=${id}`],
        ['crear_notificacion', 'denegado', `iddenuncia=${c.iddenuncia} BUSINESS_RULE`],
      ]);

      expect((await call('GET', '/den_denuncia_notificaciones/987654', adminToken)).statusCode).toBe(404);
      const missing = await t.app.db
        .selectFrom('den_auditoria')
        .select(['iddenuncia', 'accion', 'resultado', 'detalle'])
        .where('idcliente', '=', tenant.idcliente)
        .where('detalle', '=', 'idnotificacion=987654 NOT_FOUND')
        .execute();
      expect(missing).toEqual([
        {
          iddenuncia: null,
          accion: 'leer_notificaciones',
          resultado: 'denegado',
          detalle: 'idnotificacion=987654 NOT_FOUND',
        },
      ]);
    });

    it('no case content reaches the trail', async () => {
      const all = await t.app.db.selectFrom('den_auditoria').selectAll().execute();
      expect(all.length).toBeGreaterThan(5);
      const text = JSON.stringify(all);
      for (const secret of [secretMessage, secretNotification, 'Gracias', 'Citación', 'jefe de compras']) {
        expect(text).not.toContain(secret);
      }
    });

    it('the database refuses to update or delete audit rows', async () => {
      const c = await newCase();
      await call('GET', `/den_denuncias/${c.iddenuncia}`, adminToken);
      const [row] = await rowsOf(c.iddenuncia);
      expect(row).toBeDefined();
      await expect(
        t.app.db
          .updateTable('den_auditoria')
          .set({ detalle: 'borrado' })
          .where('idauditoria', '=', row?.idauditoria ?? 0)
          .execute(),
      ).rejects.toThrow(/solo inserción/);
      await expect(
        t.app.db
          .deleteFrom('den_auditoria')
          .where('idauditoria', '=', row?.idauditoria ?? 0)
          .execute(),
      ).rejects.toThrow(/solo inserción/);
      expect(await rowsOf(c.iddenuncia)).toEqual([row]);
    });

    it('the hash chain of the tenant verifies from the genesis hash', async () => {
      const rows = await t.app.db
        .selectFrom('den_auditoria')
        .selectAll()
        .where('idcliente', '=', tenant.idcliente)
        .orderBy('idauditoria')
        .execute();
      expect(rows.length).toBeGreaterThan(10);
      let previous = auditGenesisHash;
      for (const row of rows) {
        expect(row.hash_anterior).toBe(previous);
        expect(row.hash).toBe(auditHash(previous, row));
        previous = row.hash;
      }
      // A changed field would no longer match its stored hash.
      const [first] = rows;
      expect(first && auditHash(auditGenesisHash, { ...first, resultado: 'ok', accion: 'resolver' })).not.toBe(
        first?.hash,
      );
    });
  });
}
