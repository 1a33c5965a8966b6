import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, getNotices } from '@/lib/notices.ts';
import { decodeClaims } from '@/lib/jwt.ts';
import { getAccessToken, getRefreshToken, setTokens } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { CitizenLoaderRoute, CitizenPanelRoute } from './citizen.tsx';

const routes = [
  { path: '/', element: <p>Inicio</p> },
  { path: '/ciudadano', element: <CitizenPanelRoute /> },
  { path: '/ciudadano/loader', element: <CitizenLoaderRoute /> },
];

describe('the citizen’s pages (issue 16, spec §2, §6, §8)', () => {
  afterEach(() => {
    clearNotices();
    vi.restoreAllMocks();
  });

  it('the loader exchanges the one-time code for the citizen’s tokens and opens the panel', async () => {
    const codes: unknown[] = [];
    server.use(
      http.post('/api/auth/clave/token', async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json(makeTokenPair({ tipoacceso: 'Ciudadano', idtercero: 7 }));
      }),
    );
    const { router } = renderRoutes(routes, ['/ciudadano/loader?codigo=abc123']);
    expect(screen.getByText('Por favor, espera.')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ciudadano');
    });
    expect(codes).toEqual([{ codigo: 'abc123' }]);
    expect(decodeClaims(getAccessToken())).toMatchObject({ tipoacceso: 'Ciudadano', idtercero: 7 });
    expect(await screen.findByText(/Ha iniciado sesión con su identidad verificada/)).toBeInTheDocument();
  });

  it('a return without a code, or a refused code, shows §8’s message and goes home', async () => {
    server.use(
      http.post('/api/auth/clave/token', () =>
        HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'No' }, { status: 401 }),
      ),
    );
    for (const entry of ['/ciudadano/loader', '/ciudadano/loader?codigo=gastado']) {
      clearNotices();
      const { router, unmount } = renderRoutes(routes, [entry]);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      expect(getNotices()).toEqual([
        expect.objectContaining({
          title: 'ERROR',
          message: 'Petición Cl@ve no válida para esta aplicación.',
          severity: 'error',
          autoHideMs: 3000,
        }),
      ]);
      unmount();
    }
  });

  it('the panel sends a visitor without a citizen session home (route guard of §6)', async () => {
    setTokens(makeToken({ tipoacceso: 'Publico' }), makeToken({ tipoacceso: 'Publico', typ: 'refresh' }));
    const { router } = renderRoutes(routes, ['/ciudadano']);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    // An expired refresh token is no session either.
    setTokens(
      makeToken({ tipoacceso: 'Ciudadano', idtercero: 7 }),
      makeToken({ tipoacceso: 'Ciudadano', idtercero: 7, typ: 'refresh', expiresIn: -60 }),
    );
    const second = renderRoutes(routes, ['/ciudadano']);
    await waitFor(() => {
      expect(second.router.state.location.pathname).toBe('/');
    });
  });

  it('citizen logout removes both tokens and reloads the page (spec §4)', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const pair = makeTokenPair({ tipoacceso: 'Ciudadano', idtercero: 7 });
    setTokens(pair.accesstoken.token, pair.refreshtoken.token);
    renderRoutes(routes, ['/ciudadano']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
