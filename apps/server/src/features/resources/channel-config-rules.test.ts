import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, fileComplaint } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, demoTenantAndAdmin, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const base = '/api/denuncias';

/** The rules of the channel configuration screens (issue 5): types, statuses and their names. */
for (const dialect of DIALECTS) {
  describe(`channel configuration rules [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let adminToken: string;
    let publicToken: string;
    let tenantB: { idcliente: number };
    let adminB: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const demo = await demoTenantAndAdmin(t.app);
      demoId = demo.idcliente;
      adminToken = await issueAccessToken(t.app, demoId, 'Privado', demo.admin);
      publicToken = await issueAccessToken(t.app, demoId, 'Publico');
      tenantB = await buildTenant(t.app);
      adminB = await newAdminToken(t.app, tenantB.idcliente);
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    async function statusIds(token: string): Promise<number[]> {
      const res = await call('POST', '/den_estados_denuncia/GetList', token, { length: -1, sort: 'idestadodenuncia' });
      return res.json().data.map((s: { idestadodenuncia: number }) => s.idestadodenuncia);
    }

    it('200/409: a type used by complaints can be deactivated (then hidden from the public) but not deleted', async () => {
      const channel = await buildChannel(t.app, demoId, { nombre: 'En uso' });
      await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const current = (await call('GET', `/den_tipos_denuncia/${channel.idtipodenuncia}`, adminToken)).json().data;

      const deactivated = await call('PUT', '/den_tipos_denuncia/', adminToken, {
        den_tipos_denuncia: { ...current, activo: false },
      });
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json().data).toEqual({ ...current, activo: false });
      const publicList = await call('POST', '/den_tipos_denuncia/GetList', publicToken, { length: -1 });
      expect(publicList.json().data.map((x: { idtipodenuncia: number }) => x.idtipodenuncia)).not.toContain(
        channel.idtipodenuncia,
      );

      const deleted = await call('DELETE', `/den_tipos_denuncia/${channel.idtipodenuncia}`, adminToken);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'El tipo está en uso: desactívelo en lugar de eliminarlo',
      });
      expect((await call('GET', `/den_tipos_denuncia/${channel.idtipodenuncia}`, adminToken)).statusCode).toBe(200);
    });

    it('200: names and descriptions of types are kept per language (es required)', async () => {
      const { idformulario } = await buildChannel(t.app, demoId);
      const nombre = {
        es: 'Medio ambiente',
        cat: 'Medi ambient',
        eu: 'Ingurumena',
        ga: 'Medio ambiente',
        en: 'Environment',
      };
      const created = await call('POST', '/den_tipos_denuncia/', adminToken, {
        den_tipos_denuncia: { nombre, descripcion: { es: 'Vertidos', en: 'Spills' }, orden: 3, idformulario },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ nombre, descripcion: { es: 'Vertidos', en: 'Spills' }, orden: 3 });
      const noSpanish = await call('POST', '/den_tipos_denuncia/', adminToken, {
        den_tipos_denuncia: { nombre: { es: ' ', en: 'Only English' }, idformulario },
      });
      expect(noSpanish.statusCode).toBe(400);
      expect(noSpanish.json().errors).toEqual([
        { path: 'body.den_tipos_denuncia.nombre.es', message: 'El texto en español es obligatorio' },
      ]);
    });

    it('200: statuses have a name per language; rows stored as plain text are read as their Spanish name', async () => {
      const nombre = { es: 'Archivada', cat: 'Arxivada', eu: 'Artxibatuta', ga: 'Arquivada', en: 'Archived' };
      const created = await call('POST', '/den_estados_denuncia/', adminB, {
        den_estados_denuncia: { nombre, color: '#AbCdEf' },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ nombre, color: '#AbCdEf' });

      await t.app.db
        .insertInto('den_estados_denuncia')
        .values({
          idcliente: tenantB.idcliente,
          idestadodenuncia: 40,
          nombre: 'Antigua',
          color: '#000000',
          orden: 9,
          inicial: 0,
        })
        .execute();
      const { idtipodenuncia } = await buildChannel(t.app, tenantB.idcliente);
      await t.app.db
        .updateTable('den_tipos_denuncia')
        .set({ nombre: 'Tipo antiguo', descripcion: 'Descripción antigua' })
        .where('idtipodenuncia', '=', idtipodenuncia)
        .execute();
      const legacyType = await call('GET', `/den_tipos_denuncia/${idtipodenuncia}`, adminB);
      expect(legacyType.json().data).toMatchObject({
        nombre: { es: 'Tipo antiguo' },
        descripcion: { es: 'Descripción antigua' },
      });
      const legacy = await call('GET', '/den_estados_denuncia/40', adminB);
      expect(legacy.statusCode).toBe(200);
      expect(legacy.json().data).toEqual({
        idestadodenuncia: 40,
        nombre: { es: 'Antigua' },
        color: '#000000',
        orden: 9,
        inicial: false,
        sin_investigacion: false,
      });
      // Saved again from the screen, it becomes per language.
      const rewritten = await call('PUT', '/den_estados_denuncia/', adminB, {
        den_estados_denuncia: { ...legacy.json().data, nombre: { es: 'Antigua', en: 'Old' } },
      });
      expect(rewritten.json().data.nombre).toEqual({ es: 'Antigua', en: 'Old' });
      const stored = await t.app.db
        .selectFrom('den_estados_denuncia')
        .select('nombre')
        .where('idcliente', '=', tenantB.idcliente)
        .where('idestadodenuncia', '=', 40)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.nombre)).toEqual({ es: 'Antigua', en: 'Old' });
      await call('DELETE', '/den_estados_denuncia/40', adminB);
    });

    it('400: a status colour must be #RRGGBB; without one it gets the default', async () => {
      for (const color of ['red', '#12345', '#1234567', '123456', '#12345g']) {
        const res = await call('POST', '/den_estados_denuncia/', adminToken, {
          den_estados_denuncia: { nombre: { es: 'Mal color' }, color },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([
          { path: 'body.den_estados_denuncia.color', message: 'El color debe tener la forma #RRGGBB' },
        ]);
      }
      const withDefault = await call('POST', '/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: { nombre: { es: 'Sin color' } },
      });
      expect(withDefault.json().data.color).toBe('#607d8b');
      expect(
        (await call('DELETE', `/den_estados_denuncia/${withDefault.json().data.idestadodenuncia}`, adminToken))
          .statusCode,
      ).toBe(200);
    });

    it('501/400: status 1 always exists: it cannot be deleted, created again nor renumbered', async () => {
      const deleted = await call('DELETE', '/den_estados_denuncia/1', adminToken);
      expect(deleted.statusCode).toBe(501);
      expect(deleted.json().message).toBe('El estado 1 (resuelta) no puede eliminarse');

      const recreated = await call('POST', '/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: { idestadodenuncia: 1, nombre: { es: 'Otra resuelta' } },
      });
      expect(recreated.statusCode).toBe(400);
      expect(recreated.json().errors[0].path).toBe('body.den_estados_denuncia.idestadodenuncia');

      // The id names the row to update: it is never written, so status 1 keeps its number.
      const before = await statusIds(adminToken);
      const edited = await call('PUT', '/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: {
          idestadodenuncia: 1,
          nombre: { es: 'Resuelta', en: 'Resolved' },
          color: '#2e7d32',
          orden: 100,
        },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.idestadodenuncia).toBe(1);
      expect(await statusIds(adminToken)).toEqual(before);
      expect(before).toContain(1);
    });

    it('200: with only status 1 left, a new status takes number 2, never 1', async () => {
      const tenantC = await buildTenant(t.app);
      const adminC = await newAdminToken(t.app, tenantC.idcliente);
      for (const id of (await statusIds(adminC)).filter((id) => id !== 1)) {
        expect((await call('DELETE', `/den_estados_denuncia/${id}`, adminC)).statusCode).toBe(200);
      }
      expect(await statusIds(adminC)).toEqual([1]);
      const created = await call('POST', '/den_estados_denuncia/', adminC, {
        den_estados_denuncia: { nombre: { es: 'Nueva' } },
      });
      expect(created.json().data.idestadodenuncia).toBe(2);
      expect(await statusIds(adminC)).toEqual([1, 2]);
    });

    it("404: an administrator cannot change or delete another tenant's types and statuses", async () => {
      const typeA = (await call('POST', '/den_tipos_denuncia/GetList', adminToken, { length: 1 })).json().data[0];
      const put = await call('PUT', '/den_tipos_denuncia/', adminB, {
        den_tipos_denuncia: { ...typeA, nombre: { es: 'Robado' }, idformulario: typeA.idformulario },
      });
      // Tenant A's form is not tenant B's either: the type is not found first.
      expect(put.statusCode).toBe(404);
      const statusA = await call('PUT', '/den_estados_denuncia/', adminB, {
        den_estados_denuncia: { idestadodenuncia: 4, nombre: { es: 'Robado' } },
      });
      expect(statusA.statusCode).toBe(404);
      expect((await call('GET', '/den_estados_denuncia/4', adminToken)).json().data.nombre.es).toBe('Inadmitida');
      expect((await call('GET', `/den_tipos_denuncia/${typeA.idtipodenuncia}`, adminToken)).json().data.nombre).toEqual(
        typeA.nombre,
      );
    });
  });
}
