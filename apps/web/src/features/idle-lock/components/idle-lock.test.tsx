import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { hasSession, setTokens } from '@/lib/tokens.ts';
import { idleStampKey } from '../hooks/use-idle-lock.ts';
import { IdleLock } from './idle-lock.tsx';

function serveMinutes(minutes: number) {
  server.use(
    http.get('/api/admin/mi-cuenta', () =>
      HttpResponse.json({
        success: true,
        data: {
          idusuario: 1,
          nombre: 'Ana',
          email: 'ana@example.test',
          rol: 'gestor',
          minutos_inactividad: minutes,
          segundo_factor: false,
          dos_factores_obligatorio: false,
          ultimo_acceso: null,
          ultimo_fallo: null,
        },
      }),
    ),
  );
}

function renderLock() {
  return renderRoutes(
    [
      { path: '/admin', element: <IdleLock /> },
      { path: '/auth/sign-in', element: <p>Página de acceso</p> },
    ],
    ['/admin'],
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('IdleLock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
    localStorage.removeItem(idleStampKey);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns 60 s before the tenant minutes and then locks as Ctrl+L does: session ended, sign-in page', async () => {
    serveMinutes(2);
    let logouts = 0;
    server.use(
      http.get('/api/auth/logout', () => {
        logouts += 1;
        return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
      }),
    );
    const { router } = renderLock();
    await advance(500);
    await advance(59_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(2_000);
    expect(await screen.findByRole('dialog', { name: 'Sesión inactiva' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/se bloqueará en \d+ s/);
    await advance(60_000);
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.search).toBe('?reason=locked');
    // The server ended the session and the tokens are gone: /admin does not reopen without a password.
    expect(logouts).toBe(1);
    expect(hasSession()).toBe(false);
  });

  it('activity in this tab, or a newer stamp from another tab, keeps the session open', async () => {
    serveMinutes(2);
    const { router } = renderLock();
    await advance(100_000);
    act(() => {
      globalThis.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await advance(100_000);
    expect(router.state.location.pathname).toBe('/admin');
    // Another tab was used: it wrote a newer stamp.
    localStorage.setItem(idleStampKey, String(Date.now()));
    await advance(100_000);
    expect(router.state.location.pathname).toBe('/admin');
    await advance(30_000);
    expect(router.state.location.pathname).toBe('/auth/sign-in');
  });

  it('"Seguir trabajando" closes the warning and restarts the count', async () => {
    serveMinutes(2);
    const { router } = renderLock();
    await advance(62_000);
    const stay = await screen.findByRole('button', { name: 'Seguir trabajando' });
    act(() => {
      stay.click();
    });
    await advance(1_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(90_000);
    expect(router.state.location.pathname).toBe('/admin');
  });
});
