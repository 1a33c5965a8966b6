import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  complaintIdOf,
  fileComplaint,
  reporterToken,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const base = '/api/denuncias/den_denuncia_notificaciones';

/** Created in this order after the acknowledgement; the Spanish order ignores case and accents, ñ after n. */
const titles = ['beta', 'Zeta', 'Álamo', 'Ñu', 'alfa', 'Beta', 'Nube'];
const ascending = ['Acuse de recibo', 'Álamo', 'alfa', 'beta', 'Beta', 'Nube', 'Ñu', 'Zeta'];
/** Equal titles keep ascending id order in both directions. */
const descending = ['Zeta', 'Ñu', 'Nube', 'beta', 'Beta', 'alfa', 'Álamo', 'Acuse de recibo'];

for (const dialect of DIALECTS) {
  describe(`complaints: sealed notification titles [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; codigo: string };
    let channel: Channel;
    let publicToken: string;
    let adminToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      adminToken = await newAdminToken(t.app, tenant.idcliente);
    });
    afterAll(async () => t.close());

    async function newComplaint(): Promise<{ iddenuncia: number; token: string }> {
      const filed = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      return {
        iddenuncia: await complaintIdOf(t.app, tenant.idcliente, filed.guid),
        token: await reporterToken(t.app, filed.receipt, `${tenant.codigo}.example.test`),
      };
    }

    function write(method: 'POST' | 'PUT', entity: Record<string, unknown>) {
      return t.app.inject({
        method,
        url: `${base}/`,
        headers: bearer(adminToken),
        payload: { den_denuncia_notificaciones: entity },
      });
    }

    function list(token: string, body: Record<string, unknown>) {
      return t.app.inject({ method: 'POST', url: `${base}/GetList`, headers: bearer(token), payload: body });
    }

    function titlesOf(res: { json: () => { data: Array<{ descripcion: string }> } }): string[] {
      return res.json().data.map((n) => n.descripcion);
    }

    async function storedTitle(idnotificacion: number): Promise<string> {
      const row = await t.app.db
        .selectFrom('den_denuncia_notificaciones')
        .select('descripcion')
        .where('idnotificacion', '=', idnotificacion)
        .executeTakeFirstOrThrow();
      return row.descripcion;
    }

    it('created and edited titles are stored sealed for their complaint and column; the API answers them in clear', async () => {
      const { iddenuncia, token } = await newComplaint();
      const created = await write('POST', { iddenuncia, descripcion: 'Admisión a trámite', contenido: '<p>a</p>' });
      expect(created.statusCode).toBe(200);
      const entity = created.json().data;
      expect(entity.descripcion).toBe('Admisión a trámite');
      const sealed = await storedTitle(entity.idnotificacion);
      expect(sealed).not.toContain('Admisión');
      expect(sealed.startsWith('v1.')).toBe(true);
      const key = await t.app.tenantKeys.keyFor(tenant.idcliente);
      expect(decryptText(key, sealed, sealedColumn.notificationTitle(iddenuncia))).toBe('Admisión a trámite');
      // Bound to its own column and complaint: the content's or another complaint's context fails.
      expect(() => decryptText(key, sealed, sealedColumn.notificationContent(iddenuncia))).toThrow();
      expect(() => decryptText(key, sealed, sealedColumn.notificationTitle(iddenuncia + 1))).toThrow();

      const edited = await write('PUT', { ...entity, descripcion: 'Archivo provisional' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.descripcion).toBe('Archivo provisional');
      const resealed = await storedTitle(entity.idnotificacion);
      expect(resealed).not.toContain('Archivo');
      expect(resealed).not.toBe(sealed);

      const read = await t.app.inject({
        method: 'GET',
        url: `${base}/${entity.idnotificacion}`,
        headers: bearer(token),
      });
      expect(read.json().data.descripcion).toBe('Archivo provisional');
      expect(titlesOf(await list(token, { columns: [{ name: 'iddenuncia', data: iddenuncia }] }))).toEqual([
        'Acuse de recibo',
        'Archivo provisional',
      ]);
    });

    it('sorting by descripcion orders the decrypted titles (Spanish collation, ties by id) and pages them', async () => {
      const { iddenuncia, token } = await newComplaint();
      for (const descripcion of titles) {
        expect((await write('POST', { iddenuncia, descripcion, contenido: '<p>a</p>' })).statusCode).toBe(200);
      }
      const filter = { columns: [{ name: 'iddenuncia', data: iddenuncia }], length: -1 };
      const asc = await list(adminToken, { ...filter, sort: 'descripcion', order: 'asc' });
      expect(asc.json().total).toBe(ascending.length);
      expect(titlesOf(asc)).toEqual(ascending);
      expect(titlesOf(await list(adminToken, { ...filter, sort: 'descripcion', order: 'desc' }))).toEqual(descending);
      expect(titlesOf(await list(token, { ...filter, sort: 'DESCRIPCION', order: 'desc' }))).toEqual(descending);

      const paged = { columns: filter.columns, sort: 'descripcion' };
      const second = await list(adminToken, { ...paged, order: 'asc', start: 3, length: 3 });
      expect(second.json().total).toBe(ascending.length);
      expect(titlesOf(second)).toEqual(ascending.slice(3, 6));
      const last = await list(adminToken, { ...paged, order: 'desc', start: 6, length: 3, gettotal: false });
      expect(last.json().total).toBe(-1);
      expect(titlesOf(last)).toEqual(descending.slice(6));
      expect(titlesOf(await list(adminToken, { ...paged, start: 20, length: 3 }))).toEqual([]);

      // Every field as the unsorted list answers it, only in another order.
      const byId = (await list(adminToken, filter)).json().data;
      expect(asc.json().data).toEqual(
        ascending.map((title) => byId.find((n: { descripcion: string }) => n.descripcion === title)),
      );
    });

    it("without a complaint filter, an administrator's sort by descripcion spans the tenant's complaints", async () => {
      const own = await buildTenant(t.app);
      const ownChannel = await buildChannel(t.app, own.idcliente);
      const ownPublic = await issueAccessToken(t.app, own.idcliente, 'Publico');
      const ownAdmin = await newAdminToken(t.app, own.idcliente);
      const ids: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        const filed = await fileComplaint(t.app, ownPublic, { idtipodenuncia: ownChannel.idtipodenuncia });
        ids.push(await complaintIdOf(t.app, own.idcliente, filed.guid));
      }
      const [first, second] = ids as [number, number];
      for (const [iddenuncia, descripcion] of [
        [first, 'Ñandú'],
        [second, 'avance'],
        [first, 'Oficio'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${base}/`,
          headers: bearer(ownAdmin),
          payload: { den_denuncia_notificaciones: { iddenuncia, descripcion, contenido: '<p>a</p>' } },
        });
        expect(res.statusCode).toBe(200);
      }
      const sorted = await list(ownAdmin, { sort: 'descripcion', order: 'asc', length: -1 });
      expect(sorted.json().total).toBe(5);
      expect(
        sorted.json().data.map((n: { iddenuncia: number; descripcion: string }) => [n.iddenuncia, n.descripcion]),
      ).toEqual([
        [first, 'Acuse de recibo'],
        [second, 'Acuse de recibo'],
        [second, 'avance'],
        [first, 'Ñandú'],
        [first, 'Oficio'],
      ]);
    });
  });
}
