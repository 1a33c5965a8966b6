import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken, getRefreshToken } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { FollowUpForm } from './follow-up-form.tsx';

async function submitCode(code: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Código secreto/ }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
}

describe('FollowUpForm', () => {
  it('accepts lower case and spaces: sends the normalised code with the skip header, stores the Informante tokens', async () => {
    const pair = makeTokenPair({ tipoacceso: 'Informante' });
    const seen: { body?: unknown; skip?: string | null; authorization?: string | null } = {};
    server.use(
      http.post('/api/auth/informante', async ({ request }) => {
        seen.body = await request.json();
        seen.skip = request.headers.get('skip');
        seen.authorization = request.headers.get('authorization');
        return HttpResponse.json(pair);
      }),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<FollowUpForm onSignedIn={onSignedIn} />);
    await submitCode(' 7k3m q9xd 2hwt bn4r ');

    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledTimes(1);
    });
    expect(seen).toEqual({
      body: { receipt: '7K3M-Q9XD-2HWT-BN4R', url: 'localhost' },
      skip: 'true',
      authorization: null,
    });
    expect(getAccessToken()).toBe(pair.accesstoken.token);
    expect(getRefreshToken()).toBe(pair.refreshtoken.token);
    expect(screen.getByRole('textbox', { name: /Código secreto/ })).toHaveValue('');
  });

  it('refuses a code of the wrong format without calling the server', async () => {
    const onSignedIn = vi.fn();
    renderWithProviders(<FollowUpForm onSignedIn={onSignedIn} />);
    await submitCode('7K3M-Q9XD');
    const input = screen.getByRole('textbox', { name: /Código secreto/ });
    expect(input).toHaveAccessibleDescription('El código no tiene el formato correcto');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server message for a wrong code and stores nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/informante', () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: 'El código no es válido' },
          { status: 401 },
        ),
      ),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<FollowUpForm onSignedIn={onSignedIn} />);
    await submitCode('2222-3333-4444-5555');
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es válido');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('says when there were too many attempts (429)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/informante', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'RATE_LIMITED',
            message: 'Demasiados intentos fallidos. Vuelva a intentarlo más tarde.',
          },
          { status: 429 },
        ),
      ),
    );
    renderWithProviders(<FollowUpForm onSignedIn={vi.fn()} />);
    await submitCode('2222333344445555');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Vuelva a intentarlo más tarde.',
    );
  });
});
