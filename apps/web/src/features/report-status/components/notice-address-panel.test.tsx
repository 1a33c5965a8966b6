import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens } from '@/lib/tokens.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { NoticeAddressPanel } from './notice-address-panel.tsx';

const url = '/api/denuncias/den_denuncias/informante/correo-avisos';

function useNoticeApi() {
  const calls: Array<{ method: string; body: unknown }> = [];
  server.use(
    http.delete(url, () => {
      calls.push({ method: 'DELETE', body: null });
      return HttpResponse.json({ success: true, data: { avisos_correo: false } });
    }),
    http.put(url, async ({ request }) => {
      calls.push({ method: 'PUT', body: await request.json() });
      return HttpResponse.json({ success: true, data: { avisos_correo: true } });
    }),
  );
  setTokens(makeToken({ tipoacceso: 'Informante' }), makeToken({ tipoacceso: 'Informante', typ: 'refresh' }));
  return calls;
}

/** Issue 17 §4: the follow-up says whether mail notices are on and lets the reporter remove the address. */
describe('NoticeAddressPanel', () => {
  it('"Quitar mi correo" deletes the address and says no more notices will come', async () => {
    const calls = useNoticeApi();
    renderWithProviders(<NoticeAddressPanel hasNotices isResolved={false} />);
    expect(screen.getByTestId('notices-state')).toHaveTextContent('Avisos por correo: activados');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar mi correo' }));

    expect(await screen.findByText('Su dirección se ha borrado: no recibirá más avisos.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', body: null }]);
    expect(screen.getByTestId('notices-state')).toHaveTextContent('Avisos por correo: no activados.');
    expect(screen.queryByRole('button', { name: 'Quitar mi correo' })).not.toBeInTheDocument();
  });

  it('without notices, a valid address turns them on; a bad one is refused before sending', async () => {
    const calls = useNoticeApi();
    renderWithProviders(<NoticeAddressPanel hasNotices={false} isResolved={false} />);
    const field = screen.getByRole('textbox', { name: 'Correo para avisos' });
    expect(field).toHaveAccessibleDescription(/Una dirección personal podría identificarle/);

    await userEvent.type(field, 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Activar avisos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/correo electrónico válido/);
    expect(calls).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'nueva@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Activar avisos' }));
    await waitFor(() => {
      expect(calls).toEqual([{ method: 'PUT', body: { correo_avisos: 'nueva@example.org' } }]);
    });
    expect(await screen.findByText('Avisos por correo activados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar mi correo' })).toBeInTheDocument();
  });

  it('a closed case offers no field: its address is gone', () => {
    useNoticeApi();
    renderWithProviders(<NoticeAddressPanel hasNotices={false} isResolved />);
    expect(screen.getByTestId('notices-state')).toHaveTextContent('La comunicación está cerrada');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
