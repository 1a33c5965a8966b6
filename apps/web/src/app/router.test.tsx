import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  // Each admin page names the roles that may open it (issue 15 §2): this one is a Responsable.
  server.use(
    http.get('/api/common/user', () =>
      HttpResponse.json({
        id: 'u1',
        name: 'Admin',
        email: 'admin@example.org',
        avatar: null,
        status: 'online',
        rol: 'responsable',
      }),
    ),
  );
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
    // No identity provider configured: no identity sign-in button that would lead nowhere.
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('switches the language from the language menu and falls back to the Spanish block', async () => {
    usePublicApi([]);
    renderRoutes(appRoutes, ['/']);
    await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' });

    await userEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'File a report' })).toHaveAttribute('href', '/denuncias/nueva');
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

    const onLine = vi.spyOn(globalThis.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      globalThis.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin conexión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/offline');

    onLine.mockReturnValue(true);
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conexión restablecida' })).toBeInTheDocument();
    onLine.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/ offers the two ways in right after saying what the channel is, then how it works and the privacy notice', async () => {
    usePublicApi([]);
    renderRoutes(appRoutes, ['/']);
    await screen.findByRole('heading', { level: 1, name: 'Canal interno de información' });
    const main = screen.getByRole('main');
    const actions = within(main).getByRole('group', { name: 'Qué puede hacer en este canal' });
    expect(within(actions).getByRole('link', { name: 'Presentar una comunicación' })).toHaveAttribute(
      'href',
      '/denuncias/nueva',
    );
    expect(within(actions).getByRole('link', { name: 'Consultar con mi código' })).toHaveAttribute(
      'href',
      '/denuncias/seguimiento',
    );
    // In reading order: what the channel is, then the actions, then the rest.
    const block = screen.getByTestId('content-block');
    expect(block.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Cómo se tramita su comunicación' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText('Recibirá un acuse de recibo en un plazo de siete días naturales.'),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Información sobre protección de datos' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText(`${testCliente.nombre}, responsable del Sistema interno de información.`),
    ).toBeInTheDocument();
  });

  it('/ names the external channel of the authority the tenant chose', async () => {
    server.use(
      http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
      ...publicDataHandlers({
        parametros: {
          canal_externo_url: 'https://www.antifrau.cat/',
          canal_externo_nombre: 'Oficina Antifrau de Catalunya',
        },
      }),
    );
    renderRoutes(appRoutes, ['/']);
    const links = await screen.findAllByRole('link', { name: /Canal externo: Oficina Antifrau de Catalunya/ });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'https://www.antifrau.cat/');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the identity sign-in button only when the tenant has an identity provider', async () => {
    server.use(
      http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
      ...publicDataHandlers({ parametros: { proveedor_identidad: 'clave' } }),
    );
    renderRoutes(appRoutes, ['/']);
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('"Iniciar sesión" of a visitor starts the identity login: the request, then the form to the provider', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const requested: unknown[] = [];
    server.use(
      http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
      ...publicDataHandlers({ parametros: { proveedor_identidad: 'clave' } }),
      http.post('/api/auth/clave/request', async ({ request }) => {
        requested.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: '',
          objeto: { action: 'https://idp.example.test/sso', samlRequest: 'PHg+', relayState: '_r' },
        });
      }),
    );
    renderRoutes(appRoutes, ['/']);
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(requested).toEqual([
      {
        urlsuccess: `${window.location.origin}/ciudadano/loader`,
        urlerror: `${window.location.origin}/ciudadano/loader`,
      },
    ]);
    submit.mockRestore();
  });

  it('/offline opened while online says the connection is there, never "Sin conexión"', async () => {
    usePublicApi([]);
    renderRoutes(appRoutes, ['/offline']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conexión restablecida' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La conexión se ha restablecido.');
    expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeEnabled();
  });

  it('/auth/sign-in?layout=modern shows one language menu and one sign-in button', async () => {
    server.use(
      http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
      ...publicDataHandlers({ parametros: { proveedor_identidad: 'clave' } }),
    );
    renderRoutes(appRoutes, ['/auth/sign-in?layout=modern']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await screen.findByTestId('tenant-name');
    expect(screen.getAllByRole('button', { name: 'Idioma' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Iniciar sesión' })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('/auth/sign-in without chrome keeps its own language menu', async () => {
    usePublicApi([]);
    renderRoutes(appRoutes, ['/auth/sign-in']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Idioma' })).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a refused public token leads to /sessions/404, which shows the server message', async () => {
    server.use(
      http.post('/api/auth/publico', () =>
        HttpResponse.json(
          { success: false, code: 'NOT_FOUND', message: 'No hay ninguna organización en esta dirección' },
          { status: 404 },
        ),
      ),
    );
    const { router } = renderRoutes(appRoutes, ['/denuncias']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se ha podido abrir el canal' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/404');
    expect(screen.getByTestId('session-failure-message')).toHaveTextContent(
      'No hay ninguna organización en esta dirección',
    );
  });

  it('/accesibilidad publishes the statement with the tenant facts and its own notes', async () => {
    usePublicApi([]);
    server.use(
      ...publicDataHandlers({
        parametros: {
          accesibilidad: {
            estado: 'parcial',
            metodo: 'autoevaluacion',
            fecha_preparacion: '2026-03-02',
            fecha_revision: '',
            contacto_email: 'accesibilidad@ejemplo.es',
          },
        },
        contents: [
          {
            idcontent: 9,
            codigo: 'accesibilidad',
            ididioma: 1,
            titulo: '',
            contenido: '<p>Los vídeos de 2019 no tienen subtítulos.</p>',
            visible: true,
          },
        ],
      }),
    );
    renderRoutes(appRoutes, ['/accesibilidad']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeInTheDocument();
    for (const name of [
      'Situación de cumplimiento',
      'Contenido no accesible',
      'Preparación de la presente declaración de accesibilidad',
      'Observaciones y datos de contacto',
      'Procedimiento de aplicación',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('accessibility-conformance')).toHaveTextContent('parcialmente conforme');
    expect(screen.getByTestId('accessibility-prepared')).toHaveTextContent('2 de marzo de 2026');
    expect(await screen.findByText('Los vídeos de 2019 no tienen subtítulos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'accesibilidad@ejemplo.es' })).toHaveAttribute(
      'href',
      'mailto:accesibilidad@ejemplo.es',
    );
    expect(screen.getByText(new RegExp(`reclamación ante ${testCliente.nombre}`))).toBeInTheDocument();
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
