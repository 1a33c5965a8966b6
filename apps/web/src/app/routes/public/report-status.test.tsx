import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import type { ReporterComplaint } from '@atalaya/contract/complaints/complaint.schemas';
import type { ComplaintDoc } from '@atalaya/contract/complaints/document.schemas';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken, makeTokenPair } from '@/testing/tokens.ts';
import { appRoutes } from '../../router.tsx';

const guid = '8e9a34a1-edf3-4be6-a833-6d38a05bf70e';

const complaint: ReporterComplaint = {
  iddenuncia: 9,
  guid,
  idtipodenuncia: 1,
  tipo: 'Fraude o corrupción',
  idestadodenuncia: 2,
  estado: 'Recibida',
  fec_alta: '2026-11-20T10:00:00.000Z',
  fec_acuse: '2026-11-20T10:00:00.000Z',
  fec_resolucion: null,
  resolucion: null,
  anonima: true,
  campos: [
    {
      id: 'hechos',
      tipo: 'texto_largo',
      obligatorio: true,
      etiqueta: { es: '¿Qué ha ocurrido?' },
      ayuda: {},
      opciones: [],
    },
  ],
  answers: { hechos: 'Se adjudicó un contrato sin concurso.' },
  avisos_correo: false,
  verbal: null,
  reunion: null,
};

const notifications: Notification[] = [
  {
    idnotificacion: 1,
    iddenuncia: 9,
    descripcion: 'Acuse de recibo',
    fec_alta: '2026-11-20T10:00:00.000Z',
    ididioma: 1,
    contenido: '<p>Hemos recibido su comunicación.</p><img src=x onerror="alert(1)">',
    iddocumento: null,
  },
  {
    idnotificacion: 2,
    iddenuncia: 9,
    descripcion: 'Solicitud de información',
    fec_alta: '2026-11-21T10:00:00.000Z',
    ididioma: 1,
    contenido: '<p>Adjuntamos un requerimiento.</p>',
    iddocumento: 31,
  },
];

const documents: ComplaintDoc[] = [
  {
    iddenunciadoc: 1,
    iddenuncia: 9,
    iddocumento: 30,
    descripcion: '',
    nombre: 'notas.txt',
    tipo_mime: 'text/plain',
    tamano: 33,
    origen: 'informante',
    fec_alta: '2026-11-20T10:00:00.000Z',
    conserva_metadatos: false,
  },
];

const messages: ChatMessage[] = [
  {
    idmensaje: 1,
    guid,
    mensaje: 'Gracias por su comunicación.',
    idusuario: 0,
    fec_mensaje: '2026-11-21T09:00:00.000Z',
  },
];

function useReporterApi(overrides: Partial<ReporterComplaint> = {}) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
    ...publicDataHandlers(),
    http.get('/api/denuncias/den_denuncias/informante', () =>
      HttpResponse.json({ success: true, data: { ...complaint, ...overrides } }),
    ),
    http.post('/api/denuncias/den_denuncia_notificaciones/GetList', () =>
      HttpResponse.json({ success: true, total: notifications.length, data: notifications }),
    ),
    http.post('/api/denuncias/den_denuncia_docs/GetList', () =>
      HttpResponse.json({ success: true, total: documents.length, data: documents }),
    ),
    http.post('/api/denuncias/den_chat_mensajes/GetList', () =>
      HttpResponse.json({ success: true, total: messages.length, data: messages }),
    ),
    http.post('/api/denuncias/den_chat_mensajes/', async ({ request }) => {
      const body = (await request.json()) as { den_chat_mensajes: { mensaje: string } };
      sent.push(body);
      return HttpResponse.json({
        success: true,
        data: {
          idmensaje: 2,
          guid,
          mensaje: body.den_chat_mensajes.mensaje,
          idusuario: 1,
          fec_mensaje: '2026-11-22T09:00:00.000Z',
        },
      });
    }),
  );
  return { sent };
}

function signInAsReporter() {
  setTokens(makeToken({ tipoacceso: 'Informante' }), makeToken({ tipoacceso: 'Informante', typ: 'refresh' }));
}

describe('/denuncias/seguimiento/comunicacion', () => {
  it('shows the status, the timeline, the notifications, the documents and the answers; the chat sends with Enter', async () => {
    const { sent } = useReporterApi();
    signInAsReporter();
    renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su comunicación' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('complaint-status')).toHaveTextContent('Recibida');
    const timeline = await screen.findByTestId('complaint-timeline');
    await waitFor(() => {
      expect(within(timeline).getAllByTestId('timeline-notification')).toHaveLength(2);
    });
    expect(within(timeline).getByTestId('timeline-start')).toHaveTextContent('INICIO');
    expect(within(timeline).getByTestId('timeline-in-progress')).toHaveTextContent('EN TRAMITE');
    const acknowledgement = screen.getAllByTestId('notification')[0] as HTMLElement;
    expect(acknowledgement).toHaveTextContent('Hemos recibido su comunicación.');
    expect(acknowledgement.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(await screen.findByTestId('complaint-documents')).toHaveTextContent('notas.txt');
    expect(screen.getByTestId('answers-list')).toHaveTextContent('Se adjudicó un contrato sin concurso.');
    expect(await screen.findByText('Gracias por su comunicación.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje' }), '¿Necesitan algo más?{Enter}');
    expect(await screen.findByText('¿Necesitan algo más?')).toBeInTheDocument();
    expect(sent).toEqual([{ den_chat_mensajes: { guid, mensaje: '¿Necesitan algo más?' } }]);
  });

  it('once resolved: RESOLUCIÓN with its text, chat and "Añadir información" disabled', async () => {
    useReporterApi({
      idestadodenuncia: 1,
      estado: 'Resuelta',
      fec_resolucion: '2027-01-15T12:00:00.000Z',
      resolucion: 'Se ha sancionado al responsable.',
    });
    signInAsReporter();
    renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);

    expect(await screen.findByTestId('timeline-resolution', undefined, { timeout: 4000 })).toHaveTextContent(
      'RESOLUCIÓN',
    );
    expect(screen.getByTestId('timeline-resolution-text')).toHaveTextContent('Se ha sancionado al responsable.');
    expect(screen.queryByTestId('timeline-in-progress')).not.toBeInTheDocument();
    expect(await screen.findByTestId('chat-disabled')).toHaveTextContent(
      'La denuncia está resuelta y no admite nuevos mensajes.',
    );
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeDisabled();
    expect(screen.getByText('La comunicación está resuelta y no admite más información.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir información' })).not.toBeInTheDocument();
  });

  it('says so above the documents when a download fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useReporterApi();
    server.use(
      http.get('/api/gdoc/documento/30/download', () =>
        HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'No encontrado' }, { status: 404 }),
      ),
    );
    signInAsReporter();
    renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar notas.txt' }, { timeout: 4000 }));
    const documentsSection = screen.getByRole('region', { name: 'Documentos' });
    expect(await within(documentsSection).findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al descargar el documento',
    );
  });

  it('shows the transcript of a verbal communication; "Estoy conforme" posts and then says since when', async () => {
    const transcript = 'Llamé para contar que\nse adjudicó un contrato sin concurso.';
    let verbal: ReporterComplaint['verbal'] = {
      medio: 'telefono',
      fecha: '2026-11-18',
      transcripcion: transcript,
      fec_conforme: null,
    };
    const agreements: string[] = [];
    useReporterApi();
    server.use(
      // The server keeps the agreement: the complaint read again says so too.
      http.get('/api/denuncias/den_denuncias/informante', () =>
        HttpResponse.json({ success: true, data: { ...complaint, verbal } }),
      ),
      http.post('/api/denuncias/den_denuncias/transcripcion/conformidad', async ({ request }) => {
        agreements.push(await request.text());
        verbal = verbal ? { ...verbal, fec_conforme: '2026-11-22T09:30:00.000Z' } : null;
        return HttpResponse.json({
          success: true,
          message: 'Conformidad con la transcripción registrada',
          fec_conforme: '2026-11-22T09:30:00.000Z',
        });
      }),
    );
    signInAsReporter();
    renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);

    const section = await screen.findByRole(
      'region',
      { name: 'Transcripción de su comunicación verbal' },
      { timeout: 4000 },
    );
    expect(within(section).getByText('Medio').nextElementSibling).toHaveTextContent('Teléfono');
    expect(within(section).getByText('Fecha').nextElementSibling).toHaveTextContent('18 de noviembre de 2026');
    expect(within(section).getByTestId('verbal-transcript').textContent).toBe(transcript);
    expect(within(section).getByText('Si algo no es correcto, indíquelo en la conversación.')).toBeInTheDocument();
    expect(within(section).queryByTestId('verbal-agreement')).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Estoy conforme con la transcripción' }));
    expect(await within(section).findByTestId('verbal-agreement')).toHaveTextContent(
      'Conforme con la transcripción desde 22 de noviembre de 2026',
    );
    expect(agreements).toEqual(['']);
    expect(
      within(section).queryByRole('button', { name: 'Estoy conforme con la transcripción' }),
    ).not.toBeInTheDocument();
  });

  it('has no transcript section for a communication filed online', async () => {
    useReporterApi();
    signInAsReporter();
    renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);
    expect(await screen.findByTestId('complaint-status', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transcripción de su comunicación verbal' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a reporter session to the code form', async () => {
    useReporterApi();
    setTokens(makeToken(), makeToken({ typ: 'refresh' }));
    const { router } = renderRoutes(appRoutes, ['/denuncias/seguimiento/comunicacion']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultar una comunicación' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/denuncias/seguimiento');
  });
});
