import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseRetention } from '@atalaya/contract/complaints/case-retention.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CaseRetentionPanel, PurgedCaseNotice } from './case-retention-panel.tsx';

const base = '/api/denuncias/den_denuncias/9/retencion';

const active: CaseRetention = {
  iddenuncia: 9,
  estado: 'activa',
  causa: 'sin_investigacion',
  fec_purga_prevista: '2026-12-03T10:00:00.000Z',
  fec_aviso_purga: '2026-11-26T10:00:00.000Z',
  fec_purga: null,
  fec_veraz_no_acreditada: null,
  fec_baja_registro: '2036-09-03T10:00:00.000Z',
  bloqueo: null,
};

/** A server that keeps the state as the real one would and records the changes. */
function serve(initial: CaseRetention = active) {
  let state = structuredClone(initial);
  const calls: Array<{ method: string; body: unknown }> = [];
  server.use(
    http.get(base, () => HttpResponse.json({ success: true, data: state })),
    http.put(`${base}/bloqueo`, async ({ request }) => {
      const body = (await request.json()) as { motivo: string };
      calls.push({ method: 'PUT', body });
      state = { ...state, estado: 'bloqueada', bloqueo: { motivo: body.motivo, desde: '2026-11-28T09:00:00.000Z' } };
      return HttpResponse.json({ success: true, data: state });
    }),
    http.delete(`${base}/bloqueo`, () => {
      calls.push({ method: 'DELETE', body: null });
      state = { ...state, estado: 'activa', bloqueo: null, fec_aviso_purga: null };
      return HttpResponse.json({ success: true, data: state });
    }),
    http.post(`${base}/purga`, async ({ request }) => {
      calls.push({ method: 'POST', body: await request.json() });
      state = {
        ...state,
        estado: 'purgada',
        causa: 'veraz_no_acreditada',
        fec_purga_prevista: null,
        fec_purga: '2026-11-28T09:30:00.000Z',
        fec_veraz_no_acreditada: '2026-11-28T09:30:00.000Z',
      };
      return HttpResponse.json({ success: true, data: state });
    }),
  );
  return calls;
}

async function renderPanel() {
  renderWithProviders(<CaseRetentionPanel iddenuncia={9} referencia="2026-0042" />);
  return screen.findByTestId('case-retention');
}

describe('CaseRetentionPanel', () => {
  it('says when the personal data go and why, that the Responsables were warned, and when the register entry goes', async () => {
    serve();
    const panel = await renderPanel();
    expect(
      within(panel).getByRole('heading', { level: 2, name: 'Conservación de los datos personales' }),
    ).toBeVisible();
    expect(within(panel).getByTestId('retention-due')).toHaveTextContent(
      'Los datos personales se suprimirán el 3 de diciembre de 2026.',
    );
    expect(within(panel).getByTestId('retention-cause')).toHaveTextContent(
      'Motivo: no se ha iniciado la investigación dentro del plazo (art. 32.4).',
    );
    expect(within(panel).getByTestId('retention-warned')).toHaveTextContent('26 de noviembre de 2026');
    expect(within(panel).getByTestId('retention-register')).toHaveTextContent(
      'La entrada del libro-registro se eliminará el 3 de septiembre de 2036.',
    );
    expect(within(panel).getByRole('button', { name: 'Bloqueo legal' })).toBeEnabled();
    expect(
      within(panel).getByRole('button', { name: 'Suprimir ahora: información veraz no acreditada' }),
    ).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'Levantar bloqueo' })).not.toBeInTheDocument();
  });

  it('says nothing is due while an investigation is open', async () => {
    serve({ ...active, causa: null, fec_purga_prevista: null, fec_aviso_purga: null });
    const panel = await renderPanel();
    expect(within(panel).getByTestId('retention-none')).toHaveTextContent(
      'La investigación está abierta: no hay prevista ninguna supresión de los datos personales.',
    );
  });

  it('puts the case on legal hold with a reason (checked first), shows it, and lifts it after confirming', async () => {
    const calls = serve();
    const panel = await renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Bloqueo legal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloqueo legal' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    await waitFor(() => {
      expect(reason).toHaveFocus();
    });
    await userEvent.type(reason, 'DP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(reason).toHaveAccessibleDescription('Entre 5 y 500 caracteres');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await userEvent.type(reason, ' 123/2026 del Juzgado n.º 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('La comunicación queda bloqueada.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', body: { motivo: 'DP 123/2026 del Juzgado n.º 2' } }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(panel).getByTestId('retention-held')).toHaveTextContent(
      'Bloqueo legal desde el 28 de noviembre de 2026: no se suprimirá mientras dure.',
    );
    expect(within(panel).getByTestId('retention-reason')).toHaveTextContent(
      'Motivo del bloqueo: DP 123/2026 del Juzgado n.º 2',
    );
    expect(within(panel).queryByRole('button', { name: /Suprimir ahora/ })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Levantar bloqueo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Levantar bloqueo' });
    expect(confirm).toHaveTextContent('se avisará de nuevo a los Responsables');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Levantar' }));
    expect(await screen.findByText('Bloqueo levantado.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', body: null });
    expect(await within(panel).findByTestId('retention-due')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Bloqueo legal' })).toBeInTheDocument();
  });

  it('purges only once the reference is typed, then shows when and why and offers no action', async () => {
    const calls = serve();
    const panel = await renderPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Suprimir ahora: información veraz no acreditada' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suprimir los datos personales' });
    expect(dialog).toHaveAccessibleDescription(/Esta acción es irreversible/);
    const confirm = within(dialog).getByRole('button', { name: 'Suprimir definitivamente' });
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByRole('textbox', { name: 'Escriba la referencia 2026-0042 para confirmar' });
    await userEvent.type(typed, '2026-004');
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, '2');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('Datos personales suprimidos.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', body: { veraz_no_acreditada: true, confirmacion: '2026-0042' } }]);
    expect(await within(panel).findByTestId('retention-purged')).toHaveTextContent(
      'Los datos personales se suprimieron el 28 de noviembre de 2026.',
    );
    expect(within(panel).getByTestId('retention-cause')).toHaveTextContent(
      'Motivo: información veraz no acreditada (art. 32.3).',
    );
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a purge in the dialog and keeps it open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    server.use(
      http.post(`${base}/purga`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message:
              'La comunicación está bloqueada por un procedimiento judicial: levante el bloqueo antes de suprimirla',
          },
          { status: 409 },
        ),
      ),
    );
    const panel = await renderPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Suprimir ahora: información veraz no acreditada' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suprimir los datos personales' });
    await userEvent.type(within(dialog).getByRole('textbox'), '2026-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suprimir definitivamente' }));
    expect(await within(dialog).findByTestId('retention-purge-refusal')).toHaveTextContent(
      'No se ha podido completar · La comunicación está bloqueada por un procedimiento judicial',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(panel).getByTestId('retention-due')).toBeInTheDocument();
  });
});

describe('PurgedCaseNotice', () => {
  it('says when and why a purged case’s personal data were deleted', async () => {
    serve({
      ...active,
      estado: 'purgada',
      causa: null,
      fec_purga_prevista: null,
      fec_purga: '2026-11-20T03:00:00.000Z',
    });
    renderWithProviders(<PurgedCaseNotice iddenuncia={9} fecPurga="2026-11-20T03:00:00.000Z" withCause />);
    // The date at once (from the case), the reason once the retention state is read.
    await waitFor(async () => {
      expect(await screen.findByTestId('case-purged-notice')).toHaveTextContent(
        'Datos personales suprimidos el 20 de noviembre de 2026. Motivo: se cumplió el plazo de conservación.',
      );
    });
  });

  it('says only when to a handler who may not read the retention state', () => {
    renderWithProviders(<PurgedCaseNotice iddenuncia={9} fecPurga="2026-11-20T03:00:00.000Z" withCause={false} />);
    expect(screen.getByTestId('case-purged-notice')).toHaveTextContent(
      /^Datos personales suprimidos el 20 de noviembre de 2026\.$/,
    );
  });
});
