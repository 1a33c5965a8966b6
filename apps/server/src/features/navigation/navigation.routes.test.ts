import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { bearer, buildAdmin, demoTenantAndAdmin, issueAccessToken } from '../../test/factories.ts';

const adminEntries = [
  ['/admin/denuncias/dashboard', 'Resumen'],
  ['/admin/denuncias/gestion', 'Gestión'],
  ['/admin/denuncias/tipos', 'Tipos'],
  ['/admin/denuncias/contenidos', 'Contenidos'],
  ['/admin/menus', 'Menús Dinámicos'],
  ['/admin/denuncias/mensajes', 'Mensajes de Correo'],
  ['/admin/denuncias/estados', 'Estados'],
  ['/admin/denuncias/formularios', 'Formularios'],
];

const userMenu = [
  {
    id: 'denuncias',
    title: 'Comunicaciones Anónimas',
    type: 'basic',
    link: '/denuncias',
    translation: 'nav.comunicaciones_anonimas',
    icon: expect.any(String),
  },
];

/** An administrator's user menu: spec §2's, then their own account (issue 15 §2). */
const adminUserMenu = [
  ...userMenu,
  {
    id: 'mi-cuenta',
    title: 'Mi cuenta',
    type: 'basic',
    link: '/admin/cuenta',
    translation: 'nav.miCuenta',
    icon: expect.any(String),
  },
];

for (const dialect of DIALECTS) {
  describe(`navigation and role menus [${dialect}]`, () => {
    let t: TestApp;
    let adminToken: string;
    let publicToken: string;
    let informantToken: string;
    let citizenToken: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const { idcliente, admin } = await demoTenantAndAdmin(t.app);
      adminToken = await issueAccessToken(t.app, idcliente, 'Privado', admin);
      publicToken = await issueAccessToken(t.app, idcliente, 'Publico');
      informantToken = await issueAccessToken(t.app, idcliente, 'Informante');
      citizenToken = await issueAccessToken(t.app, idcliente, 'Ciudadano');
    });
    afterAll(async () => t.close());

    function get(url: string, token?: string) {
      return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    }
    function post(url: string, token: string, payload: object) {
      return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    }

    it('200: an administrator gets the Comunicaciones group with the 8 entries of spec §2 in order, and the user menu', async () => {
      const res = await get('/api/common/navigation', adminToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.default).toHaveLength(3);
      // Spec 001's sample areas (DEMO_AREAS on by default).
      expect(body.default[2]).toMatchObject({
        id: 'demo',
        type: 'group',
        children: [{ id: 'demo-areas', link: '/demo/', translation: 'nav.demoAreas' }],
      });
      expect(body.default[1]).toMatchObject({
        id: 'configuracion',
        type: 'group',
        children: [
          { id: 'ajustes', link: '/admin/ajustes', title: 'Ajustes del canal' },
          { id: 'identidad', link: '/admin/identidad', title: 'Identidad (Cl@ve)', translation: 'nav.identidad' },
          { id: 'usuarios', link: '/admin/usuarios', title: 'Usuarios', translation: 'nav.usuarios' },
          { id: 'auditoria', link: '/admin/auditoria', title: 'Auditoría', translation: 'nav.auditoria' },
          {
            id: 'libro-registro',
            link: '/admin/libro-registro',
            title: 'Libro-registro',
            translation: 'nav.libroRegistro',
          },
          {
            id: 'conservacion',
            link: '/admin/conservacion',
            title: 'Conservación de datos',
            translation: 'nav.conservacion',
          },
        ],
      });
      const group = body.default[0];
      expect(group).toMatchObject({ id: 'comunicaciones', title: 'Comunicaciones', type: 'group' });
      expect(group.children.map((c: { link: string; title: string }) => [c.link, c.title])).toEqual(adminEntries);
      for (const child of group.children) {
        expect(child).toMatchObject({
          type: 'basic',
          icon: expect.stringMatching(/\S/),
          translation: expect.stringMatching(/^nav\./),
        });
      }
      expect(group.children[0].translation).toBe('nav.resumen');
      expect(body.user).toEqual(adminUserMenu);
    });

    it('200: a gestor gets Resumen, Gestión and their account; an auditor those and Auditoría (no configuration, no Usuarios)', async () => {
      const { idcliente } = await demoTenantAndAdmin(t.app);
      const expected = {
        gestor: [
          ['comunicaciones', ['resumen', 'gestion']],
          ['demo', ['demo-areas']],
        ],
        auditor: [
          ['comunicaciones', ['resumen', 'gestion']],
          ['configuracion', ['auditoria']],
          ['demo', ['demo-areas']],
        ],
      } as const;
      for (const rol of ['gestor', 'auditor'] as const) {
        const person = await buildAdmin(t.app, idcliente);
        await t.app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', person.idusuario).execute();
        const res = await get('/api/common/navigation', await issueAccessToken(t.app, idcliente, 'Privado', person));
        expect(res.statusCode).toBe(200);
        const groups = res
          .json()
          .default.map((g: { id: string; children: { id: string }[] }) => [g.id, g.children.map((c) => c.id)]);
        expect(groups).toEqual(expected[rol]);
        expect(res.json().user).toEqual(adminUserMenu);
      }
    });

    it('200: public, informant and citizen tokens get no side navigation, only the user menu', async () => {
      for (const token of [publicToken, informantToken, citizenToken]) {
        const res = await get('/api/common/navigation', token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ default: [], user: userMenu });
      }
    });

    it('200: with DEMO_AREAS=false the administrator has no link to the sample areas', async () => {
      const off = await buildTestApp(dialect, { DEMO_AREAS: 'false' });
      try {
        const { idcliente, admin } = await demoTenantAndAdmin(off.app);
        const res = await off.app.inject({
          method: 'GET',
          url: '/api/common/navigation',
          headers: bearer(await issueAccessToken(off.app, idcliente, 'Privado', admin)),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().default.map((g: { id: string }) => g.id)).toEqual(['comunicaciones', 'configuracion']);
      } finally {
        await off.close();
      }
    });

    it('401: navigation needs a token', async () => {
      expect((await get('/api/common/navigation')).statusCode).toBe(401);
    });

    it("200: GetMenu answers the caller's role and everything it may open", async () => {
      const admin = await get('/api/publico/menurol/GetMenu', adminToken);
      expect(admin.json()).toMatchObject({ success: true, rol: 'administrador' });
      // Comunicaciones (8 entries), Configuración, Demo, then the user menu (with the person's own account).
      expect(admin.json().menu).toHaveLength(5);
      expect(admin.json().menu[0].children).toHaveLength(8);
      expect(admin.json().menu[1].id).toBe('configuracion');
      expect(admin.json().menu[2].id).toBe('demo');
      const visitor = await get('/api/publico/menurol/GetMenu', publicToken);
      expect(visitor.json()).toEqual({ success: true, rol: 'publico', menu: userMenu });
    });

    it('200/404/400/403: GetMenuRol answers a known role id for administrators only', async () => {
      const admin = await get('/api/publico/menurol/GetMenuRol/4', adminToken);
      expect(admin.statusCode).toBe(200);
      expect(admin.json().rol).toBe('administrador');
      expect((await get('/api/publico/menurol/GetMenuRol/1', adminToken)).json()).toEqual({
        success: true,
        rol: 'publico',
        menu: userMenu,
      });
      expect((await get('/api/publico/menurol/GetMenuRol/9', adminToken)).statusCode).toBe(404);
      expect((await get('/api/publico/menurol/GetMenuRol/x', adminToken)).statusCode).toBe(400);
      expect((await get('/api/publico/menurol/GetMenuRol/4', publicToken)).statusCode).toBe(403);
    });

    it('200/400/403: fromRole answers the menu of a named role, for administrators only', async () => {
      const res = await post('/api/publico/menurol/fromRole', adminToken, { rol: 'ciudadano' });
      expect(res.json()).toEqual({ success: true, rol: 'ciudadano', menu: userMenu });
      expect((await post('/api/publico/menurol/fromRole', adminToken, { rol: 'root' })).statusCode).toBe(400);
      expect((await post('/api/publico/menurol/fromRole', citizenToken, { rol: 'administrador' })).statusCode).toBe(
        403,
      );
    });

    it("200: fromMenu tells whether the caller's role may open a link and which roles can", async () => {
      const adminLink = await post('/api/publico/menurol/fromMenu', adminToken, {
        link: 'admin/denuncias/gestion/42?tab=chat',
      });
      expect(adminLink.json()).toEqual({
        success: true,
        link: '/admin/denuncias/gestion/42',
        allowed: true,
        roles: ['administrador'],
      });
      const denied = await post('/api/publico/menurol/fromMenu', publicToken, { link: '/admin/menus' });
      expect(denied.json()).toEqual({ success: true, link: '/admin/menus', allowed: false, roles: ['administrador'] });
      const open = await post('/api/publico/menurol/fromMenu', publicToken, { link: '/denuncias/' });
      expect(open.json()).toEqual({
        success: true,
        link: '/denuncias',
        allowed: true,
        roles: ['publico', 'informante', 'ciudadano', 'administrador'],
      });
      const lookalike = await post('/api/publico/menurol/fromMenu', adminToken, { link: '/admin/menus-secretos' });
      expect(lookalike.json()).toMatchObject({ allowed: false, roles: [] });
      expect((await post('/api/publico/menurol/fromMenu', publicToken, { link: '' })).statusCode).toBe(400);
    });
  });
}
