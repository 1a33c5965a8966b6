import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken, setTokens } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { ensureSession } from '../api/bootstrap-session.ts';
import { SessionGate } from './session-gate.tsx';

function countPublicTokenRequests(pair = makeTokenPair()) {
  const calls = { count: 0, bodies: [] as unknown[] };
  server.use(
    http.post('/api/auth/publico', async ({ request }) => {
      calls.count += 1;
      calls.bodies.push(await request.json());
      return HttpResponse.json(pair);
    }),
  );
  return calls;
}

function renderGate() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <SessionGate>
          <p>contenido</p>
        </SessionGate>
      ),
    },
    { path: '/sessions/404', element: <p>sin sesión</p> },
  ]);
}

describe('session bootstrap', () => {
  it('without a token requests a public token and stores both tokens before showing the page', async () => {
    const pair = makeTokenPair();
    const calls = countPublicTokenRequests(pair);
    renderGate();

    expect(screen.getByText('Por favor, espera.')).toBeInTheDocument();
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(calls.bodies[0]).toEqual({ url: 'localhost', idaplicacion: 1 });
    expect(getAccessToken()).toBe(pair.accesstoken.token);
    expect(getRefreshToken()).toBe(pair.refreshtoken.token);
  });

  it('with an expired access token requests a new public token', async () => {
    setTokens(makeToken({ expiresIn: -10 }), makeToken({ typ: 'refresh' }));
    const calls = countPublicTokenRequests();
    await ensureSession();
    expect(calls.count).toBe(1);
  });

  it('with a valid administrator token makes no public token request', async () => {
    const access = makeToken({ tipoacceso: 'Privado' });
    setTokens(access, makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
    const calls = countPublicTokenRequests();
    renderGate();

    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(calls.count).toBe(0);
    expect(getAccessToken()).toBe(access);
  });

  it('with an expired administrator access token but an unexpired administrator refresh token makes no request', async () => {
    setTokens(
      makeToken({ tipoacceso: 'Privado', expiresIn: -10 }),
      makeToken({ tipoacceso: 'Privado', typ: 'refresh' }),
    );
    const calls = countPublicTokenRequests();
    await ensureSession();
    expect(calls.count).toBe(0);
  });

  it('when the public token request fails shows the message and goes to /sessions/404', async () => {
    server.use(
      http.post('/api/auth/publico', () =>
        HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'Cliente no encontrado' }, { status: 404 }),
      ),
    );
    const { router } = renderGate();
    expect(await screen.findByText('sin sesión')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/404');
    expect(await screen.findByText('Cliente no encontrado')).toBeInTheDocument();
  });
});
