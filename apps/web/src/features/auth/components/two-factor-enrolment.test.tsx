import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { TwoFactorAccountPanel } from './two-factor-account-panel.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = 'ABCDEFGHJK'.split('').map((letter) => `${letter}2345-6789${letter}`);
const enrolment = {
  success: true,
  uri: `otpauth://totp/Canal:resp%40example.org?secret=${secret}`,
  secreto: secret,
  qr: 'data:image/svg+xml;base64,PHN2Zy8+',
  alta: 'v1.pendiente',
};
const challenge = {
  reto: '7.v1.reto-alta',
  paso: 'alta' as const,
  expires: new Date(Date.now() + 300_000).toISOString(),
  email: 'resp@example.org',
};

describe('TwoFactorEnrolment', () => {
  it('shows the QR code and the secret, confirms a code, then the ten codes once before continuing', async () => {
    let confirmed: unknown = null;
    server.use(
      http.post('/api/auth/cuenta/segundo-factor', () => HttpResponse.json(enrolment)),
      http.post('/api/auth/cuenta/segundo-factor/confirmar', async ({ request }) => {
        confirmed = await request.json();
        return HttpResponse.json({ success: true, message: 'Segundo factor activado', codigos: codes });
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<TwoFactorEnrolment mode={{ kind: 'session' }} onDone={onDone} />);

    const qr = await screen.findByRole('img', { name: /Código QR/ });
    expect(qr).toHaveAttribute('src', enrolment.qr);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const field = screen.getByLabelText(/Código de verificación/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByTestId('recovery-codes')).toBeInTheDocument();
    expect(confirmed).toEqual({ alta: 'v1.pendiente', codigo: '654321' });
    for (const code of codes) {
      expect(screen.getByText(code)).toBeInTheDocument();
    }
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /He guardado los códigos/ }));
    await userEvent.click(next);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('announces a wrong code and stays on the confirmation', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/cuenta/segundo-factor', () => HttpResponse.json(enrolment)),
      http.post('/api/auth/cuenta/segundo-factor/confirmar', () =>
        HttpResponse.json(
          { success: false, code: 'VALIDATION_FAILED', message: 'El código no es correcto o ya se ha usado.' },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<TwoFactorEnrolment mode={{ kind: 'session' }} onDone={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Código de verificación/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto o ya se ha usado.');
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('with an enrolment challenge, confirming signs the person in; "Not now" only when optional', async () => {
    const pair = makeTokenPair({ tipoacceso: 'Privado' });
    let started: unknown = null;
    server.use(
      http.post('/api/auth/segundo-factor/alta', async ({ request }) => {
        started = await request.json();
        return HttpResponse.json(enrolment);
      }),
      http.post('/api/auth/segundo-factor/alta/confirmar', () => HttpResponse.json({ ...pair, codigos: codes })),
    );
    renderWithProviders(<TwoFactorEnrolment mode={{ kind: 'challenge', challenge }} onDone={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Código de verificación/), '222333');
    expect(screen.queryByTestId('enrolment-skip')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    await waitFor(() => {
      expect(getAccessToken()).toBe(pair.accesstoken.token);
    });
    expect(started).toEqual({ reto: challenge.reto });
    expect(await screen.findByTestId('recovery-codes')).toBeInTheDocument();
  });

  it('the account panel says whether the person has a factor and opens the enrolment', async () => {
    let active = false;
    server.use(
      http.get('/api/auth/cuenta/segundo-factor', () =>
        HttpResponse.json({ success: true, activo: active, codigos_restantes: active ? 10 : 0, obligatorio: true }),
      ),
      http.post('/api/auth/cuenta/segundo-factor', () => HttpResponse.json(enrolment)),
      http.post('/api/auth/cuenta/segundo-factor/confirmar', () => {
        active = true;
        return HttpResponse.json({ success: true, message: 'Segundo factor activado', codigos: codes });
      }),
    );
    renderWithProviders(<TwoFactorAccountPanel />);
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('No tiene segundo factor.');
    expect(screen.getByText(/Este canal exige un segundo factor/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activar el segundo factor' }));
    await userEvent.type(await screen.findByLabelText(/Código de verificación/), '333444');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /He guardado los códigos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => {
      expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Códigos de recuperación sin usar: 10');
    });
  });
});
