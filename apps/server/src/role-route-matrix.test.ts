import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { TokenService } from './lib/tokens.ts';
import { admitsAdministrators, apiRoutesOf, auth } from './plugins/auth.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { caseAccessWorld, contentMarker, type CaseAccessWorld } from './test/case-access-fixture.ts';
import { callers, contentReaders, matches, matrix, type Caller } from './test/role-route-matrix.ts';
import { reporterToken } from './test/complaint-factories.ts';
import { DIALECTS } from './test/dialects.ts';
import { bearer, issueAccessToken } from './test/factories.ts';

/**
 * The role × route matrix (issue 15 tests): every route the app registers (read from the auth
 * plugin, which vets each one as it registers) × every kind of caller. Each cell asserts the
 * status and that no case content (`contentMarker`, written in the complaint, its chat, a
 * notification, an internal note and a document) shows where it must not. A route without an
 * entry in test/role-route-matrix.ts fails the suite.
 */

it('deny by default: an /api route that admits administrators refuses to register without roles', async () => {
  const app = Fastify();
  await app.register(auth, { db: {} as Kysely<Database>, tokens: {} as TokenService });
  async function handler() {
    return {};
  }
  expect(() => app.get('/api/sin-roles', { config: { auth: ['Privado'] } }, handler)).toThrow(/config\.roles/);
  expect(() => app.get('/api/cualquiera', { config: { auth: 'any' } }, handler)).toThrow(/config\.roles/);
  expect(() =>
    app.get('/api/con-roles', { config: { auth: ['Privado'], roles: ['responsable'] } }, handler),
  ).not.toThrow();
  expect(() => app.get('/api/solo-informante', { config: { auth: ['Informante'] } }, handler)).not.toThrow();
  await app.close();
});

for (const dialect of DIALECTS) {
  describe(`role × route matrix [${dialect}]`, () => {
    let t: TestApp;
    let w: CaseAccessWorld;
    let tokens: Record<Exclude<Caller, 'none'>, string>;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      w = await caseAccessWorld(t.app);
      tokens = {
        responsable: w.responsable.token,
        gestorAssigned: w.gestorAssigned.token,
        gestorOther: w.gestorOther.token,
        gestorExcluded: w.gestorExcluded.token,
        auditor: w.auditor.token,
        deactivated: w.deactivated.token,
        foreign: w.foreignToken,
        reporter: w.assigned.reporter,
        public: w.publicToken,
      };
    });
    afterAll(async () => t.close());

    /** A new token of the same caller (for a call that ends its session). */
    async function freshToken(caller: Exclude<Caller, 'none'>): Promise<string> {
      const { idcliente } = w.tenant;
      const people = {
        responsable: w.responsable,
        gestorAssigned: w.gestorAssigned,
        gestorOther: w.gestorOther,
        gestorExcluded: w.gestorExcluded,
        auditor: w.auditor,
        deactivated: w.deactivated,
      } as const;
      if (caller === 'foreign') {
        return w.otherAdminToken;
      }
      if (caller === 'reporter') {
        return reporterToken(t.app, w.assigned.receipt, `${w.tenant.codigo}.example.test`);
      }
      if (caller === 'public') {
        return issueAccessToken(t.app, idcliente, 'Publico');
      }
      return issueAccessToken(t.app, idcliente, 'Privado', people[caller]);
    }

    it('every registered /api route has a matrix entry, and every entry a route', () => {
      const registered = new Set(
        apiRoutesOf(t.app)
          .filter((route) => route.method !== 'HEAD')
          .map((route) => `${route.method} ${route.url}`),
      );
      expect([...registered].filter((key) => !(key in matrix)).sort()).toEqual([]);
      expect(
        Object.keys(matrix)
          .filter((key) => !registered.has(key))
          .sort(),
      ).toEqual([]);
    });

    it('every route that admits administrators declares its roles (also where registration still lets it pass)', () => {
      const undeclared = apiRoutesOf(t.app)
        .filter((route) => admitsAdministrators(route.auth) && route.roles === undefined)
        .map((route) => `${route.method} ${route.url}`);
      expect(undeclared).toEqual([]);
    });

    it('every cell answers its expected status and leaks no case content', async () => {
      const failures: string[] = [];
      let cells = 0;
      for (const [key, entry] of Object.entries(matrix)) {
        const [method, url] = key.split(' ') as [string, string];
        const target = entry.path ? entry.path(w) : url;
        for (const caller of callers) {
          const token = caller === 'none' ? undefined : entry.fresh ? await freshToken(caller) : tokens[caller];
          const payload = entry.payload?.(w);
          const res = await t.app.inject({
            method: method as 'GET',
            url: target,
            headers: token ? bearer(token) : {},
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          cells += 1;
          const cell = entry.expect[caller];
          if (!matches(cell, res.statusCode)) {
            failures.push(`${key} as ${caller}: ${res.statusCode} (expected ${cell}) ${res.body.slice(0, 160)}`);
          }
          const mayRead = entry.content === true && contentReaders.has(caller);
          if (!mayRead && res.body.includes(contentMarker)) {
            failures.push(`${key} as ${caller}: case content in the answer`);
          }
        }
      }
      // The matrix's size, for the issue's closing note.
      process.stdout.write(
        `role × route matrix [${dialect}]: ${Object.keys(matrix).length} routes × ${callers.length} callers = ${cells} cells, ${failures.length} failing\n`,
      );
      expect(failures).toEqual([]);
      expect(cells).toBe(Object.keys(matrix).length * callers.length);
    });

    it('the content the matrix guards is there for those who may read it', async () => {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/den_denuncias/${w.assigned.iddenuncia}`,
        headers: bearer(w.gestorAssigned.token),
      });
      expect(detail.body).toContain(contentMarker);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/gdoc/documento/${w.ids.iddocumento}/download`,
        headers: bearer(w.responsable.token),
      });
      expect(download.body).toContain(contentMarker);
    });
  });
}
