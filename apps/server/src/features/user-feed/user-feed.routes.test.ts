import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, foreignAdminToken, issueAccessToken, newAdminToken } from '../../test/factories.ts';

const feeds = [
  { path: '/api/common/messages', key: 'message' },
  { path: '/api/common/notifications', key: 'notification' },
] as const;

for (const dialect of DIALECTS) {
  describe(`user feeds [${dialect}]`, () => {
    let t: TestApp;
    let admin1: string;
    let admin2: string;
    let adminOtherTenant: string;
    let publicToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const demo = await t.app.db
        .selectFrom('clientes')
        .select('idcliente')
        .where('codigo', '=', 'demo')
        .executeTakeFirstOrThrow();
      const first = await t.app.db
        .selectFrom('usuarios')
        .select(['idusuario', 'email'])
        .where('email', '=', testAdmin.email)
        .executeTakeFirstOrThrow();
      admin1 = await issueAccessToken(t.app, demo.idcliente, 'Privado', first);
      admin2 = await newAdminToken(t.app, demo.idcliente);
      adminOtherTenant = await foreignAdminToken(t.app);
      publicToken = await issueAccessToken(t.app, demo.idcliente, 'Publico');
    });
    afterAll(async () => t.close());

    for (const { path, key } of feeds) {
      function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) {
        return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
      }

      it(`200: ${key}s — create, list newest first, patch, delete (answers the deleted item)`, async () => {
        const older = await send('POST', path, admin1, {
          [key]: { title: 'Antiguo', time: '2026-01-01T10:00:00+01:00' },
        });
        expect(older.statusCode).toBe(200);
        expect(older.json()).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          title: 'Antiguo',
          description: null,
          time: '2026-01-01T09:00:00.000Z',
          read: false,
          seen: false,
          icon: null,
          image: null,
          link: null,
          useRouter: false,
        });
        const newer = await send('POST', path, admin1, {
          [key]: { title: 'Nuevo', description: 'Hola', link: '/admin/denuncias/gestion', useRouter: true },
        });
        expect(newer.json()).toMatchObject({ title: 'Nuevo', link: '/admin/denuncias/gestion', useRouter: true });
        expect(Math.abs(Date.now() - Date.parse(newer.json().time))).toBeLessThan(60_000);

        const list = await send('GET', path, admin1);
        expect(list.statusCode).toBe(200);
        expect(list.json().map((i: { title: string }) => i.title)).toEqual(['Nuevo', 'Antiguo']);
        expect(list.json()[0]).not.toHaveProperty('owner');

        const patched = await send('PATCH', path, admin1, {
          id: older.json().id,
          [key]: { read: true, title: 'Leído' },
        });
        expect(patched.statusCode).toBe(200);
        expect(patched.json()).toEqual({ ...older.json(), read: true, title: 'Leído' });

        const deleted = await send('DELETE', `${path}?id=${newer.json().id}`, admin1);
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json()).toEqual(newer.json());
        expect((await send('GET', path, admin1)).json()).toEqual([patched.json()]);
        expect((await send('DELETE', `${path}?id=${newer.json().id}`, admin1)).statusCode).toBe(404);
      });

      it(`200: ${key}s — mark-all-as-read sets read and seen on all of the caller's items only, answering true`, async () => {
        await send('POST', path, admin1, { [key]: { title: 'Uno' } });
        await send('POST', path, admin1, { [key]: { title: 'Dos', seen: true } });
        const others = await send('POST', path, admin2, { [key]: { title: 'De otro' } });
        const res = await send('GET', `${path}/mark-all-as-read`, admin1);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toBe(true);
        const mine = (await send('GET', path, admin1)).json() as { read: boolean; seen: boolean }[];
        expect(mine.length).toBeGreaterThanOrEqual(2);
        expect(mine.every((i) => i.read && i.seen)).toBe(true);
        expect((await send('GET', path, admin2)).json()).toEqual([others.json()]);
      });

      it(`404: ${key}s — another administrator can neither see, patch nor delete the caller's items`, async () => {
        const item = await send('POST', path, admin1, { [key]: { title: 'Privado de admin 1' } });
        const { id } = item.json();
        const seenBy2 = (await send('GET', path, admin2)).json() as { id: string }[];
        expect(seenBy2.map((i) => i.id)).not.toContain(id);
        expect((await send('PATCH', path, admin2, { id, [key]: { title: 'x' } })).statusCode).toBe(404);
        expect((await send('DELETE', `${path}?id=${id}`, admin2)).statusCode).toBe(404);
        expect((await send('DELETE', `${path}?id=${id}`, adminOtherTenant)).statusCode).toBe(404);
        expect((await send('GET', path, adminOtherTenant)).json()).toEqual([]);
        const other = feeds.find((f) => f.key !== key);
        if (other) {
          // An id of this feed is not an item of the other feed.
          expect((await send('DELETE', `${other.path}?id=${id}`, admin1)).statusCode).toBe(404);
        }
        expect((await send('GET', path, admin1)).json().map((i: { id: string }) => i.id)).toContain(id);
      });

      it(`200/403: ${key}s — a public visitor has none and cannot write`, async () => {
        const list = await send('GET', path, publicToken);
        expect(list.statusCode).toBe(200);
        expect(list.json()).toEqual([]);
        expect((await send('POST', path, publicToken, { [key]: { title: 'x' } })).statusCode).toBe(403);
        expect((await send('PATCH', path, publicToken, { id: 'x', [key]: { title: 'x' } })).statusCode).toBe(403);
        expect((await send('DELETE', `${path}?id=x`, publicToken)).statusCode).toBe(403);
        expect((await send('GET', `${path}/mark-all-as-read`, publicToken)).statusCode).toBe(403);
        expect((await send('GET', path, null)).statusCode).toBe(401);
      });

      it(`400: ${key}s — unknown fields, a missing id, a bad time or a javascript: link are refused`, async () => {
        expect((await send('POST', path, admin1, { [key]: { title: 'x', owner: 'someone' } })).statusCode).toBe(400);
        expect((await send('POST', path, admin1, { [key]: { time: 'yesterday' } })).statusCode).toBe(400);
        expect((await send('PATCH', path, admin1, { [key]: { title: 'x' } })).statusCode).toBe(400);
        expect((await send('DELETE', path, admin1)).statusCode).toBe(400);
        const script = await send('POST', path, admin1, { [key]: { link: 'javascript:alert(1)' } });
        expect(script.statusCode).toBe(400);
        expect(script.json().errors).toEqual([expect.objectContaining({ path: `body.${key}.link` })]);
      });
    }
  });
}
