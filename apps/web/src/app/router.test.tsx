import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken, setTokens } from '@/lib/tokens.ts';
import { adminNavigation, publicDataHandlers, testCliente } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { appRoutes } from './router.tsx';

function usePublicApi(navigation = adminNavigation) {
  server.use(
    http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
    ...publicDataHandlers({ navigation }),
  );
}

function signInAsAdministrator() {
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
}

describe('app routes', () => {
  it('/ gets a public token, then shows the tenant, the inicio block and the footer menu', async () => {
    usePublicApi([]);
    renderRoutes(appRoutes, ['/']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' })).toBeInTheDocument();
    expect(getAccessToken()).not.toBeNull();
    expect(screen.getByTestId('content-block')).toHaveTextContent('Bienvenida al canal.');
    expect(await screen.findByTestId('tenant-name')).toHaveTextContent(testCliente.nombre);
    expect(screen.getByTestId('tenant-logo')).toHaveAttribute('alt', testCliente.nombre);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Aviso legal' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Administrador' })).toHaveAttribute('href', '/auth/sign-in');
    expect(screen.getByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('switches the language from the language menu and falls back to the Spanish block', async () => {
    usePublicApi([]);
    renderRoutes(appRoutes, ['/']);
    await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' });

    await userEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(globalThis.localStorage.getItem('locale')).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' })).toBeInTheDocument();
  });

  it('/admin with a public token goes back to /', async () => {
    usePublicApi([]);
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    const { router } = renderRoutes(appRoutes, ['/admin']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/admin for an administrator opens the Resumen page with the side navigation and user menu', async () => {
    usePublicApi();
    signInAsAdministrator();
    const { router } = renderRoutes(appRoutes, ['/admin']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/denuncias/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Navegación' });
    expect(within(nav).getByRole('heading', { name: 'Comunicaciones' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(within(nav).getByRole('link', { name: 'Menús Dinámicos' })).toHaveAttribute('href', '/admin/menus');
    expect(screen.getByText('administración buzón')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByText('admin@example.org')).toBeInTheDocument();
  });

  it('unknown paths redirect to /404', async () => {
    usePublicApi([]);
    const { router } = renderRoutes(appRoutes, ['/no-existe']);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('going offline navigates to /offline', async () => {
    usePublicApi([]);
    const { router } = renderRoutes(appRoutes, ['/']);
    await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' });

    act(() => {
      globalThis.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin conexión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/offline');

    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/auth/sign-out logs out, clears the session and gets a new public token at /', async () => {
    usePublicApi([]);
    signInAsAdministrator();
    globalThis.localStorage.setItem('email', 'admin@example.org');
    let loggedOut = false;
    server.use(
      http.get('/api/auth/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
      }),
    );
    const { router } = renderRoutes(appRoutes, ['/auth/sign-out']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    expect(globalThis.localStorage.getItem('email')).toBeNull();
    await waitFor(() => {
      expect(getAccessToken()).not.toBeNull();
    });
  });
});
