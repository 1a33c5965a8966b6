import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { VerbalReportResponse } from '@atalaya/contract/complaints/verbal-report.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { tenantToday, yearBefore } from '../utils/verbal-report-form.ts';
import { VerbalReportButton } from './verbal-report-button.tsx';

const types: ComplaintType[] = [
  { idtipodenuncia: 1, nombre: { es: 'Fraude' }, descripcion: {}, orden: 1, activo: true, idformulario: 1 },
  { idtipodenuncia: 2, nombre: { es: 'Acoso laboral' }, descripcion: {}, orden: 2, activo: true, idformulario: 1 },
  { idtipodenuncia: 3, nombre: { es: 'Tipo retirado' }, descripcion: {}, orden: 3, activo: false, idformulario: 1 },
];

const registered: VerbalReportResponse = {
  success: true,
  message: 'Comunicación verbal registrada',
  iddenuncia: 12,
  referencia: '2026-0012',
  guid: '5f2b0c1e-0000-4000-8000-000000000012',
  receipt: '7K3MQ9XD2HWTBN4R',
  fec_alta: '2026-11-20T10:00:00.000Z',
};

/** Types, the verbal filing, the upload and the link; records every body and can refuse the upload. */
function serve({ uploadStatus = 200 }: { uploadStatus?: number } = {}) {
  const filings: unknown[] = [];
  const uploads: boolean[] = [];
  const links: unknown[] = [];
  server.use(
    http.post('/api/denuncias/den_tipos_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: types.length, data: types }),
    ),
    http.post('/api/denuncias/den_denuncias/verbal', async ({ request }) => {
      filings.push(await request.json());
      return HttpResponse.json(registered, { status: 201 });
    }),
    http.post('/api/gdoc/documento/postupload', async ({ request }) => {
      // jsdom's File loses its name and bytes on the way through fetch: check the part only.
      uploads.push((await request.text()).includes('Content-Disposition: form-data; name="file"'));
      if (uploadStatus !== 200) {
        return HttpResponse.json(
          { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de archivo no admitido' },
          { status: uploadStatus },
        );
      }
      return HttpResponse.json({
        success: true,
        iddocumento: 44,
        data: {
          iddocumento: 44,
          descripcion: '',
          nombre: 'llamada.m4a',
          tipo_mime: 'audio/mp4',
          tamano: 5,
          sha256: 'a'.repeat(64),
          fec_alta: '2026-11-20T10:00:00.000Z',
        },
      });
    }),
    http.post('/api/gdoc/documento/', async ({ request }) => {
      links.push(await request.json());
      return HttpResponse.json({
        success: true,
        data: {
          iddenunciadoc: 7,
          iddenuncia: 12,
          iddocumento: 44,
          descripcion: 'llamada.m4a',
          nombre: 'llamada.m4a',
          tipo_mime: 'audio/mp4',
          tamano: 5,
          origen: 'gestor',
          fec_alta: '2026-11-20T10:00:00.000Z',
        },
      });
    }),
  );
  return { filings, uploads, links };
}

function renderButton() {
  const onRegistered = vi.fn();
  const view = renderRoutes(
    [
      { path: '/admin/denuncias/gestion', element: <VerbalReportButton onRegistered={onRegistered} /> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <p>Detalle del expediente</p> },
    ],
    ['/admin/denuncias/gestion'],
  );
  return { ...view, onRegistered };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Registrar comunicación verbal' }));
  return screen.findByRole('dialog', { name: 'Registrar comunicación verbal' });
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('VerbalReportDialog', () => {
  it('validates before sending: the transcript and the type are asked, a future day is refused', async () => {
    const { filings } = serve();
    renderButton();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'Comunicación anónima' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Fecha de la comunicación/)).toHaveValue(tenantToday());
    // Anonymous by default: no contact fields.
    expect(within(dialog).queryByRole('textbox', { name: /^Nombre/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Escriba la transcripción de la comunicación')).toBeInTheDocument();
    expect(within(dialog).getByText('Elija el tipo de comunicación')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Fecha de la comunicación/), { target: { value: '2999-01-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('La fecha no puede ser posterior a hoy')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Fecha de la comunicación/), {
      target: { value: '2000-01-01' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('La fecha no puede ser anterior a un año')).toBeInTheDocument();

    // Leaving the contact empty once it is not anonymous asks for the name.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Comunicación anónima' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Indique el nombre de la persona informante')).toBeInTheDocument();
    expect(filings).toEqual([]);
  });

  it('sends the body, uploads and links the recording, and shows the receipt once with the reference', async () => {
    const { filings, uploads, links } = serve();
    const print = vi.spyOn(globalThis, 'print').mockImplementation(() => undefined);
    const { onRegistered, router } = renderButton();
    const dialog = await openDialog();

    await choose(dialog, 'Tipo de comunicación', 'Acoso laboral');
    // Only active types can be chosen for a new communication.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo de comunicación' }));
    expect(screen.queryByRole('option', { name: 'Tipo retirado' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await choose(dialog, 'Medio', 'Videollamada');
    // A year ago to the day is still accepted.
    const day = yearBefore(tenantToday());
    fireEvent.change(within(dialog).getByLabelText(/^Fecha de la comunicación/), { target: { value: day } });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Transcripción/ }));
    await userEvent.paste('Llamó para contar que\nse adjudicó un contrato sin concurso.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Comunicación anónima' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Ana Pérez');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Correo electrónico/ }), 'ana@example.org');
    await choose(dialog, 'Idioma del informante', 'English');
    await userEvent.upload(
      within(dialog).getByTestId('verbal-recording-input'),
      new File(['audio'], 'llamada.m4a', { type: 'audio/mp4' }),
    );
    expect(within(dialog).getByTestId('verbal-recording-name')).toHaveTextContent('llamada.m4a');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('heading', { name: 'Comunicación verbal registrada' })).toHaveFocus();
    expect(filings).toEqual([
      {
        den_denuncias: {
          idtipodenuncia: 2,
          medio: 'videollamada',
          fecha: day,
          transcripcion: 'Llamó para contar que\nse adjudicó un contrato sin concurso.',
          anonima: false,
          contact: { nombre: 'Ana Pérez', email: 'ana@example.org', telefono: '' },
          ididioma: 5,
        },
      },
    ]);
    expect(uploads).toEqual([true]);
    expect(links).toEqual([{ documento: { iddocumento: 44, iddenuncia: 12, descripcion: 'llamada.m4a' } }]);

    expect(within(dialog).getByTestId('verbal-report-reference')).toHaveTextContent('Referencia: 2026-0012');
    expect(within(dialog).getByTestId('verbal-receipt-code')).toHaveTextContent('7K3M-Q9XD-2HWT-BN4R');
    expect(within(dialog).getByText(/se muestra solo una vez/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('verbal-recording-attached')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir el expediente' })).toHaveAttribute(
      'href',
      '/admin/denuncias/gestion/12',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);

    expect(onRegistered).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onRegistered).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The code is gone with the dialog: opening it again starts an empty form.
    const again = await openDialog();
    expect(within(again).queryByTestId('verbal-receipt-code')).not.toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: /^Transcripción/ })).toHaveValue('');
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion');
  });

  it('still shows the receipt when the recording cannot be attached, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { filings, uploads, links } = serve({ uploadStatus: 415 });
    renderButton();
    const dialog = await openDialog();
    await choose(dialog, 'Tipo de comunicación', 'Fraude');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Transcripción/ }));
    await userEvent.paste('Reunión en la sede.');
    await userEvent.upload(
      within(dialog).getByTestId('verbal-recording-input'),
      new File(['audio'], 'reunion.ogg', { type: 'audio/ogg' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    expect(await within(dialog).findByTestId('verbal-recording-failed')).toHaveTextContent(
      'La grabación no se ha adjuntado. Puede enviarla más tarde como adjunto de una notificación del expediente.',
    );
    expect(within(dialog).getByTestId('verbal-receipt-code')).toHaveTextContent('7K3M-Q9XD-2HWT-BN4R');
    // Anonymous by default: no contact goes with it; Spanish is the default language.
    expect(filings).toEqual([
      {
        den_denuncias: {
          idtipodenuncia: 1,
          medio: 'telefono',
          fecha: tenantToday(),
          transcripcion: 'Reunión en la sede.',
          anonima: true,
          ididioma: 1,
        },
      },
    ]);
    expect(uploads).toEqual([true]);
    expect(links).toEqual([]);
  });

  it('shows the server’s refusal under its field and stays on the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    server.use(
      http.post('/api/denuncias/den_denuncias/verbal', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Datos no válidos',
            errors: [{ path: 'body.den_denuncias.idtipodenuncia', message: 'Este tipo ya no admite comunicaciones' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderButton();
    const dialog = await openDialog();
    await choose(dialog, 'Tipo de comunicación', 'Fraude');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Transcripción/ }));
    await userEvent.paste('Reunión en la sede.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByTestId('verbal-report-refusal')).toHaveTextContent(
      'No se ha registrado la comunicación · Este tipo ya no admite comunicaciones',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Tipo de comunicación' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByTestId('verbal-receipt-code')).not.toBeInTheDocument();
  });
});
