import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whoAmIResponseSchema } from '@atalaya/contract/auth/auth-calls.schemas';
import { tokenPairResponseSchema } from '@atalaya/contract/auth/auth.schemas';
import {
  findOrCreateCitizen,
  globalIdentifierHash,
  verifierOfIdp,
} from '../../domain/citizen/citizen-identity.service.ts';
import { signInCitizen } from '../../domain/session/session.service.ts';
import { nowIso } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { saveApplication } from './auth-calls.repository.ts';

/** GET /api/auth/, acceso/{appId}, changeCliente/{id} and thirdparty/clave (issue 16, decision 053). */
for (const dialect of DIALECTS) {
  describe(`remaining auth calls [${dialect}]`, () => {
    let t: TestApp;
    let a: { idcliente: number; codigo: string; nombre: string };
    let b: { idcliente: number; codigo: string; nombre: string };
    let c: { idcliente: number; codigo: string; nombre: string };
    let citizenA: number;
    let citizenB: number;
    let citizenToken: string;
    const clave = verifierOfIdp('https://pasarela.clave.gob.es/Proxy2/ServiceMetadata', ['MIIClave2026']);
    const person = { identifier: 'ES/ES/12345678Z', givenName: 'Ana', familyName: 'Pérez Gil', verifiedBy: clave };

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      a = await buildTenant(t.app, { nombre: 'Ayuntamiento A' });
      b = await buildTenant(t.app, { nombre: 'Diputación B' });
      c = await buildTenant(t.app, { nombre: 'Consorcio C' });
      citizenA = await findOrCreateCitizen(t.app, a.idcliente, person);
      citizenB = await findOrCreateCitizen(t.app, b.idcliente, person);
      // Somebody else is known in C.
      await findOrCreateCitizen(t.app, c.idcliente, { ...person, identifier: 'ES/ES/87654321X' });
      citizenToken = (
        await signInCitizen(t.app, a.idcliente, citizenA, null, globalIdentifierHash(t.app, person.identifier, clave))
      ).accesstoken.token;
      await saveApplication(
        t.app.db,
        {
          idcliente: a.idcliente,
          idaplicacion: 'sede',
          nombre: 'Sede electrónica',
          url_retorno: null,
          fec_alta: nowIso(),
        },
        ['ciudadano', 'gestor'],
      );
    });
    afterAll(async () => t.close());

    function get(url: string, token?: string) {
      return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    }

    describe('GET /api/auth/', () => {
      it('answers a public token its kind and nothing else', async () => {
        const res = await get('/api/auth/', await issueAccessToken(t.app, a.idcliente, 'Publico'));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, tipoacceso: 'Publico' });
      });

      it('answers a reporter their kind, tenant and own claims', async () => {
        const res = await get('/api/auth/', await issueAccessToken(t.app, a.idcliente, 'Informante'));
        const body = whoAmIResponseSchema.parse(res.json());
        expect(body).toMatchObject({ tipoacceso: 'Informante', idcliente: a.idcliente });
        expect(body.ciudadano).toBeUndefined();
        expect(body.usuario).toBeUndefined();
      });

      it('answers a citizen their id, their name unsealed and the tenants they are known to (not others)', async () => {
        const res = await get('/api/auth/', citizenToken);
        expect(res.statusCode).toBe(200);
        const body = whoAmIResponseSchema.parse(res.json());
        expect(body).toMatchObject({
          tipoacceso: 'Ciudadano',
          idcliente: a.idcliente,
          ciudadano: { idtercero: citizenA, nombre: 'Ana Pérez Gil' },
        });
        expect(body.ciudadano?.clientes).toEqual([
          { idcliente: a.idcliente, nombre: 'Ayuntamiento A', actual: true },
          { idcliente: b.idcliente, nombre: 'Diputación B', actual: false },
        ]);
        expect(res.body).not.toContain('12345678Z');
      });

      it('answers an administrator their id, name, e-mail and role', async () => {
        const admin = await buildAdmin(t.app, a.idcliente);
        const res = await get('/api/auth/', await issueAccessToken(t.app, a.idcliente, 'Privado', admin));
        const body = whoAmIResponseSchema.parse(res.json());
        expect(body).toMatchObject({
          tipoacceso: 'Privado',
          idcliente: a.idcliente,
          usuario: { idusuario: admin.idusuario, nombre: 'Admin de prueba', email: admin.email, rol: 'responsable' },
        });
        expect(body.ciudadano).toBeUndefined();
      });

      it('answers 401 without a token', async () => {
        expect((await get('/api/auth/')).statusCode).toBe(401);
      });
    });

    describe('GET /api/auth/changeCliente/{id}', () => {
      it("answers a citizen known in B the tokens of B's row", async () => {
        const res = await get(`/api/auth/changeCliente/${b.idcliente}`, citizenToken);
        expect(res.statusCode).toBe(200);
        const pair = tokenPairResponseSchema.parse(res.json());
        const me = whoAmIResponseSchema.parse((await get('/api/auth/', pair.accesstoken.token)).json());
        expect(me).toMatchObject({
          idcliente: b.idcliente,
          ciudadano: { idtercero: citizenB, nombre: 'Ana Pérez Gil' },
        });
      });

      it("never joins the same identifier vouched for by a tenant's own IdP, even one naming Cl@ve's entity id", async () => {
        // Tenant D's Responsable pins an IdP of their own that claims to be Cl@ve and asserts Ana's NIF.
        const d = await buildTenant(t.app, { nombre: 'Entidad D' });
        const forged = verifierOfIdp('https://pasarela.clave.gob.es/Proxy2/ServiceMetadata', ['MIIOtraClave']);
        expect(forged).not.toBe(clave);
        const impostor = await findOrCreateCitizen(t.app, d.idcliente, { ...person, verifiedBy: forged });
        const impostorToken = (
          await signInCitizen(
            t.app,
            d.idcliente,
            impostor,
            null,
            globalIdentifierHash(t.app, person.identifier, forged),
          )
        ).accesstoken.token;
        for (const target of [a.idcliente, b.idcliente]) {
          const res = await get(`/api/auth/changeCliente/${target}`, impostorToken);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ message: 'No consta como ciudadano en esa entidad' });
        }
        const me = whoAmIResponseSchema.parse((await get('/api/auth/', impostorToken)).json());
        expect(me.ciudadano?.clientes.map((known) => known.idcliente)).toEqual([d.idcliente]);
        // Nor the other way: Ana's real session does not reach D.
        expect((await get(`/api/auth/changeCliente/${d.idcliente}`, citizenToken)).statusCode).toBe(403);
        // Ana herself then signs in at D through the real Cl@ve: the row now holds the real hash, but
        // the impostor's session keeps what its own sign-in vouched for, and still reaches nobody.
        expect(await findOrCreateCitizen(t.app, d.idcliente, person)).toBe(impostor);
        expect((await get(`/api/auth/changeCliente/${b.idcliente}`, impostorToken)).statusCode).toBe(403);
        const listed = whoAmIResponseSchema.parse((await get('/api/auth/', impostorToken)).json());
        expect(listed.ciudadano?.clientes.filter((known) => known.idcliente !== d.idcliente)).toEqual([]);
      });

      it('answers 403 where the citizen is unknown, and the same for a tenant that does not exist', async () => {
        const unknown = await get(`/api/auth/changeCliente/${c.idcliente}`, citizenToken);
        const missing = await get('/api/auth/changeCliente/2147483000', citizenToken);
        expect(unknown.statusCode).toBe(403);
        expect(missing.statusCode).toBe(403);
        expect(unknown.json()).toEqual(missing.json());
        expect(unknown.json()).toMatchObject({ message: 'No consta como ciudadano en esa entidad' });
      });

      it('answers 403 to a public token, a reporter and an administrator; 401 without a token; 400 for a bad id', async () => {
        const url = `/api/auth/changeCliente/${b.idcliente}`;
        expect((await get(url, await issueAccessToken(t.app, a.idcliente, 'Publico'))).statusCode).toBe(403);
        expect((await get(url, await issueAccessToken(t.app, a.idcliente, 'Informante'))).statusCode).toBe(403);
        const admin = await buildAdmin(t.app, a.idcliente);
        expect((await get(url, await issueAccessToken(t.app, a.idcliente, 'Privado', admin))).statusCode).toBe(403);
        expect((await get(url)).statusCode).toBe(401);
        expect((await get('/api/auth/changeCliente/abc', citizenToken)).statusCode).toBe(400);
      });
    });

    describe('GET /api/auth/acceso/{appId}', () => {
      it('answers the application to a profile it grants', async () => {
        const res = await get('/api/auth/acceso/sede', citizenToken);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          success: true,
          objeto: { idaplicacion: 'sede', nombre: 'Sede electrónica', url: null, perfil: 'ciudadano' },
        });
      });

      it('answers 403 without access: another role, an unknown application, another tenant', async () => {
        const admin = await buildAdmin(t.app, a.idcliente);
        const responsable = await issueAccessToken(t.app, a.idcliente, 'Privado', admin);
        const refused = await get('/api/auth/acceso/sede', responsable);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: 'No tiene acceso a esta aplicación' });
        expect((await get('/api/auth/acceso/otra', citizenToken)).statusCode).toBe(403);
        const inB = (await signInCitizen(t.app, b.idcliente, citizenB, null, null)).accesstoken.token;
        expect((await get('/api/auth/acceso/sede', inB)).statusCode).toBe(403);
      });

      it('answers 400 for an id that cannot be an application', async () => {
        const res = await get(`/api/auth/acceso/${encodeURIComponent('a b')}`, citizenToken);
        expect(res.statusCode).toBe(400);
      });
    });

    describe('POST /api/auth/thirdparty/clave', () => {
      function post(payload: object) {
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/thirdparty/clave',
          headers: { host: `${a.codigo}.example.test` },
          payload,
        });
      }
      function urls() {
        return {
          urlsuccess: `https://${a.codigo}.example.test/ciudadano/loader`,
          urlerror: `https://${a.codigo}.example.test/`,
        };
      }

      it('answers 400 with a clear message for an application the tenant did not register', async () => {
        const res = await post({ ...urls(), idaplicacion: 'desconocida' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'La aplicación indicada no está registrada en esta entidad',
        });
        expect((await post({ ...urls(), idaplicacion: 'sede', extra: 1 })).statusCode).toBe(400);
        expect((await post({ idaplicacion: 'sede' })).statusCode).toBe(400);
      });

      it("runs clave/request's exchange for a registered application (here: the tenant has no IdP, 404)", async () => {
        const res = await post({ ...urls(), idaplicacion: 'sede' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Este canal no tiene configurado un proveedor de identidad' });
      });
    });
  });
}
