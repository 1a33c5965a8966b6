import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { SignInForm } from './sign-in-form.tsx';

function challenge(paso: 'codigo' | 'alta') {
  return {
    success: true,
    message: '',
    segundo_factor: { reto: `7.v1.reto-${paso}`, paso, expires: new Date(Date.now() + 300_000).toISOString() },
  };
}

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'resp@example.org');
  await userEvent.type(screen.getByLabelText(/Contraseña/), 'una contraseña larga');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('SignInForm second step', () => {
  it('asks for the code after the password, sends it with the challenge and keeps the session', async () => {
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let sent: unknown = null;
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(challenge('codigo'))),
      http.post('/api/auth/segundo-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(pair);
      }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={vi.fn()} />);
    await signInWithPassword();

    const field = await screen.findByLabelText(/Código de verificación/);
    expect(getAccessToken()).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    // A code that is not 6 digits is refused on the page.
    await userEvent.type(field, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Introduzca las 6 cifras del código')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });
    expect(sent).toEqual({ reto: '7.v1.reto-codigo', codigo: '123456' });
    expect(getAccessToken()).toBe(pair.accesstoken.token);
  });

  it('announces a wrong code and the lock as the server words them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(challenge('codigo'))),
      http.post('/api/auth/segundo-factor', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, code: 'UNAUTHENTICATED', message: 'El código no es correcto o ya se ha usado.' },
              { status: 401 },
            )
          : HttpResponse.json(
              {
                success: false,
                code: 'RATE_LIMITED',
                message: 'Demasiados códigos incorrectos. Bloqueado 15 minutos.',
              },
              { status: 429, headers: { 'retry-after': '900' } },
            );
      }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={vi.fn()} />);
    await signInWithPassword();
    const field = await screen.findByLabelText(/Código de verificación/);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto o ya se ha usado.');
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Demasiados códigos incorrectos');
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('accepts a recovery code instead of the app code', async () => {
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let sent: unknown = null;
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(challenge('codigo'))),
      http.post('/api/auth/segundo-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(pair);
      }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={vi.fn()} />);
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    const field = screen.getByLabelText(/Código de recuperación/);
    expect(field).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(field, 'ABCDE-FGHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });
    expect(sent).toEqual({ reto: '7.v1.reto-codigo', codigo: 'ABCDE-FGHJK' });
  });

  it('keeps an enrolment challenge for the enrolment page and sends the person there', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(challenge('alta'))));
    const onSuccess = vi.fn();
    const onEnrolmentRequired = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={onEnrolmentRequired} />);
    await signInWithPassword();
    await waitFor(() => {
      expect(onEnrolmentRequired).toHaveBeenCalledTimes(1);
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(globalThis.sessionStorage.getItem('atalaya.segundoFactor')).toContain('7.v1.reto-alta');
    expect(getAccessToken()).toBeNull();
  });
});
