import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { adminRoute, appRoutes } from '../../router.tsx';
import { AdminRootRoute, adminGuardLoader } from './admin-root.tsx';

function renderGuarded() {
  return renderRoutes(
    [
      { path: '/', element: <h1>Inicio público</h1> },
      { path: '/admin', loader: adminGuardLoader, element: <h1>Zona de administración</h1> },
    ],
    ['/admin'],
  );
}

describe('admin guard', () => {
  it('redirects a public token to /', async () => {
    setTokens(makeToken({ tipoacceso: 'Publico' }), makeToken({ tipoacceso: 'Publico', typ: 'refresh' }));
    const { router } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects a visitor without tokens to /', async () => {
    const { router } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an administrator in', async () => {
    setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
    const { router } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Zona de administración' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('lets in a token with idtercero while the refresh token is unexpired, not after', async () => {
    setTokens(
      makeToken({ tipoacceso: 'Ciudadano', idtercero: 42 }),
      makeToken({ tipoacceso: 'Ciudadano', typ: 'refresh', idtercero: 42 }),
    );
    expect(adminGuardLoader()).toBeNull();

    setTokens(
      makeToken({ tipoacceso: 'Ciudadano', idtercero: 42 }),
      makeToken({ tipoacceso: 'Ciudadano', typ: 'refresh', idtercero: 42, expiresIn: -5 }),
    );
    expect(() => adminGuardLoader()).toThrow();
  });
});

/** An administrator whose `GET /api/common/user` answers `rol`; every other call of a page is the shell's. */
function signInAs(rol: PeopleRole) {
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  const requested: string[] = [];
  server.use(...publicDataHandlers());
  // Added after the page's handlers, so it answers first.
  server.use(
    http.get('/api/common/user', () =>
      HttpResponse.json({ id: 'u1', name: 'Ana', email: 'ana@example.org', avatar: null, status: 'online', rol }),
    ),
    http.get('/api/admin/usuarios', () => {
      requested.push('usuarios');
      return HttpResponse.json({ success: true, data: { usuarios: [], invitaciones: [] } });
    }),
    http.get('/api/denuncias/den_denuncias/:id', () => {
      requested.push('caso');
      return HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'No existe' }, { status: 404 });
    }),
  );
  return requested;
}

async function noAccessPage() {
  return screen.findByTestId('no-access', undefined, { timeout: 6000 });
}

describe('admin pages by role (issue 15 §2)', () => {
  it('shows a gestor on /admin/usuarios "No tiene acceso a esta sección" with a way back, and never loads the page', async () => {
    const requested = signInAs('gestor');
    const { router } = renderRoutes(appRoutes, ['/admin/usuarios']);
    const page = await noAccessPage();
    expect(screen.getByRole('heading', { level: 1, name: 'No tiene acceso a esta sección' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Ir al Resumen' })).toHaveAttribute(
      'href',
      '/admin/denuncias/dashboard',
    );
    expect(within(page).getByRole('link', { name: 'Ir a Gestión' })).toHaveAttribute(
      'href',
      '/admin/denuncias/gestion',
    );
    expect(router.state.location.pathname).toBe('/admin/usuarios');
    expect(requested).toEqual([]);
  });

  it('shows a gestor the no-access page on the configuration screens too (Ajustes, Tipos)', async () => {
    signInAs('gestor');
    const { router } = renderRoutes(appRoutes, ['/admin/ajustes']);
    await noAccessPage();
    await router.navigate('/admin/denuncias/tipos');
    expect(await noAccessPage()).toBeInTheDocument();
  });

  it('lets a Responsable into /admin/usuarios', async () => {
    const requested = signInAs('responsable');
    renderRoutes(appRoutes, ['/admin/usuarios']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
    expect(requested).toContain('usuarios');
  });

  it('shows an auditor the no-access page on a case, without asking the server for it', async () => {
    const requested = signInAs('auditor');
    renderRoutes(appRoutes, ['/admin/denuncias/gestion/9']);
    await noAccessPage();
    expect(requested).toEqual([]);
  });

  it('lets an auditor into the Resumen', async () => {
    signInAs('auditor');
    renderRoutes(appRoutes, ['/admin/denuncias/dashboard']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
  });

  it('denies by default: a page naming no roles is the Responsable’s only', async () => {
    signInAs('gestor');
    const routes = [
      {
        path: '/admin',
        element: <AdminRootRoute />,
        children: [
          { path: 'sin-roles', element: <h1>Sin roles</h1> },
          { path: 'gestores', handle: { roles: ['gestor'] }, element: <h1>Para gestores</h1> },
        ],
      },
    ];
    const { router } = renderRoutes(routes, ['/admin/sin-roles']);
    await noAccessPage();
    expect(screen.queryByRole('heading', { name: 'Sin roles' })).not.toBeInTheDocument();
    await router.navigate('/admin/gestores');
    expect(await screen.findByRole('heading', { name: 'Para gestores' })).toBeInTheDocument();
  });

  it('lets a Responsable into a page naming no roles', async () => {
    signInAs('responsable');
    renderRoutes(
      [{ path: '/admin', element: <AdminRootRoute />, children: [{ path: 'sin-roles', element: <h1>Sin roles</h1> }] }],
      ['/admin/sin-roles'],
    );
    expect(await screen.findByRole('heading', { name: 'Sin roles' })).toBeInTheDocument();
  });

  it('declares who may open each admin page; configuration and Usuarios name none (the Responsable only)', () => {
    const rolesOf = Object.fromEntries(
      (adminRoute.children ?? [])
        .filter((route) => route.path !== undefined)
        .map((route) => {
          const declared: unknown =
            typeof route.handle === 'object' && route.handle !== null ? Reflect.get(route.handle, 'roles') : undefined;
          return [route.path, declared ?? 'responsable only'];
        }),
    );
    expect(rolesOf).toMatchObject({
      'denuncias/dashboard': ['responsable', 'gestor', 'auditor'],
      'denuncias/gestion': ['responsable', 'gestor', 'auditor'],
      'denuncias/gestion/:iddenuncia': ['responsable', 'gestor'],
      'denuncias/tipos': 'responsable only',
      'denuncias/estados': 'responsable only',
      menus: 'responsable only',
      'denuncias/contenidos': 'responsable only',
      'denuncias/mensajes': 'responsable only',
      'denuncias/formularios': 'responsable only',
      ajustes: 'responsable only',
      usuarios: 'responsable only',
      auditoria: ['responsable', 'auditor'],
      cuenta: ['responsable', 'gestor', 'auditor'],
    });
  });
});
