import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { AcceptInvitationForm } from './accept-invitation-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

describe('AcceptInvitationForm', () => {
  it('validates name, length and confirmation with the contract rules before calling the server', async () => {
    const called = vi.fn();
    server.use(http.post('/api/auth/invitacion/:token', () => called()));
    const onAccepted = vi.fn();
    renderWithProviders(<AcceptInvitationForm token="tok" email="ana@example.org" onAccepted={onAccepted} />);
    await userEvent.type(screen.getByLabelText(/Contraseña nueva/), 'corta');
    await userEvent.type(screen.getByLabelText(/Repita la contraseña/), 'otra');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' }));

    expect(await screen.findByText('Introduzca su nombre')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 12 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña nueva/)).toHaveAttribute('aria-invalid', 'true');
    expect(called).not.toHaveBeenCalled();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('sends name and password only, keeps the session and calls onAccepted', async () => {
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let body: unknown = null;
    server.use(
      http.post('/api/auth/invitacion/:token', async ({ request, params }) => {
        body = { ...((await request.json()) as object), token: params.token };
        return HttpResponse.json(pair);
      }),
    );
    const onAccepted = vi.fn();
    renderWithProviders(<AcceptInvitationForm token="tok123" email="ana@example.org" onAccepted={onAccepted} />);
    await userEvent.type(screen.getByLabelText(/Nombre y apellidos/), 'Ana Pérez');
    await userEvent.type(screen.getByLabelText(/Contraseña nueva/), 'un faro en la costa gris');
    await userEvent.type(screen.getByLabelText(/Repita la contraseña/), 'un faro en la costa gris');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' }));

    await waitFor(() => {
      expect(onAccepted).toHaveBeenCalledTimes(1);
    });
    expect(body).toEqual({ nombre: 'Ana Pérez', password: 'un faro en la costa gris', token: 'tok123' });
    expect(getAccessToken()).toBe(pair.accesstoken.token);
  });

  it("announces the server's refusal (a common password) in an alert", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Esa contraseña es demasiado común. Elija otra más difícil de adivinar.';
    server.use(
      http.post('/api/auth/invitacion/:token', () =>
        HttpResponse.json({ success: false, code: 'VALIDATION_FAILED', message }, { status: 400 }),
      ),
    );
    renderWithProviders(<AcceptInvitationForm token="tok" email="ana@example.org" onAccepted={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Nombre y apellidos/), 'Ana');
    await userEvent.type(screen.getByLabelText(/Contraseña nueva/), 'qwerty123456');
    await userEvent.type(screen.getByLabelText(/Repita la contraseña/), 'qwerty123456');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('ForgotPasswordForm', () => {
  it('refuses an invalid e-mail, then shows the same confirmation after sending', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/auth/olvido', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'igual' });
      }),
    );
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(body).toBeNull();

    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('recibirá un enlace para elegir una contraseña nueva');
    expect(body).toEqual({ email: 'ana@example.org', url: 'localhost' });
  });
});

describe('ResetPasswordForm', () => {
  it('checks length and confirmation, then sends the password and calls onDone', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/auth/restablecer/:token', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<ResetPasswordForm token="tok" onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/Contraseña nueva/), 'tres tortugas cruzan');
    await userEvent.type(screen.getByLabelText(/Repita la contraseña/), 'tres tortugas');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(body).toBeNull();

    await userEvent.type(screen.getByLabelText(/Repita la contraseña/), ' cruzan');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1);
    });
    expect(body).toEqual({ password: 'tres tortugas cruzan' });
  });
});
