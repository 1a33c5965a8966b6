import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityDisclosure } from '@atalaya/contract/people/identity-disclosure.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { tenantToday } from './disclosure-form.ts';
import { IdentityDisclosurePanel } from './identity-disclosure-panel.tsx';

const path = '/api/denuncias/den_denuncias/9/revelaciones';
const since = '2026-11-20T10:00:00.000Z';

const omitted: IdentityDisclosure = {
  idrevelacion: 1,
  iddenuncia: 9,
  destinatario: 'Juzgado de Instrucción n.º 3 de Madrid',
  base_legal: 'Auto de 10 de noviembre de 2026',
  fecha: '2026-11-10',
  aviso: 'omitido',
  motivo_omision: 'Alertaría a la persona investigada',
  idnotificacion: null,
  idusuario: 1,
  fec_alta: since,
};
const sent: IdentityDisclosure = {
  idrevelacion: 2,
  iddenuncia: 9,
  destinatario: 'Fiscalía Provincial de Sevilla',
  base_legal: 'Requerimiento del Ministerio Fiscal',
  fecha: '2026-11-18',
  aviso: 'enviado',
  motivo_omision: null,
  idnotificacion: 33,
  idusuario: 1,
  fec_alta: since,
};

/** A server that keeps the disclosures newest first, adds what is recorded (as the real one) and records the POSTs. */
function serve(initial: IdentityDisclosure[] = [sent, omitted]) {
  const state = structuredClone(initial);
  const posts: unknown[] = [];
  server.use(
    http.get(path, () => HttpResponse.json({ success: true, data: state })),
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as {
        destinatario: string;
        base_legal: string;
        fecha: string;
        avisar: boolean;
        motivo_omision?: string;
      };
      posts.push(body);
      const record: IdentityDisclosure = {
        idrevelacion: state.length + 1,
        iddenuncia: 9,
        destinatario: body.destinatario,
        base_legal: body.base_legal,
        fecha: body.fecha,
        aviso: body.avisar ? 'enviado' : 'omitido',
        motivo_omision: body.motivo_omision ?? null,
        idnotificacion: body.avisar ? 40 : null,
        idusuario: 1,
        fec_alta: since,
      };
      state.unshift(record);
      return HttpResponse.json({ success: true, data: record }, { status: 201 });
    }),
  );
  return posts;
}

async function renderPanel() {
  renderWithProviders(<IdentityDisclosurePanel iddenuncia={9} />);
  return screen.findByTestId('identity-disclosure');
}

async function openDialog(panel: HTMLElement) {
  const button = within(panel).getByRole('button', { name: 'Registrar revelación' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Registrar revelación de identidad' });
  return { button, dialog };
}

async function fillIn(dialog: HTMLElement, fecha = '2026-11-20') {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Destinatario' }), 'Audiencia Nacional');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Base legal' }), 'Auto de 20 de noviembre');
  fireEvent.change(within(dialog).getByLabelText(/^Fecha/), { target: { value: fecha } });
}

describe('IdentityDisclosurePanel', () => {
  it('explains art. 33.3 and lists the disclosures, with the notice sent or omitted with its reason', async () => {
    serve();
    const panel = await renderPanel();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Revelaciones de identidad' })).toBeInTheDocument();
    expect(within(panel).getByText(/se le avisa por escrito, salvo que el aviso pudiera comprometer/)).toBeVisible();
    const list = within(panel).getByRole('list', { name: 'Revelaciones registradas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Fiscalía Provincial de Sevilla');
    expect(items[0]).toHaveTextContent('Fecha: 18 de noviembre de 2026');
    expect(items[0]).toHaveTextContent('Base legal: Requerimiento del Ministerio Fiscal');
    expect(within(items[0] as HTMLElement).getByText('Aviso enviado')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Juzgado de Instrucción n.º 3 de Madrid');
    expect(items[1]).toHaveTextContent('Fecha: 10 de noviembre de 2026');
    expect(
      within(items[1] as HTMLElement).getByText('Aviso omitido: Alertaría a la persona investigada'),
    ).toBeInTheDocument();
  });

  it('says when nothing has been recorded', async () => {
    serve([]);
    const panel = await renderPanel();
    expect(within(panel).getByTestId('disclosures-empty')).toHaveTextContent(
      'No se ha registrado ninguna revelación de la identidad.',
    );
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('records a disclosure with the notice: the POST body, the success notice, the new record and the focus', async () => {
    const posts = serve([]);
    const panel = await renderPanel();
    const { button, dialog } = await openDialog(panel);
    await waitFor(() => {
      expect(within(dialog).getByRole('textbox', { name: 'Destinatario' })).toHaveFocus();
    });
    const date = within(dialog).getByLabelText(/^Fecha/);
    expect(date).toHaveValue(tenantToday());
    expect(date).toHaveAttribute('max', tenantToday());
    expect(within(dialog).getByRole('switch', { name: 'Avisar antes a la persona informante' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Motivo para no avisar' })).not.toBeInTheDocument();

    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    expect(
      await screen.findByText('Revelación registrada; se ha avisado por escrito a la persona informante'),
    ).toBeInTheDocument();
    expect(posts).toEqual([
      { destinatario: 'Audiencia Nacional', base_legal: 'Auto de 20 de noviembre', fecha: '2026-11-20', avisar: true },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const list = await within(panel).findByRole('list', { name: 'Revelaciones registradas' });
    expect(within(list).getByText('Audiencia Nacional')).toBeInTheDocument();
    expect(within(list).getByText('Aviso enviado')).toBeInTheDocument();
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
  });

  it('without the notice demands a reason before sending, then sends avisar:false with it', async () => {
    const posts = serve([]);
    const panel = await renderPanel();
    const { dialog } = await openDialog(panel);
    await fillIn(dialog, '2026-11-19');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Avisar antes a la persona informante' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo para no avisar' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialog).findByText(
        'Indique por qué el aviso comprometería la investigación (entre 5 y 500 caracteres)',
      ),
    ).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(posts).toEqual([]);

    await userEvent.type(reason, 'Pondría sobre aviso a la persona investigada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('Revelación registrada sin aviso a la persona informante')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        destinatario: 'Audiencia Nacional',
        base_legal: 'Auto de 20 de noviembre',
        fecha: '2026-11-19',
        avisar: false,
        motivo_omision: 'Pondría sobre aviso a la persona investigada',
      },
    ]);
    const list = await within(panel).findByRole('list', { name: 'Revelaciones registradas' });
    expect(within(list).getByText('Aviso omitido: Pondría sobre aviso a la persona investigada')).toBeInTheDocument();
  });

  it('checks the other fields on the client too, sending nothing', async () => {
    const posts = serve([]);
    const panel = await renderPanel();
    const { dialog } = await openDialog(panel);
    fireEvent.change(within(dialog).getByLabelText(/^Fecha/), { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Indique el destinatario (entre 3 y 200 caracteres)')).toBeInTheDocument();
    expect(within(dialog).getByText('Indique la base legal (entre 3 y 500 caracteres)')).toBeInTheDocument();
    expect(within(dialog).getByText('Indique una fecha válida')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Destinatario' })).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('shows the server’s 400 and keeps the dialog open with what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve([]);
    server.use(
      http.post(path, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Los datos enviados no son válidos',
            errors: [{ path: 'body.fecha', message: 'La fecha de la revelación no puede ser posterior a hoy' }],
          },
          { status: 400 },
        ),
      ),
    );
    const panel = await renderPanel();
    const { dialog } = await openDialog(panel);
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    expect(await within(dialog).findByTestId('disclosure-refusal')).toHaveTextContent(
      'Los datos enviados no son válidos',
    );
    expect(within(dialog).getByText('La fecha de la revelación no puede ser posterior a hoy')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Fecha/)).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Destinatario' })).toHaveValue('Audiencia Nacional');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(panel).getByTestId('disclosures-empty')).toBeInTheDocument();
  });
});
