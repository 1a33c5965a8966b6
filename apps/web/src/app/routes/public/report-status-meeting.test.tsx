import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { appRoutes } from '../../router.tsx';

const meetingUrl = '/api/denuncias/den_denuncias/informante/reunion';

const complaint: ReporterComplaint = {
  iddenuncia: 9,
  guid: '8e9a34a1-edf3-4be6-a833-6d38a05bf70e',
  idtipodenuncia: 1,
  tipo: 'Fraude o corrupción',
  idestadodenuncia: 2,
  estado: 'Recibida',
  fec_alta: '2026-11-20T10:00:00.000Z',
  fec_acuse: '2026-11-20T10:00:00.000Z',
  fec_resolucion: null,
  resolucion: null,
  anonima: true,
  campos: [],
  answers: {},
  avisos_correo: false,
  verbal: null,
  reunion: null,
};

const requested: NonNullable<ReporterComplaint['reunion']> = {
  modalidad: 'videollamada',
  disponibilidad: 'Por las mañanas',
  fec_solicitada: '2026-11-22T09:30:00.000Z',
  vence: '2026-11-29',
  propuesta: null,
};

/**
 * The follow-up's API around one complaint whose meeting the server keeps: a PUT stores what it
 * answers (or the refusal given) and the complaint read again shows it.
 */
function useMeetingApi(start: Partial<ReporterComplaint>, refusal?: { status: number; message: string }) {
  let current: ReporterComplaint = { ...complaint, ...start };
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
    ...publicDataHandlers(),
    http.get('/api/denuncias/den_denuncias/informante', () => HttpResponse.json({ success: true, data: current })),
    http.post('/api/denuncias/den_denuncia_notificaciones/GetList', () =>
      HttpResponse.json({ success: true, total: 0, data: [] }),
    ),
    http.post('/api/denuncias/den_denuncia_docs/GetList', () =>
      HttpResponse.json({ success: true, total: 0, data: [] }),
    ),
    http.post('/api/denuncias/den_chat_mensajes/GetList', () =>
      HttpResponse.json({ success: true, total: 0, data: [] }),
    ),
    http.put(meetingUrl, async ({ request }) => {
      const body = (await request.json()) as { modalidad: 'presencial' | 'videollamada'; disponibilidad?: string };
      bodies.push(body);
      if (refusal) {
        return HttpResponse.json(
          {
            success: false,
            code: refusal.status === 400 ? 'VALIDATION_FAILED' : 'BUSINESS_RULE',
            message: refusal.message,
          },
          { status: refusal.status },
        );
      }
      const reunion = {
        modalidad: body.modalidad,
        disponibilidad: body.disponibilidad ?? null,
        fec_solicitada: current.reunion?.fec_solicitada ?? '2026-11-22T09:30:00.000Z',
        vence: current.reunion?.vence ?? '2026-11-29',
        propuesta: null,
      };
      current = { ...current, reunion };
      return HttpResponse.json({ success: true, message: 'Solicitud de reunión registrada', data: reunion });
    }),
  );
  setTokens(makeToken({ tipoacceso: 'Informante' }), makeToken({ tipoacceso: 'Informante', typ: 'refresh' }));
  renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);
  return {
    bodies,
    /** The server's side changes meanwhile (e.g. a handler proposed a date). */
    change: (next: Partial<ReporterComplaint>) => {
      current = { ...current, ...next };
    },
  };
}

async function meetingSection() {
  return screen.findByRole('region', { name: 'Reunión con la persona gestora' }, { timeout: 6000 });
}

describe('a meeting asked for in the follow-up (art 7.2 Ley 2/2023)', () => {
  it('asks for one by video call with the availability given, then says when a date will come', async () => {
    const { bodies } = useMeetingApi({});
    const section = await meetingSection();
    expect(section).toHaveAttribute('data-testid', 'meeting-panel');
    expect(
      within(section).getByText(
        'Puede pedir una reunión presencial o por videollamada, en lugar de escribir o además de hacerlo. Le propondremos una fecha en un plazo de 7 días.',
      ),
    ).toBeInTheDocument();
    const modes = within(section).getByRole('radiogroup', { name: 'Modalidad' });

    // No mode chosen: nothing is sent.
    await userEvent.click(within(section).getByRole('button', { name: 'Solicitar reunión' }));
    expect(await within(section).findByText('Elija una de las opciones')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.click(within(modes).getByRole('radio', { name: 'Videollamada' }));
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Disponibilidad (opcional)' }),
      'Por las mañanas',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Solicitar reunión' }));

    expect(await within(section).findByTestId('meeting-requested')).toHaveTextContent(
      'Ha solicitado una reunión por videollamada el 22 de noviembre de 2026. Le propondremos una fecha antes del 29 de noviembre de 2026.',
    );
    expect(bodies).toEqual([{ modalidad: 'videollamada', disponibilidad: 'Por las mañanas' }]);
    expect(within(section).getByTestId('meeting-availability')).toHaveTextContent('Por las mañanas');
    expect(within(section).getByRole('status')).toHaveTextContent('Se ha registrado su solicitud de reunión.');
    expect(within(section).queryByRole('button', { name: 'Solicitar reunión' })).not.toBeInTheDocument();
  });

  it('changes the request with the same form, prefilled; an emptied availability is left out', async () => {
    const { bodies } = useMeetingApi({ reunion: requested });
    const section = await meetingSection();
    expect(within(section).getByTestId('meeting-requested')).toHaveTextContent(
      'Ha solicitado una reunión por videollamada el 22 de noviembre de 2026.',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar solicitud' }));
    const modes = within(section).getByRole('radiogroup', { name: 'Modalidad' });
    expect(within(modes).getByRole('radio', { name: 'Videollamada' })).toBeChecked();
    const availability = within(section).getByRole('textbox', { name: 'Disponibilidad (opcional)' });
    expect(availability).toHaveValue('Por las mañanas');

    await userEvent.click(within(modes).getByRole('radio', { name: 'Presencial' }));
    await userEvent.clear(availability);
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar solicitud' }));

    await waitFor(() => {
      expect(within(section).getByTestId('meeting-requested')).toHaveTextContent(
        'Ha solicitado una reunión presencial el 22 de noviembre de 2026. Le propondremos una fecha antes del 29 de noviembre de 2026.',
      );
    });
    expect(bodies).toEqual([{ modalidad: 'presencial' }]);
    expect(within(section).queryByTestId('meeting-availability')).not.toBeInTheDocument();
  });

  it('says why a change is refused once a date is proposed, and shows the proposal read again', async () => {
    const api = useMeetingApi(
      { reunion: requested },
      { status: 400, message: 'Ya se le ha propuesto una fecha: responda en la conversación' },
    );
    const section = await meetingSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar solicitud' }));
    api.change({
      reunion: {
        ...requested,
        propuesta: { fecha: '2026-12-03T10:30', lugar: 'Sala 2', fec_propuesta: '2026-11-23T08:00:00.000Z' },
      },
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar solicitud' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Ya se le ha propuesto una fecha: responda en la conversación',
    );
    expect(await within(section).findByTestId('meeting-proposal')).toHaveTextContent(
      'Fecha propuesta: 03/12/2026 10:30',
    );
    expect(within(section).getByRole('alert')).toBeInTheDocument();
    expect(api.bodies).toEqual([{ modalidad: 'videollamada', disponibilidad: 'Por las mañanas' }]);
  });

  it('shows the date and place proposed, and where to answer; nothing more to change', async () => {
    useMeetingApi({
      reunion: {
        ...requested,
        propuesta: {
          fecha: '2026-12-03T10:30',
          lugar: 'https://meet.example.org/abc',
          fec_propuesta: '2026-11-23T08:00:00.000Z',
        },
      },
    });
    const section = await meetingSection();
    const proposal = within(section).getByTestId('meeting-proposal');
    expect(within(proposal).getByText('Fecha propuesta: 03/12/2026 10:30')).toBeInTheDocument();
    expect(within(proposal).getByText('Lugar o enlace: https://meet.example.org/abc')).toBeInTheDocument();
    expect(within(proposal).getByText('Si no le va bien, indíquelo en la conversación.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('has no meeting section once resolved when none was asked for', async () => {
    useMeetingApi({ idestadodenuncia: 1, estado: 'Resuelta', fec_resolucion: '2026-12-10T10:00:00.000Z' });
    expect(await screen.findByTestId('complaint-status', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByTestId('meeting-panel')).not.toBeInTheDocument();
  });

  it('keeps a meeting asked for in a resolved complaint, with no way to change it', async () => {
    useMeetingApi({ idestadodenuncia: 1, estado: 'Resuelta', reunion: requested });
    const section = await meetingSection();
    expect(within(section).getByTestId('meeting-requested')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Cambiar solicitud' })).not.toBeInTheDocument();
  });
});
