import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { buildChannel, fileComplaint } from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const base = '/api/denuncias';

const field = { id: 'resumen', tipo: 'texto_corto', etiqueta: { es: 'Resumen', en: 'Summary' } };

for (const dialect of DIALECTS) {
  describe(`channel configuration: types, statuses, forms [${dialect}]`, () => {
    let t: TestApp;
    let demoId: number;
    let adminToken: string;
    let publicToken: string;
    let tenantB: { idcliente: number };
    let adminB: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demoId = (
        await t.app.db.selectFrom('clientes').select('idcliente').where('codigo', '=', 'demo').executeTakeFirstOrThrow()
      ).idcliente;
      const admin = await t.app.db
        .selectFrom('usuarios')
        .select(['idusuario', 'email'])
        .where('email', '=', testAdmin.email)
        .executeTakeFirstOrThrow();
      adminToken = await issueAccessToken(t.app, demoId, 'Privado', admin);
      publicToken = await issueAccessToken(t.app, demoId, 'Publico');
      tenantB = await buildTenant(t.app);
      adminB = await issueAccessToken(t.app, tenantB.idcliente, 'Privado', await buildAdmin(t.app, tenantB.idcliente));
    });
    afterAll(async () => t.close());

    function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
      return t.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    }

    async function newForm(token: string): Promise<number> {
      const res = await call('POST', '/den_formularios/', token, {
        den_formularios: { nombre: 'Breve', campos: [field] },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.idformulario;
    }

    it('200: the demo channel is seeded: statuses 1-4 in five languages, a form using every field type, five types', async () => {
      const statuses = (
        await call('POST', '/den_estados_denuncia/GetList', publicToken, { length: -1, sort: 'idestadodenuncia' })
      ).json();
      expect(
        statuses.data.map((s: { idestadodenuncia: number; nombre: { es: string } }) => [
          s.idestadodenuncia,
          s.nombre.es,
        ]),
      ).toEqual([
        [1, 'Resuelta'],
        [2, 'Recibida'],
        [3, 'En trámite'],
        [4, 'Inadmitida'],
      ]);
      expect(Object.keys(statuses.data[0].nombre).sort()).toEqual(['cat', 'en', 'es', 'eu', 'ga']);
      expect(
        statuses.data
          .filter((s: { inicial: boolean }) => s.inicial)
          .map((s: { idestadodenuncia: number }) => s.idestadodenuncia),
      ).toEqual([2]);
      const types = (await call('POST', '/den_tipos_denuncia/GetList', publicToken, { length: -1 })).json();
      expect(types.data.map((x: { nombre: { es: string } }) => x.nombre.es)).toEqual([
        'Fraude o corrupción',
        'Acoso laboral o sexual',
        'Protección de datos',
        'Seguridad y salud en el trabajo',
        'Otros',
      ]);
      const form = (await call('GET', `/den_formularios/${types.data[0].idformulario}`, publicToken)).json().data;
      // One story: the facts form asks about the facts only; contact data belongs to the identity
      // step and files to the documents step of the wizard.
      expect(new Set(form.campos.map((f: { tipo: string }) => f.tipo))).toEqual(
        new Set(['texto_corto', 'texto_largo', 'opcion_unica', 'opcion_multiple', 'casilla', 'fecha']),
      );
      const parametros = await t.app.db
        .selectFrom('clientes')
        .select('parametros_cliente')
        .where('idcliente', '=', demoId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(parametros.parametros_cliente)).toMatchObject({
        max_denuncias_hora: 30,
        max_mensajes_hora: 300,
        acuse_texto: { es: expect.any(String), en: expect.any(String) },
        // The external channel is the AAI's, not the text of the law.
        canal_externo_url: 'https://www.proteccioninformante.gob.es/',
        canal_externo_nombre: 'Autoridad Independiente de Protección del Informante',
        accesibilidad: { estado: 'parcial', contacto_email: 'accesibilidad@atalaya.demo' },
      });
    });

    it('200: types round-trip with their i18n names; non-administrators see only active ones', async () => {
      const idformulario = await newForm(adminToken);
      const created = await call('POST', '/den_tipos_denuncia/', adminToken, {
        den_tipos_denuncia: {
          nombre: { es: 'Medio ambiente', en: 'Environment' },
          descripcion: { es: 'Vertidos' },
          orden: 1,
          idformulario,
        },
      });
      expect(created.statusCode).toBe(200);
      const entity = created.json().data;
      expect(entity).toEqual({
        idtipodenuncia: expect.any(Number),
        nombre: { es: 'Medio ambiente', en: 'Environment' },
        descripcion: { es: 'Vertidos' },
        orden: 1,
        activo: true,
        idformulario,
      });
      const hidden = await call('PUT', '/den_tipos_denuncia/', adminToken, {
        den_tipos_denuncia: { ...entity, activo: false },
      });
      expect(hidden.json().data.activo).toBe(false);
      expect((await call('GET', `/den_tipos_denuncia/${entity.idtipodenuncia}`, publicToken)).statusCode).toBe(404);
      expect((await call('GET', `/den_tipos_denuncia/${entity.idtipodenuncia}`, adminToken)).statusCode).toBe(200);
      const inactive = await call('POST', '/den_tipos_denuncia/GetList', adminToken, {
        columns: [{ name: 'activo', data: false }],
      });
      expect(inactive.json().data.map((x: { idtipodenuncia: number }) => x.idtipodenuncia)).toContain(
        entity.idtipodenuncia,
      );
      expect((await call('DELETE', `/den_tipos_denuncia/${entity.idtipodenuncia}`, adminToken)).statusCode).toBe(200);
      expect((await call('GET', '/den_tipos_denuncia/', publicToken)).json().data).toEqual({
        nombre: { es: '' },
        descripcion: {},
        orden: 0,
        activo: true,
        idformulario: 0,
      });
    });

    it("400: a type cannot use another tenant's form; 403: only administrators write", async () => {
      const foreignForm = await newForm(adminB);
      const res = await call('POST', '/den_tipos_denuncia/', adminToken, {
        den_tipos_denuncia: { nombre: { es: 'X' }, idformulario: foreignForm },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'body.den_tipos_denuncia.idformulario', message: 'El formulario indicado no existe' },
      ]);
      expect(
        (
          await call('POST', '/den_tipos_denuncia/', publicToken, {
            den_tipos_denuncia: { nombre: { es: 'X' }, idformulario: 1 },
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('DELETE', '/den_estados_denuncia/3', publicToken)).statusCode).toBe(403);
      expect(
        (await call('POST', '/den_formularios/', publicToken, { den_formularios: { nombre: 'X', campos: [] } }))
          .statusCode,
      ).toBe(403);
    });

    it('409: a type or form used by complaints cannot be deleted (deactivate it instead)', async () => {
      const channel = await buildChannel(t.app, demoId);
      await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
      const type = await call('DELETE', `/den_tipos_denuncia/${channel.idtipodenuncia}`, adminToken);
      expect(type.statusCode).toBe(409);
      expect(type.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'El tipo está en uso: desactívelo en lugar de eliminarlo',
      });
      const form = await call('DELETE', `/den_formularios/${channel.idformulario}`, adminToken);
      expect(form.statusCode).toBe(409);
      expect(form.json().message).toBe('El formulario está en uso: desactívelo en lugar de eliminarlo');
    });

    it('200: statuses get the tenant’s next id, one initial status at a time; status 1 is protected', async () => {
      const created = await call('POST', '/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: { nombre: { es: 'Archivada', en: 'Archived' }, color: '#123456', inicial: true },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toEqual({
        idestadodenuncia: 5,
        nombre: { es: 'Archivada', en: 'Archived' },
        color: '#123456',
        orden: 0,
        inicial: true,
        sin_investigacion: false,
      });
      const initial = await call('POST', '/den_estados_denuncia/GetList', adminToken, {
        columns: [{ name: 'inicial', data: true }],
      });
      expect(initial.json().data.map((s: { idestadodenuncia: number }) => s.idestadodenuncia)).toEqual([5]);
      // Tenant B numbers its own statuses: 1 and 2 exist, the next is 3.
      const inB = await call('POST', '/den_estados_denuncia/', adminB, {
        den_estados_denuncia: { nombre: { es: 'B' } },
      });
      expect(inB.json().data.idestadodenuncia).toBe(3);

      const deleteResolved = await call('DELETE', '/den_estados_denuncia/1', adminToken);
      expect(deleteResolved.statusCode).toBe(501);
      expect(deleteResolved.json()).toEqual({
        success: false,
        code: 'BUSINESS_RULE',
        message: 'El estado 1 (resuelta) no puede eliminarse',
      });
      const renamed = await call('PUT', '/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: { idestadodenuncia: 1, nombre: { es: 'Cerrada' }, color: '#2e7d32' },
      });
      expect(renamed.json().data.nombre).toEqual({ es: 'Cerrada' });
      const resolvedInitial = await call('PUT', '/den_estados_denuncia/', adminToken, {
        den_estados_denuncia: { idestadodenuncia: 1, nombre: { es: 'Cerrada' }, inicial: true },
      });
      expect(resolvedInitial.statusCode).toBe(501);
      expect((await call('DELETE', '/den_estados_denuncia/5', adminToken)).statusCode).toBe(200);
    });

    it('409: a status some complaint has cannot be deleted', async () => {
      const res = await call('DELETE', '/den_estados_denuncia/2', adminToken);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CONFLICT');
    });

    it('200/400: forms validate their fields; editing a form no complaint answered keeps its version', async () => {
      const idformulario = await newForm(adminToken);
      const edited = await call('PUT', '/den_formularios/', adminToken, {
        den_formularios: { idformulario, nombre: 'Breve 2', campos: [field, { ...field, id: 'otro' }] },
      });
      expect(edited.json().data).toMatchObject({ idformulario, version: 1, nombre: 'Breve 2' });
      // The entity as read goes back as it is (its version is read-only and ignored).
      const roundTrip = await call('PUT', '/den_formularios/', adminToken, {
        den_formularios: { ...edited.json().data, version: 7 },
      });
      expect(roundTrip.statusCode).toBe(200);
      expect(roundTrip.json().data.version).toBe(1);
      const duplicated = await call('POST', '/den_formularios/', adminToken, {
        den_formularios: { nombre: 'D', campos: [field, field] },
      });
      expect(duplicated.statusCode).toBe(400);
      const badId = await call('POST', '/den_formularios/', adminToken, {
        den_formularios: { nombre: 'D', campos: [{ ...field, id: 'Mal Id' }] },
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors[0].path).toBe('body.den_formularios.campos.0.id');
      const badType = await call('POST', '/den_formularios/', adminToken, {
        den_formularios: { nombre: 'D', campos: [{ ...field, tipo: 'firma' }] },
      });
      expect(badType.statusCode).toBe(400);
      expect((await call('DELETE', `/den_formularios/${idformulario}`, adminToken)).statusCode).toBe(200);
    });

    it("404: another tenant's administrator neither reads nor changes this tenant's types, statuses and forms", async () => {
      const typeId = (await call('POST', '/den_tipos_denuncia/GetList', adminToken, { length: 1 })).json().data[0]
        .idtipodenuncia;
      const formId = (await call('POST', '/den_formularios/GetList', adminToken, { length: 1 })).json().data[0]
        .idformulario;
      expect((await call('GET', `/den_tipos_denuncia/${typeId}`, adminB)).statusCode).toBe(404);
      expect((await call('GET', `/den_formularios/${formId}`, adminB)).statusCode).toBe(404);
      expect((await call('DELETE', `/den_tipos_denuncia/${typeId}`, adminB)).statusCode).toBe(404);
      expect((await call('DELETE', `/den_formularios/${formId}`, adminB)).statusCode).toBe(404);
      expect((await call('DELETE', '/den_estados_denuncia/4', adminB)).statusCode).toBe(404);
      const put = await call('PUT', '/den_formularios/', adminB, {
        den_formularios: { idformulario: formId, nombre: 'Robado', campos: [] },
      });
      expect(put.statusCode).toBe(404);
      const statusesB = (await call('POST', '/den_estados_denuncia/GetList', adminB, { length: -1 })).json();
      expect(statusesB.data.map((s: { nombre: { es: string } }) => s.nombre.es).sort()).toEqual([
        'B',
        'Recibida',
        'Resuelta',
      ]);
      const typesB = (await call('POST', '/den_tipos_denuncia/GetList', adminB, { length: -1 })).json();
      expect(typesB.data.every((x: { idtipodenuncia: number }) => x.idtipodenuncia !== typeId)).toBe(true);
    });
  });
}
