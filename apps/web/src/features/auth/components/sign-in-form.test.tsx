import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken, getRefreshToken } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { SignInForm } from './sign-in-form.tsx';

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Correo electrónico/), email);
  await userEvent.type(screen.getByLabelText(/Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('SignInForm', () => {
  it('validates with the contract rules before calling the server', async () => {
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Introduzca la contraseña')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the server message under the form when the credentials are wrong', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: 'Correo electrónico o contraseña incorrectos' },
          { status: 401 },
        ),
      ),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={vi.fn()} />);
    await fillAndSubmit('admin@example.org', 'mala');

    expect(await screen.findByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('disables the submit button while submitting, then stores tokens, e-mail and username', async () => {
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let body: unknown = null;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return request.headers.get('skip') === 'true'
          ? HttpResponse.json(pair)
          : new HttpResponse(null, { status: 400 });
      }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onEnrolmentRequired={vi.fn()} />);
    await fillAndSubmit('admin@example.org', 'secreta');

    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });
    expect(body).toEqual({ email: 'admin@example.org', password: 'secreta', idaplicacion: 1, url: 'localhost' });
    expect(getAccessToken()).toBe(pair.accesstoken.token);
    expect(getRefreshToken()).toBe(pair.refreshtoken.token);
    expect(globalThis.localStorage.getItem('email')).toBe('admin@example.org');
    expect(globalThis.localStorage.getItem('username')).toBe('admin@example.org');
  });
});
