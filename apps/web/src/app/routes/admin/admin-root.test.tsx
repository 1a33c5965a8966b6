import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTokens } from '@/lib/tokens.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { adminGuardLoader } from './admin-root.tsx';

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
