import { http, HttpResponse, type RequestHandler } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail } from '@atalaya/contract/complaints/case-detail.schemas';
import type { CaseRetention } from '@atalaya/contract/complaints/case-retention.schemas';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import type { DocumentRedactionBody, Redaction, RedactionBody } from '@atalaya/contract/complaints/redaction.schemas';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';
import { caseApiHandlers, caseDetailFixture, caseGuid, documentsFixture } from '@/testing/case-detail-fixtures.ts';
import { setTokens } from '@/lib/tokens.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeToken } from '@/testing/tokens.ts';
import { CaseDetailRoute } from './case-detail.tsx';

const facts = 'Mi jefe, Juan Pérez, adjudicó un contrato sin concurso.';
const transcript = 'Llamó para contar que\nsu jefe tiene diabetes.';
const messages: ChatMessage[] = [
  {
    idmensaje: 4,
    guid: caseGuid,
    mensaje: 'Se lo dijo [████] ayer.',
    idusuario: 1,
    fec_mensaje: '2026-11-21T10:00:00.000Z',
  },
  {
    idmensaje: 5,
    guid: caseGuid,
    mensaje: 'Gracias, lo revisamos.',
    idusuario: 0,
    fec_mensaje: '2026-11-21T11:00:00.000Z',
  },
];
const listed: Redaction = {
  idtachado: 1,
  origen: 'mensaje',
  campo: null,
  idmensaje: 4,
  iddocumento: null,
  motivo: 'tercero',
  longitud: 6,
  usuario: 'ana@example.org',
  fec_alta: '2026-11-22T09:00:00.000Z',
};

const purgedRetention: CaseRetention = {
  iddenuncia: 9,
  estado: 'purgada',
  causa: 'sin_investigacion',
  fec_purga_prevista: '2027-03-01T02:00:00.000Z',
  fec_aviso_purga: null,
  fec_purga: '2027-03-01T02:00:00.000Z',
  fec_veraz_no_acreditada: null,
  fec_baja_registro: '2036-09-03T10:00:00.000Z',
  bloqueo: null,
};

/**
 * The case page of a person of role `rol`, on a server that keeps the case's texts: a redaction
 * replaces the passage by the mark in the stored answer (as the real one does) and is listed.
 */
function renderCase(
  options: { rol?: PeopleRole; detail?: Partial<CaseDetail>; path?: string; handlers?: RequestHandler[] } = {},
) {
  let detail: CaseDetail = {
    ...caseDetailFixture,
    campos: [
      ...caseDetailFixture.campos,
      { id: 'cuando', tipo: 'fecha', obligatorio: false, etiqueta: { es: '¿Cuándo?' }, ayuda: {}, opciones: [] },
    ],
    answers: { hechos: facts, cuando: '2026-11-02' },
    verbal: { medio: 'telefono', fecha: '2026-11-18', transcripcion: transcript, fec_conforme: null },
    ...options.detail,
  };
  const posts: RedactionBody[] = [];
  const documentPosts: DocumentRedactionBody[] = [];
  const reads = { documents: 0 };
  const list: Redaction[] = [listed];
  server.use(...publicDataHandlers(), ...caseApiHandlers({ detail }).handlers);
  server.use(
    http.get('/api/common/user', () =>
      HttpResponse.json({
        id: 'u1',
        name: 'Ana',
        email: 'ana@example.org',
        avatar: null,
        status: 'online',
        rol: options.rol ?? 'gestor',
      }),
    ),
    http.get('/api/denuncias/den_denuncias/9', () => HttpResponse.json({ success: true, data: detail })),
    http.post('/api/denuncias/den_chat_mensajes/GetList', () =>
      HttpResponse.json({ success: true, total: messages.length, data: messages }),
    ),
    http.get('/api/denuncias/den_denuncias/9/tachados', () => HttpResponse.json({ success: true, data: list })),
    http.post('/api/denuncias/den_denuncias/9/tachados', async ({ request }) => {
      const body = (await request.json()) as RedactionBody;
      posts.push(body);
      const answer = detail.answers[body.campo ?? ''];
      if (typeof answer === 'string') {
        detail = {
          ...detail,
          answers: {
            ...detail.answers,
            [body.campo ?? '']: `${answer.slice(0, body.inicio)}[████]${answer.slice(body.fin)}`,
          },
        };
      }
      const redaction: Redaction = {
        ...listed,
        idtachado: list.length + 1,
        origen: body.origen,
        campo: body.campo ?? null,
        idmensaje: null,
        motivo: body.motivo,
        longitud: body.pasaje.length,
      };
      list.unshift(redaction);
      return HttpResponse.json({ success: true, message: 'Pasaje tachado', data: redaction }, { status: 201 });
    }),
    http.post('/api/denuncias/den_denuncia_docs/GetList', () => {
      reads.documents += 1;
      return HttpResponse.json({ success: true, total: documentsFixture.length, data: documentsFixture });
    }),
    http.get('/api/denuncias/den_denuncias/9/documentos/30/paginas', () =>
      HttpResponse.json({
        success: true,
        data: { iddocumento: 30, tipo: 'pdf', paginas: [{ ancho: 595, alto: 842 }] },
      }),
    ),
    http.get(
      '/api/denuncias/den_denuncias/9/documentos/30/paginas/1',
      () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    ),
    http.post('/api/denuncias/den_denuncias/9/tachados/documento', async ({ request }) => {
      const body = (await request.json()) as DocumentRedactionBody;
      documentPosts.push(body);
      const redaction: Redaction = {
        ...listed,
        idtachado: list.length + 1,
        origen: 'documento',
        idmensaje: null,
        iddocumento: body.iddocumento,
        motivo: body.motivo,
        longitud: body.regiones.length,
      };
      list.unshift(redaction);
      return HttpResponse.json(
        { success: true, message: 'Zonas del documento tachadas', data: redaction },
        { status: 201 },
      );
    }),
    ...(options.handlers ?? []),
  );
  setTokens(makeToken({ tipoacceso: 'Privado' }), makeToken({ tipoacceso: 'Privado', typ: 'refresh' }));
  const rendered = renderRoutes(
    [{ path: '/admin/denuncias/gestion/:iddenuncia', element: <CaseDetailRoute /> }],
    [options.path ?? '/admin/denuncias/gestion/9'],
  );
  return { ...rendered, posts, documentPosts, reads };
}

/** jsdom has no object URLs: the page's image gets a fake one. */
const objectUrlMethods = ['createObjectURL', 'revokeObjectURL'] as const;
const originalObjectUrls = objectUrlMethods.map((name) => Object.getOwnPropertyDescriptor(URL, name));
beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => 'blob:page'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
});
afterEach(() => {
  objectUrlMethods.forEach((name, index) => {
    const original = originalObjectUrls[index];
    if (original === undefined) {
      Reflect.deleteProperty(URL, name);
    } else {
      Object.defineProperty(URL, name, original);
    }
  });
});

async function documentRows() {
  return screen.findAllByTestId('case-document', undefined, { timeout: 6000 });
}

async function answersList() {
  return screen.findByTestId('answers-list', undefined, { timeout: 6000 });
}

describe('redaction in the case (issue 17 §7)', () => {
  it('offers "Tachar" beside each text answer and the transcript; a struck passage then shows as a mark', async () => {
    const { posts } = renderCase();
    const answers = await answersList();
    const redact = await within(answers).findByRole('button', { name: 'Tachar un pasaje de «¿Qué ha ocurrido?»' });
    // A date holds nothing to strike out.
    expect(within(answers).getAllByRole('button')).toHaveLength(1);
    expect(
      within(screen.getByTestId('case-verbal')).getByRole('button', { name: 'Tachar un pasaje de «Transcripción»' }),
    ).toBeInTheDocument();

    await userEvent.click(redact);
    const dialog = await screen.findByRole('dialog', { name: 'Tachar un pasaje' });
    const textarea = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Texto de «¿Qué ha ocurrido?»' });
    textarea.focus();
    textarea.setSelectionRange(9, 19);
    fireEvent.select(textarea);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Identidad de un tercero' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));

    expect(await screen.findByText('Pasaje tachado')).toBeInTheDocument();
    expect(posts).toEqual([
      { origen: 'respuesta', campo: 'hechos', inicio: 9, fin: 19, pasaje: 'Juan Pérez', motivo: 'tercero' },
    ]);
    // The case is read again: the answer shows the mark, named for screen readers.
    const mark = await within(answers).findByRole('img', { name: 'texto tachado' });
    expect(mark).toHaveTextContent('[████]');
    expect(answers).toHaveTextContent('Mi jefe, [████], adjudicó un contrato sin concurso.');
  });

  it('marks the struck passages of the chat and offers "Tachar" on each message', async () => {
    renderCase({ path: '/admin/denuncias/gestion/9?tab=chat' });
    const chat = await screen.findByTestId('chat-messages', undefined, { timeout: 6000 });
    const [first, second] = within(chat).getAllByTestId('chat-message');
    expect(within(first as HTMLElement).getByRole('img', { name: 'texto tachado' })).toBeInTheDocument();
    expect(
      await within(first as HTMLElement).findByRole('button', {
        name: /^Tachar un pasaje de «Mensaje del 21 de noviembre de 2026/,
      }),
    ).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('button', { name: /^Tachar un pasaje de «Mensaje/ }),
    ).toBeInTheDocument();
  });

  it('lists the "Tachados" with where, why, length, who and when; "Ver original" only for the Responsable', async () => {
    const { queryClient } = renderCase({ path: '/admin/denuncias/gestion/9?tab=tachados' });
    const table = await screen.findByTestId('redactions-table', undefined, { timeout: 6000 });
    expect(screen.getByRole('tab', { name: 'Tachados', selected: true })).toBeInTheDocument();
    const row = within(table).getByTestId('redaction-row');
    // The message is named by its date, the chat being read once for it.
    await waitFor(() => {
      expect(row).toHaveTextContent('Mensaje del 21 de noviembre de 2026');
    });
    expect(row).toHaveTextContent('Identidad de un tercero');
    expect(row).toHaveTextContent('6 caracteres');
    expect(row).toHaveTextContent('ana@example.org');
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(within(table).queryByRole('button', { name: /Ver el original/ })).not.toBeInTheDocument();
  });

  it('gives the Responsable "Ver original" in the list', async () => {
    renderCase({ rol: 'responsable', path: '/admin/denuncias/gestion/9?tab=tachados' });
    const table = await screen.findByTestId('redactions-table', undefined, { timeout: 6000 });
    expect(
      await within(table).findByRole('button', {
        name: /^Ver el original del pasaje tachado en «Mensaje del 21 de noviembre de 2026/,
      }),
    ).toBeInTheDocument();
  });

  it('offers no "Tachar" once the case is purged, and no "Ver original"', async () => {
    renderCase({
      rol: 'responsable',
      detail: { fec_purga: '2027-03-01T02:00:00.000Z' },
      handlers: [
        http.get('/api/denuncias/den_denuncias/9/retencion', () =>
          HttpResponse.json({ success: true, data: purgedRetention }),
        ),
      ],
    });
    const answers = await answersList();
    // The role is known once the Responsable's own tabs show.
    await screen.findByRole('tab', { name: 'Tachados' });
    expect(within(answers).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('case-verbal')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tachados' }));
    const table = await screen.findByTestId('redactions-table');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers an auditor neither "Tachar" nor the "Tachados" tab, and still shows the marks', async () => {
    const { queryClient } = renderCase({
      rol: 'auditor',
      detail: { answers: { hechos: 'Mi jefe, [████], lo sabe.' } },
    });
    const answers = await answersList();
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(within(answers).getByRole('img', { name: 'texto tachado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tachar un pasaje/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tachados' })).not.toBeInTheDocument();
  });

  it('offers "Tachar zonas" beside a PDF, not a text file; the redaction reads the documents again and is listed', async () => {
    const { documentPosts, reads } = renderCase({ path: '/admin/denuncias/gestion/9?tab=documentos' });
    const [pdf, text] = await documentRows();
    const redact = await within(pdf as HTMLElement).findByRole('button', { name: 'Tachar zonas de «contrato.pdf»' });
    expect(within(text as HTMLElement).queryByRole('button', { name: /^Tachar zonas/ })).not.toBeInTheDocument();

    await userEvent.click(redact);
    const dialog = await screen.findByRole('dialog', { name: 'Tachar zonas del documento' });
    await within(dialog).findByTestId('document-page-image');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir zona' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Identidad de un tercero' }));
    const documentsRead = reads.documents;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));

    expect(await screen.findByText('Zonas del documento tachadas')).toBeInTheDocument();
    expect(documentPosts).toEqual([
      { iddocumento: 30, motivo: 'tercero', regiones: [{ pagina: 1, x: 0.4, y: 0.4, ancho: 0.2, alto: 0.2 }] },
    ]);
    await waitFor(() => {
      expect(reads.documents).toBeGreaterThan(documentsRead);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Tachados' }));
    const table = await screen.findByTestId('redactions-table');
    const [first] = within(table).getAllByTestId('redaction-row');
    expect(first).toHaveTextContent('Documento «contrato.pdf»');
    expect(first).toHaveTextContent('1 zona');
  });

  it('offers no "Tachar zonas" once the case is purged, nor to an auditor', async () => {
    const purged = renderCase({
      rol: 'responsable',
      path: '/admin/denuncias/gestion/9?tab=documentos',
      detail: { fec_purga: '2027-03-01T02:00:00.000Z' },
      handlers: [
        http.get('/api/denuncias/den_denuncias/9/retencion', () =>
          HttpResponse.json({ success: true, data: purgedRetention }),
        ),
      ],
    });
    await documentRows();
    // The role is known once the Responsable's own tabs show.
    await screen.findByRole('tab', { name: 'Tachados' });
    expect(screen.queryByRole('button', { name: /^Tachar zonas/ })).not.toBeInTheDocument();
    purged.unmount();

    const audited = renderCase({ rol: 'auditor', path: '/admin/denuncias/gestion/9?tab=documentos' });
    await documentRows();
    await waitFor(() => {
      expect(audited.queryClient.isFetching()).toBe(0);
    });
    expect(screen.queryByRole('button', { name: /^Tachar zonas/ })).not.toBeInTheDocument();
  });
});
