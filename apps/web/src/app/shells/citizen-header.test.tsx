import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decodeClaims } from '@/lib/jwt.ts';
import { getAccessToken, getRefreshToken } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeTokenPair, signInAsCitizen } from '@/testing/tokens.ts';
import { postLogoutForm, signOutCitizen } from '@/features/auth/api/citizen-session.ts';
import { appRoutes } from '../router.tsx';

type Known = { idcliente: number; nombre: string; actual: boolean };

/** The API of a citizen known to `clientes`; records the switches asked. */
function serveCitizen(clientes: Known[]) {
  const switches: string[] = [];
  server.use(
    ...publicDataHandlers({ parametros: { proveedor_identidad: 'clave' } }),
    http.get('/api/ciudadano/denuncias', () => HttpResponse.json({ success: true, data: [] })),
    http.get('/api/auth/', () =>
      HttpResponse.json({
        success: true,
        tipoacceso: 'Ciudadano',
        idcliente: 1,
        ciudadano: { idtercero: 7, nombre: 'Ana Pérez Gil', clientes },
      }),
    ),
    http.get('/api/auth/changeCliente/:id', ({ params }) => {
      switches.push(String(params.id));
      return HttpResponse.json(makeTokenPair({ tipoacceso: 'Ciudadano', idtercero: 9, sid: 'sesion-b' }));
    }),
  );
  return switches;
}

async function openMenu(name: string) {
  const banner = screen.getByRole('banner');
  await userEvent.click(await within(banner).findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('the public header of a signed-in citizen (spec §2 modern layout, issue 16 §3)', () => {
  it('shows the citizen menu instead of "Iniciar sesión": Panel principal opens /ciudadano', async () => {
    signInAsCitizen({ sid: 'sesion-a' });
    serveCitizen([{ idcliente: 1, nombre: 'Ayuntamiento A', actual: true }]);
    const { router } = renderRoutes(appRoutes, ['/']);
    const menu = await openMenu('Menú del ciudadano');
    expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    // Known to no other tenant: nothing to switch to.
    expect(screen.queryByRole('button', { name: 'Cambiar de entidad' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Panel principal' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ciudadano');
    });
  });

  it('"Cambiar" lists the other tenants where the citizen is known and switches to the one chosen', async () => {
    signInAsCitizen({ sid: 'sesion-a' });
    const switches = serveCitizen([
      { idcliente: 1, nombre: 'Ayuntamiento A', actual: true },
      { idcliente: 2, nombre: 'Diputación B', actual: false },
    ]);
    const { router } = renderRoutes(appRoutes, ['/']);
    const menu = await openMenu('Cambiar de entidad');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Diputación B']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Diputación B' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ciudadano');
    });
    expect(switches).toEqual(['2']);
    expect(decodeClaims(getAccessToken())).toMatchObject({ tipoacceso: 'Ciudadano', idtercero: 9, sid: 'sesion-b' });
  });

  it('a visitor without a citizen session gets no citizen menu', async () => {
    server.use(
      http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
      ...publicDataHandlers({ parametros: { proveedor_identidad: 'clave' } }),
    );
    renderRoutes(appRoutes, ['/']);
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menú del ciudadano' })).not.toBeInTheDocument();
  });
});

describe('signOutCitizen (spec §4)', () => {
  const noProviderLogout = http.post('/api/auth/clave/logout/request', () =>
    HttpResponse.json({ success: true, message: 'Sin cierre de sesión en el proveedor de identidad', objeto: null }),
  );

  it('revokes the session on the server, removes both tokens and reloads', async () => {
    signInAsCitizen({ sid: 'sesion-a' });
    const calls: string[] = [];
    server.use(
      noProviderLogout,
      http.get('/api/auth/logout', ({ request }) => {
        calls.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
      }),
    );
    let reloads = 0;
    await signOutCitizen(() => {
      reloads += 1;
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^Bearer /);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(reloads).toBe(1);
  });

  it('still signs out when the server cannot be reached', async () => {
    signInAsCitizen({ sid: 'sesion-a' });
    server.use(
      http.post('/api/auth/clave/logout/request', () => HttpResponse.error()),
      http.get('/api/auth/logout', () => HttpResponse.error()),
    );
    let reloads = 0;
    await signOutCitizen(() => {
      reloads += 1;
    });
    expect(getAccessToken()).toBeNull();
    expect(reloads).toBe(1);
  });

  it('with single logout at the provider: ends the session here first, then leaves with the signed request', async () => {
    signInAsCitizen({ sid: 'sesion-a' });
    const order: string[] = [];
    const objeto = {
      action: 'https://pasarela.clave.example/Proxy2/LogoutService',
      campo: 'logoutRequest' as const,
      valor: 'PHNhbWxwOkxvZ291dFJlcXVlc3Q+',
      relayState: '_0123456789abcdef0123456789abcdef',
    };
    server.use(
      http.post('/api/auth/clave/logout/request', () => {
        order.push('request');
        return HttpResponse.json({
          success: true,
          message: 'Cierre de sesión en el proveedor de identidad preparado',
          objeto,
        });
      }),
      http.get('/api/auth/logout', () => {
        order.push('logout');
        return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
      }),
    );
    let reloads = 0;
    const left: unknown[] = [];
    await signOutCitizen(
      () => {
        reloads += 1;
      },
      (form) => {
        order.push('leave');
        left.push(form);
        // The tokens are gone before the page leaves.
        expect(getAccessToken()).toBeNull();
      },
    );
    expect(order).toEqual(['request', 'logout', 'leave']);
    expect(left).toEqual([objeto]);
    expect(reloads).toBe(0);
  });
});

describe('postLogoutForm (decision 058)', () => {
  it('posts the signed request under the provider’s own field name, with RelayState', () => {
    const submitted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const form = postLogoutForm({
      action: 'https://idp.example/slo',
      campo: 'logoutRequest',
      valor: 'WA==',
      relayState: '_r',
    });
    expect(submitted).toEqual([form]);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://idp.example/slo');
    expect(Object.fromEntries(new FormData(form))).toEqual({ logoutRequest: 'WA==', RelayState: '_r' });
    submit.mockRestore();
    form.remove();
  });
});
