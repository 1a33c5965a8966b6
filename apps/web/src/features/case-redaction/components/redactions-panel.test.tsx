import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import type { Redaction } from '@atalaya/contract/complaints/redaction.schemas';
import { saveFile } from '@/lib/save-file.ts';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { RedactedText } from './redacted-text.tsx';
import { RedactionsPanel } from './redactions-panel.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const path = '/api/denuncias/den_denuncias/9/tachados';
const fields: FormField[] = [
  {
    id: 'hechos',
    tipo: 'texto_largo',
    obligatorio: true,
    etiqueta: { es: '¿Qué ha ocurrido?' },
    ayuda: {},
    opciones: [],
  },
];
const messages: ChatMessage[] = [
  { idmensaje: 4, guid: 'g', mensaje: 'Hola [████]', idusuario: 1, fec_mensaje: '2026-11-21T10:00:00.000Z' },
];
const redactions: Redaction[] = [
  {
    idtachado: 2,
    origen: 'mensaje',
    campo: null,
    idmensaje: 4,
    iddocumento: null,
    motivo: 'categoria_especial',
    longitud: 8,
    usuario: 'luis@example.org',
    fec_alta: '2026-11-23T09:00:00.000Z',
  },
  {
    idtachado: 1,
    origen: 'respuesta',
    campo: 'hechos',
    idmensaje: null,
    iddocumento: null,
    motivo: 'tercero',
    longitud: 1,
    usuario: 'ana@example.org',
    fec_alta: '2026-11-22T09:00:00.000Z',
  },
  {
    idtachado: 3,
    origen: 'transcripcion',
    campo: null,
    idmensaje: null,
    iddocumento: null,
    motivo: 'innecesario',
    longitud: 12,
    usuario: 'ana@example.org',
    fec_alta: '2026-11-24T09:00:00.000Z',
  },
];

/** A server with the case's redactions; each original read is counted (the real one audits it). */
function serve(list: Redaction[] = redactions) {
  const reads: string[] = [];
  server.use(
    http.get(path, () => HttpResponse.json({ success: true, data: list })),
    http.get(`${path}/:idtachado/original`, ({ params }) => {
      reads.push(String(params.idtachado));
      return HttpResponse.json({
        success: true,
        data: {
          idtachado: Number(params.idtachado),
          antes: 'Mi jefe, Juan Pérez, lo sabe.',
          pasaje: 'Juan Pérez',
          inicio: 9,
        },
      });
    }),
  );
  return reads;
}

function renderPanel(canReadOriginal: boolean, documentNames: Record<number, string> = {}) {
  renderWithProviders(
    <RedactionsPanel
      iddenuncia={9}
      canReadOriginal={canReadOriginal}
      fields={fields}
      messages={messages}
      documentNames={documentNames}
    />,
  );
  return screen.findByTestId('redactions-table');
}

describe('RedactionsPanel', () => {
  it('lists where, why, how long, who and when, with no "Ver original" for a gestor', async () => {
    const reads = serve();
    const table = await renderPanel(false);
    const rows = within(table).getAllByTestId('redaction-row');
    expect(rows).toHaveLength(3);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      'Mensaje del 21 de noviembre de 2026 a las 11:00 CET',
      'Datos de categorías especiales',
      '8 caracteres',
      'luis@example.org',
      expect.stringContaining('23 de noviembre de 2026'),
    ]);
    expect(cells[1]?.slice(0, 4)).toEqual([
      '¿Qué ha ocurrido?',
      'Identidad de un tercero',
      '1 carácter',
      'ana@example.org',
    ]);
    expect(cells[2]?.slice(0, 3)).toEqual([
      'Transcripción',
      'Datos personales innecesarios para el caso',
      '12 caracteres',
    ]);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Original' })).not.toBeInTheDocument();
    expect(screen.getByText(/solo la persona Responsable puede leerlo/)).toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('lets the Responsable open an original: the text before, the passage highlighted, the audit note', async () => {
    const reads = serve();
    const table = await renderPanel(true);
    const open = within(table).getByRole('button', {
      name: 'Ver el original del pasaje tachado en «¿Qué ha ocurrido?»',
    });
    expect(open).toHaveTextContent('Ver original');
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Texto original de «¿Qué ha ocurrido?»' });
    expect(dialog).toHaveAccessibleDescription('Esta lectura queda registrada en la auditoría de la comunicación.');
    const passage = await within(dialog).findByTestId('redaction-original-passage');
    expect(passage.tagName).toBe('MARK');
    expect(passage).toHaveTextContent('[inicio del pasaje tachado] Juan Pérez [fin del pasaje tachado]');
    expect(within(dialog).getByTestId('redaction-original-text')).toHaveTextContent(
      'Mi jefe, [inicio del pasaje tachado] Juan Pérez [fin del pasaje tachado], lo sabe.',
    );
    expect(reads).toEqual(['1']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // Each opening is a new reading (and a new line of the audit trail): nothing is kept.
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Texto original de «¿Qué ha ocurrido?»' });
    await waitFor(() => {
      expect(reads).toEqual(['1', '1']);
    });
  });

  it('says when nothing has been struck out', async () => {
    serve([]);
    renderWithProviders(
      <RedactionsPanel iddenuncia={9} canReadOriginal fields={fields} messages={[]} documentNames={{}} />,
    );
    expect(await screen.findByTestId('redactions-empty')).toHaveTextContent('No se ha tachado ningún pasaje.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('RedactionsPanel with documents', () => {
  const documentRedactions: Redaction[] = [
    {
      idtachado: 5,
      origen: 'documento',
      campo: null,
      idmensaje: null,
      iddocumento: 30,
      motivo: 'tercero',
      longitud: 2,
      usuario: 'ana@example.org',
      fec_alta: '2026-11-25T09:00:00.000Z',
    },
    {
      idtachado: 4,
      origen: 'documento',
      campo: null,
      idmensaje: null,
      iddocumento: 77,
      motivo: 'innecesario',
      longitud: 1,
      usuario: 'ana@example.org',
      fec_alta: '2026-11-24T09:00:00.000Z',
    },
  ];

  /** The list, and the original files answered (the real server audits each download). */
  function serveDocuments() {
    const downloads: string[] = [];
    server.use(
      http.get(path, () => HttpResponse.json({ success: true, data: documentRedactions })),
      http.get(`${path}/:idtachado/original/archivo`, ({ params }) => {
        downloads.push(String(params.idtachado));
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="contrato-original.pdf"',
          },
        });
      }),
    );
    return downloads;
  }

  it('names the document, counts its regions, and offers a gestor nothing to download', async () => {
    const downloads = serveDocuments();
    const table = await renderPanel(false, { 30: 'contrato.pdf' });
    const rows = within(table).getAllByTestId('redaction-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Documento «contrato.pdf»', 'Identidad de un tercero', '2 zonas'],
      ['Documento n.º 77', 'Datos personales innecesarios para el caso', '1 zona'],
    ]);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/la descarga queda registrada/)).not.toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('lets the Responsable download the original file, saying the download is audited', async () => {
    const downloads = serveDocuments();
    const table = await renderPanel(true, { 30: 'contrato.pdf' });
    const download = within(table).getByRole('button', {
      name: 'Ver original: descargar «contrato.pdf» tal como era antes de tacharlo',
    });
    expect(download).toHaveTextContent('Ver original');
    expect(download).toHaveAccessibleDescription(
      'Al descargar el original de un documento, la descarga queda registrada en la auditoría de la comunicación.',
    );
    await userEvent.click(download);
    await waitFor(() => {
      expect(vi.mocked(saveFile)).toHaveBeenCalledWith(expect.anything(), 'contrato-original.pdf');
    });
    expect(vi.mocked(saveFile).mock.calls[0]?.[0].size).toBe(4);
    expect(downloads).toEqual(['5']);
    // No dialog: a document's original is a file.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RedactedText', () => {
  it('draws each mark as a distinct bar named "texto tachado", the rest as written', () => {
    renderWithProviders(
      <p data-testid="text">
        <RedactedText text={'Mi jefe, [████], tiene [████].'} />
      </p>,
    );
    const marks = screen.getAllByRole('img', { name: 'texto tachado' });
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveTextContent('[████]');
    expect(screen.getByTestId('text')).toHaveTextContent('Mi jefe, [████], tiene [████].');
  });

  it('leaves a text with no mark as it is', () => {
    renderWithProviders(
      <p data-testid="text">
        <RedactedText text="Nada que tachar" />
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('Nada que tachar');
  });
});
