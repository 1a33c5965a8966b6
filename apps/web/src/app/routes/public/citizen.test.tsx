import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import { clearNotices, getNotices } from '@/lib/notices.ts';
import { decodeClaims } from '@/lib/jwt.ts';
import { getAccessToken, getRefreshToken, setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
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
  beforeEach(() => {
    server.use(
      ...publicDataHandlers(),
      http.get('/api/ciudadano/denuncias', () => HttpResponse.json({ success: true, data: [] })),
    );
  });

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
    const ended: string[] = [];
    server.use(
      http.post('/api/auth/clave/logout/request', () =>
        HttpResponse.json({
          success: true,
          message: 'Sin cierre de sesión en el proveedor de identidad',
          objeto: null,
        }),
      ),
      http.get('/api/auth/logout', () => {
        ended.push('logout');
        return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
      }),
    );
    renderRoutes(routes, ['/ciudadano']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(ended).toEqual(['logout']);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
  it('Mis comunicaciones lists the citizen’s complaints; opening one shows its follow-up and the way back restores the citizen', async () => {
    const citizen = makeTokenPair({ tipoacceso: 'Ciudadano', idtercero: 7 });
    setTokens(citizen.accesstoken.token, citizen.refreshtoken.token);
    const reporter = makeTokenPair({ tipoacceso: 'Informante' });
    const opened: string[] = [];
    const complaint: ReporterComplaint = {
      iddenuncia: 9,
      guid: '8e9a34a1-edf3-4be6-a833-6d38a05bf70e',
      idtipodenuncia: 1,
      tipo: 'Fraude',
      idestadodenuncia: 2,
      estado: 'Recibida',
      fec_alta: '2026-11-20T10:00:00.000Z',
      fec_acuse: '2026-11-20T10:00:00.000Z',
      fec_resolucion: null,
      resolucion: null,
      anonima: false,
      campos: [],
      answers: {},
      avisos_correo: false,
      verbal: null,
      reunion: null,
    };
    server.use(
      http.get('/api/ciudadano/denuncias', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              referencia: '2026-0003',
              fec_alta: '2026-11-20T10:00:00.000Z',
              tipo: 'Fraude',
              idestadodenuncia: 2,
              estado: 'Recibida',
              notificaciones: 2,
            },
          ],
        }),
      ),
      http.post('/api/ciudadano/denuncias/:referencia/acceso', ({ params }) => {
        opened.push(String(params.referencia));
        return HttpResponse.json(reporter);
      }),
      http.get('/api/denuncias/den_denuncias/informante', () => HttpResponse.json({ success: true, data: complaint })),
      http.post('/api/denuncias/den_denuncia_notificaciones/GetList', () =>
        HttpResponse.json({ success: true, total: 0, data: [] }),
      ),
      http.post('/api/denuncias/den_denuncia_docs/GetList', () =>
        HttpResponse.json({ success: true, total: 0, data: [] }),
      ),
      http.post('/api/denuncias/den_chat_mensajes/GetList', () =>
        HttpResponse.json({ success: true, total: 0, data: [] }),
      ),
      http.get('/api/auth/logout', () => HttpResponse.json({ success: true, message: 'Sesión cerrada' })),
    );
    renderRoutes(routes, ['/ciudadano']);
    expect(await screen.findByRole('tab', { name: 'Mis comunicaciones', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('2026-0003')).toBeInTheDocument();
    expect(screen.getByText(/2 notificaciones/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver el seguimiento de la comunicación 2026-0003' }));
    expect(opened).toEqual(['2026-0003']);
    expect(await screen.findByTestId('complaint-status')).toHaveTextContent('Recibida');
    expect(decodeClaims(getAccessToken())).toMatchObject({ tipoacceso: 'Informante' });

    await userEvent.click(screen.getByRole('button', { name: 'Volver a mis comunicaciones' }));
    await waitFor(() => {
      expect(getAccessToken()).toBe(citizen.accesstoken.token);
    });
    expect(await screen.findByText('2026-0003')).toBeInTheDocument();
  });

  it('Mis datos validates the e-mail and phone, then saves them with POST /api/auth/register', async () => {
    const citizen = makeTokenPair({ tipoacceso: 'Ciudadano', idtercero: 7 });
    setTokens(citizen.accesstoken.token, citizen.refreshtoken.token);
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/auth/register', () =>
        HttpResponse.json({ success: true, data: { nombre: 'Ana Pérez', email: null, telefono: null } }),
      ),
      http.post('/api/auth/register', async ({ request }) => {
        const body = (await request.json()) as { email: string; telefono: string };
        bodies.push(body);
        return HttpResponse.json({ success: true, data: { nombre: 'Ana Pérez', ...body } });
      }),
    );
    renderRoutes(routes, ['/ciudadano?seccion=datos']);
    expect(await screen.findByDisplayValue('Ana Pérez')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.test');
    await userEvent.type(screen.getByLabelText('Teléfono'), '600111222');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Datos guardados')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ana@example.test', telefono: '600111222' }]);
  });

  it('Nueva comunicación leads to the filing wizard, which files with the citizen’s token', async () => {
    const citizen = makeTokenPair({ tipoacceso: 'Ciudadano', idtercero: 7 });
    setTokens(citizen.accesstoken.token, citizen.refreshtoken.token);
    renderRoutes(routes, ['/ciudadano?seccion=nueva']);
    expect(await screen.findByText(/se presentará con su identidad verificada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Presentar una comunicación' })).toHaveAttribute(
      'href',
      '/denuncias/nueva',
    );
  });
});
