import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { encryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { signInCitizen } from '../../domain/session/session.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildChannel,
  caseReferenceOf,
  complaintIdOf,
  fileComplaint,
  reporterToken,
  type Channel,
} from '../../test/complaint-factories.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildTenant, issueAccessToken, newAdminToken } from '../../test/factories.ts';

type Tenant = { idcliente: number; codigo: string };

/**
 * A citizen of the tenant as a Cl@ve sign-in leaves them (decision 045: identifier as a keyed
 * hash, name sealed), and their access token (the session core's `signInCitizen`).
 */
async function signedInCitizen(
  t: TestApp,
  idcliente: number,
  name: { nombre: string; apellidos: string },
  proveedor: 'clave' | 'saml' = 'clave',
): Promise<{ idtercero: number; token: string }> {
  const hash = crypto.randomBytes(32).toString('hex');
  const key = await t.app.tenantKeys.keyFor(idcliente);
  const { idtercero } = await t.app.db
    .insertInto('terceros')
    .values({
      idcliente,
      identificador_hash: hash,
      nombre: encryptText(key, JSON.stringify(name), sealedColumn.citizenName(hash)),
      proveedor,
      fec_alta: nowIso(),
      fec_ultimo_acceso: nowIso(),
    })
    .returning('idtercero')
    .executeTakeFirstOrThrow();
  const pair = await signInCitizen(t.app, idcliente, idtercero, null, null);
  return { idtercero, token: pair.accesstoken.token };
}

/** The citizen's panel and the verified identity handlers see (issue 16 §3, decision 052). */
for (const dialect of DIALECTS) {
  describe(`citizen panel [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let other: Tenant;
    let channel: Channel;
    let ana: { idtercero: number; token: string };
    let bruno: { idtercero: number; token: string };
    let foreigner: { idtercero: number; token: string };
    let anaFiled: { guid: string; receipt: string };
    let anonymousFiled: { guid: string; receipt: string };
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await buildTenant(t.app);
      other = await buildTenant(t.app);
      channel = await buildChannel(t.app, tenant.idcliente);
      const otherChannel = await buildChannel(t.app, other.idcliente);
      ana = await signedInCitizen(t, tenant.idcliente, { nombre: 'Ana', apellidos: 'Pérez Gil' });
      bruno = await signedInCitizen(t, tenant.idcliente, { nombre: 'Bruno', apellidos: 'Sanz' }, 'saml');
      foreigner = await signedInCitizen(t, other.idcliente, { nombre: 'Carla', apellidos: 'Ruiz' });
      publicToken = await issueAccessToken(t.app, tenant.idcliente, 'Publico');
      anaFiled = await fileComplaint(t.app, ana.token, {
        idtipodenuncia: channel.idtipodenuncia,
        anonima: false,
        contact: { nombre: 'Ana Pérez' },
      });
      await fileComplaint(t.app, bruno.token, { idtipodenuncia: channel.idtipodenuncia });
      await fileComplaint(t.app, foreigner.token, { idtipodenuncia: otherChannel.idtipodenuncia });
      anonymousFiled = await fileComplaint(t.app, publicToken, { idtipodenuncia: channel.idtipodenuncia });
    });
    afterAll(async () => t.close());

    function list(token: string) {
      return t.app.inject({ method: 'GET', url: '/api/ciudadano/denuncias', headers: bearer(token) });
    }
    function open(token: string, referencia: string) {
      return t.app.inject({
        method: 'POST',
        url: `/api/ciudadano/denuncias/${referencia}/acceso`,
        headers: bearer(token),
      });
    }
    function register(token: string, payload: object) {
      return t.app.inject({ method: 'POST', url: '/api/auth/register', headers: bearer(token), payload });
    }

    it('lists only the citizen’s own complaints in this tenant, with type, status and notifications', async () => {
      const response = await list(ana.token);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as { referencia: string }[];
      expect(data).toEqual([
        {
          referencia: await caseReferenceOf(t.app, tenant.idcliente, anaFiled.guid),
          fec_alta: expect.any(String) as string,
          tipo: 'Fraude',
          idestadodenuncia: 2,
          estado: expect.any(String) as string,
          notificaciones: 1,
        },
      ]);
      // Bruno has his own one; the foreign citizen's lives in another tenant.
      expect((await list(bruno.token)).json().data).toHaveLength(1);
      expect((await list(bruno.token)).json().data[0].referencia).not.toBe(data[0]?.referencia);
      expect((await list(foreigner.token)).json().data).toHaveLength(1);
    });

    it('refuses every token but a citizen’s: 401 without one, 403 for public, reporter and administrator tokens', async () => {
      const reporter = await reporterToken(t.app, anonymousFiled.receipt, `${tenant.codigo}.example.test`);
      const admin = await newAdminToken(t.app, tenant.idcliente);
      const referencia = await caseReferenceOf(t.app, tenant.idcliente, anaFiled.guid);
      for (const token of [publicToken, reporter, admin]) {
        expect((await list(token)).statusCode).toBe(403);
        expect((await open(token, referencia)).statusCode).toBe(403);
        expect((await register(token, { email: 'x@example.test' })).statusCode).toBe(403);
        const read = await t.app.inject({ method: 'GET', url: '/api/auth/register', headers: bearer(token) });
        expect(read.statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/ciudadano/denuncias' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/register' })).statusCode).toBe(401);
    });

    it('opens the citizen’s own complaint with a reporter token bound to it; another’s is 404', async () => {
      const referencia = await caseReferenceOf(t.app, tenant.idcliente, anaFiled.guid);
      const opened = await open(ana.token, referencia);
      expect(opened.statusCode).toBe(200);
      const token = opened.json().accesstoken.token as string;
      const view = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(token),
      });
      expect(view.statusCode).toBe(200);
      expect(view.json().data.guid).toBe(anaFiled.guid);
      // The same reporter token the receipt gives: the chat of the follow-up answers too.
      const chat = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_chat_mensajes/',
        headers: bearer(token),
      });
      expect(chat.statusCode).toBe(200);

      expect((await open(bruno.token, referencia)).statusCode).toBe(404);
      // The same reference in another tenant is that tenant's case: never Ana's.
      const foreign = await open(foreigner.token, referencia);
      expect(foreign.statusCode).toBe(200);
      const foreignView = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/den_denuncias/informante',
        headers: bearer(foreign.json().accesstoken.token as string),
      });
      expect(foreignView.json().data.guid).not.toBe(anaFiled.guid);
      const anonymousRef = await caseReferenceOf(t.app, tenant.idcliente, anonymousFiled.guid);
      expect((await open(ana.token, anonymousRef)).statusCode).toBe(404);
      expect((await open(ana.token, '2026-9999')).statusCode).toBe(404);
      const bad = await open(ana.token, 'nada');
      expect(bad.statusCode).toBe(400);
    });

    it('register validates, stores the contact data sealed and answers it; empty clears it', async () => {
      const before = await t.app.inject({ method: 'GET', url: '/api/auth/register', headers: bearer(ana.token) });
      expect(before.statusCode).toBe(200);
      expect(before.json().data).toEqual({ nombre: 'Ana Pérez Gil', email: null, telefono: null });

      expect((await register(ana.token, { email: 'no-es-correo' })).statusCode).toBe(400);
      expect((await register(ana.token, { telefono: 'abc' })).statusCode).toBe(400);
      expect((await register(ana.token, { email: 'a@example.test', extra: 1 })).statusCode).toBe(400);

      const marker = `marcador-${crypto.randomBytes(4).toString('hex')}@example.test`;
      const saved = await register(ana.token, { email: marker.toUpperCase(), telefono: '+34 600 111 222' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ nombre: 'Ana Pérez Gil', email: marker, telefono: '+34 600 111 222' });

      const row = await t.app.db
        .selectFrom('terceros')
        .select(['contacto'])
        .where('idcliente', '=', tenant.idcliente)
        .where('idtercero', '=', ana.idtercero)
        .executeTakeFirstOrThrow();
      expect(row.contacto).not.toBeNull();
      expect(row.contacto).not.toContain('marcador');
      expect(row.contacto).not.toContain('600');
      const dump = await sql<{
        n: number | string;
      }>`select count(*) as n from terceros where contacto like ${'%marcador%'}`.execute(t.app.db);
      expect(Number(dump.rows[0]?.n)).toBe(0);
      // Bruno's data are his own.
      const brunoData = await t.app.inject({ method: 'GET', url: '/api/auth/register', headers: bearer(bruno.token) });
      expect(brunoData.json().data).toEqual({ nombre: 'Bruno Sanz', email: null, telefono: null });

      const cleared = await register(ana.token, { email: '', telefono: '' });
      expect(cleared.json().data).toEqual({ nombre: 'Ana Pérez Gil', email: null, telefono: null });
    });

    it('the handler sees the verified identity of a case filed by a citizen, and the trail says so', async () => {
      const admin = await newAdminToken(t.app, tenant.idcliente);
      const id = await complaintIdOf(t.app, tenant.idcliente, anaFiled.guid);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${id}`,
        headers: bearer(admin),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.identidad_verificada).toEqual({ proveedor: 'clave', nombre: 'Ana Pérez Gil' });
      const trail = await t.app.db
        .selectFrom('den_auditoria')
        .select(['detalle'])
        .where('idcliente', '=', tenant.idcliente)
        .where('iddenuncia', '=', id)
        .where('accion', '=', 'leer_denuncia')
        .execute();
      expect(trail.map((r) => r.detalle)).toContain(`iddenuncia=${id} identidad_verificada`);

      const brunoRef = (await list(bruno.token)).json().data[0].referencia as string;
      const brunoCase = await t.app.db
        .selectFrom('den_denuncias')
        .select('iddenuncia')
        .where('idcliente', '=', tenant.idcliente)
        .where('referencia', '=', brunoRef)
        .executeTakeFirstOrThrow();
      const brunoDetail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${brunoCase.iddenuncia}`,
        headers: bearer(admin),
      });
      expect(brunoDetail.json().data.identidad_verificada).toEqual({ proveedor: 'saml', nombre: 'Bruno Sanz' });
      // He left "anonymous" checked: with his verified identity attached the case is not anonymous.
      expect(brunoDetail.json().data.anonima).toBe(false);
    });

    it('anonymous filing stays as it was: no identity attached, none shown', async () => {
      const admin = await newAdminToken(t.app, tenant.idcliente);
      const id = await complaintIdOf(t.app, tenant.idcliente, anonymousFiled.guid);
      const row = await t.app.db
        .selectFrom('den_denuncias')
        .select(['idtercero', 'anonima'])
        .where('idcliente', '=', tenant.idcliente)
        .where('iddenuncia', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ idtercero: null, anonima: 1 });
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${id}`,
        headers: bearer(admin),
      });
      expect(detail.json().data.identidad_verificada).toBeNull();
    });
  });
}
