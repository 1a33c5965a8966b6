import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseAction } from '@atalaya/contract/complaints/case-register.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CaseActionsPanel } from './case-actions-panel.tsx';

const path = '/api/denuncias/den_denuncias/9/actuaciones';

const interview: CaseAction = {
  idactuacion: 1,
  iddenuncia: 9,
  clase: 'actuacion',
  fecha: '2026-11-10',
  descripcion: 'Entrevista con el área de compras',
  fec_alta: '2026-11-10T10:00:00.000Z',
};

/** A server that keeps the log in order, adds what is posted (as the real one) or refuses it. */
function serve(options: { refuse?: boolean } = {}) {
  const state = [interview];
  const posts: unknown[] = [];
  server.use(
    http.get(path, () => HttpResponse.json({ success: true, data: state })),
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Pick<CaseAction, 'clase' | 'fecha' | 'descripcion'>;
      posts.push(body);
      if (options.refuse) {
        return HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Datos no válidos',
            errors: [{ path: 'body.fecha', message: 'La fecha no puede ser posterior a hoy' }],
          },
          { status: 400 },
        );
      }
      const row: CaseAction = { ...body, idactuacion: state.length + 1, iddenuncia: 9, fec_alta: interview.fec_alta };
      state.push(row);
      return HttpResponse.json({ success: true, data: row }, { status: 201 });
    }),
  );
  return posts;
}

describe('CaseActionsPanel', { timeout: 30_000 }, () => {
  it('lists the actions and measures apart, and says when a list is empty', async () => {
    serve();
    renderWithProviders(<CaseActionsPanel iddenuncia={9} />);
    const panel = await screen.findByTestId('case-actions');
    expect(within(panel).getByRole('heading', { name: 'Actuaciones y medidas' })).toBeInTheDocument();
    const actions = within(panel).getByTestId('case-actions-actuacion');
    expect(within(actions).getByText('Entrevista con el área de compras')).toBeInTheDocument();
    expect(within(panel).getByText('Aún no hay medidas registradas.')).toBeInTheDocument();
    expect(within(panel).queryByTestId('case-actions-medida')).not.toBeInTheDocument();
  });

  it('adds a measure: the dialog asks for kind, day and text, refuses a short text, then the measure is listed', async () => {
    const posts = serve();
    renderWithProviders(<CaseActionsPanel iddenuncia={9} />);
    const panel = await screen.findByTestId('case-actions');
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir actuación o medida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir actuación o medida' });
    expect(within(dialog).getByText(/sin nombres ni datos que identifiquen a personas/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medida adoptada' }));
    const text = within(dialog).getByRole('textbox', { name: /Descripción/ });
    await userEvent.type(text, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText('Escriba entre 3 y 1000 caracteres')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.clear(text);
    await userEvent.type(text, 'Formación obligatoria del equipo');
    fireEvent.change(within(dialog).getByLabelText(/Fecha/), { target: { value: '2026-11-12' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(posts).toEqual([{ clase: 'medida', fecha: '2026-11-12', descripcion: 'Formación obligatoria del equipo' }]);
    const measures = await within(panel).findByTestId('case-actions-medida');
    expect(within(measures).getByText('Formación obligatoria del equipo')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    serve({ refuse: true });
    renderWithProviders(<CaseActionsPanel iddenuncia={9} />);
    const panel = await screen.findByTestId('case-actions');
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir actuación o medida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir actuación o medida' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Entrevista con testigos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    const refusal = await within(dialog).findByTestId('case-action-refusal');
    expect(refusal).toHaveTextContent('La fecha no puede ser posterior a hoy');
    expect(within(dialog).getByRole('textbox', { name: /Descripción/ })).toHaveValue('Entrevista con testigos');
  });
});
