import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyAccount, MySession } from '@atalaya/contract/people/my-account.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { MyAccountScreen } from './my-account-screen.tsx';

const base = '/api/admin/mi-cuenta';

const account: MyAccount = {
  idusuario: 1,
  nombre: 'Ana Responsable',
  email: 'ana@example.test',
  rol: 'responsable',
  minutos_inactividad: 20,
  segundo_factor: false,
  dos_factores_obligatorio: true,
  ultimo_acceso: { fec_evento: '2026-11-27T09:00:00.000Z', detalle: '' },
  ultimo_fallo: null,
};

const current: MySession = {
  sid: 'sid-actual',
  fec_alta: '2026-11-27T09:00:00.000Z',
  fec_expira: '2026-11-27T17:00:00.000Z',
  agente: 'Chromium',
  actual: true,
};
const other: MySession = {
  ...current,
  sid: 'sid-otra',
  fec_alta: '2026-11-26T08:00:00.000Z',
  agente: null,
  actual: false,
};

function serve() {
  let sessions = [current, other];
  const calls: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get(base, () => HttpResponse.json({ success: true, data: account })),
    http.get(`${base}/sesiones`, () => HttpResponse.json({ success: true, data: sessions })),
    http.delete(`${base}/sesiones/:sid`, ({ params }) => {
      calls.push({ method: 'DELETE', url: String(params.sid), body: null });
      sessions = sessions.filter((s) => s.sid !== params.sid);
      return HttpResponse.json({ success: true, message: 'Sesión cerrada' });
    }),
    http.put(`${base}/contrasena`, async ({ request }) => {
      const body = (await request.json()) as { actual: string; nueva: string };
      calls.push({ method: 'PUT', url: 'contrasena', body });
      if (body.actual !== 'la-de-siempre') {
        return HttpResponse.json(
          { success: false, code: 'VALIDATION_FAILED', message: 'La contraseña actual no es correcta' },
          { status: 400 },
        );
      }
      sessions = [current];
      return HttpResponse.json({ success: true, message: 'Contraseña cambiada' });
    }),
  );
  return calls;
}

describe('MyAccountScreen', { timeout: 30_000 }, () => {
  it('shows the facts, the last sign-ins, the second factor state and the slot for its panel', async () => {
    serve();
    renderWithProviders(<MyAccountScreen secondFactorPanel={<p>Panel del segundo factor</p>} />);
    expect(await screen.findByText('Ana Responsable')).toBeInTheDocument();
    expect(screen.getByText('Responsable del Sistema')).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
    const signIns = screen.getByTestId('my-sign-ins');
    expect(within(signIns).getByText('Ninguno registrado')).toBeInTheDocument();
    expect(within(signIns).getByRole('time')).toHaveAttribute('datetime', account.ultimo_acceso?.fec_evento);
    expect(screen.getByTestId('second-factor-state')).toHaveTextContent('Sin activar');
    expect(screen.getByText('Este canal exige segundo factor a todas las personas.')).toBeInTheDocument();
    expect(screen.getByText('Panel del segundo factor')).toBeInTheDocument();
  });

  it('marks the current session and closes another one', async () => {
    const calls = serve();
    renderWithProviders(<MyAccountScreen />);
    const rows = await screen.findAllByTestId('my-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Desconocido')).toBeInTheDocument();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Cerrar la sesión iniciada/ }));
    await waitFor(() => expect(screen.getAllByTestId('my-session')).toHaveLength(1));
    expect(calls).toEqual([{ method: 'DELETE', url: 'sid-otra', body: null }]);
    expect(screen.getByText('No hay otras sesiones abiertas.')).toBeInTheDocument();
  });

  it('checks the new password on the page, shows the server refusal, then changes it', async () => {
    const calls = serve();
    renderWithProviders(<MyAccountScreen />);
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: 'Cambiar la contraseña' });
    await user.type(screen.getByLabelText(/Contraseña actual/), 'equivocada');
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'corta');
    await user.click(submit);
    expect(await screen.findByText('La contraseña debe tener al menos 12 caracteres')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Contraseña nueva/));
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'tranvía-azul-sobre-la-ría');
    await user.type(screen.getByLabelText(/Repita la contraseña nueva/), 'otra-distinta-del-todo');
    await user.click(submit);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText(/Repita la contraseña nueva/));
    await user.type(screen.getByLabelText(/Repita la contraseña nueva/), 'tranvía-azul-sobre-la-ría');
    await user.click(submit);
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Contraseña actual/));
    await user.type(screen.getByLabelText(/Contraseña actual/), 'la-de-siempre');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByTestId('my-session')).toHaveLength(1));
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: 'contrasena',
      body: { actual: 'la-de-siempre', nueva: 'tranvía-azul-sobre-la-ría' },
    });
    expect(screen.getByLabelText(/Contraseña actual/)).toHaveValue('');
  });
});
