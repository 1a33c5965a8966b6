import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentPages, DocumentRedactionBody } from '@atalaya/contract/complaints/redaction.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { RedactDocumentButton } from './redact-document-button.tsx';

const base = '/api/denuncias/den_denuncias/9';
const a4 = { ancho: 595, alto: 842 };
/** Where the page's image is on the screen: 400 × 200 px from (100, 50). */
const imageBox = { left: 100, top: 50, width: 400, height: 200 };

type Refusal = { status: number; message: string };

/** A server with a document of `pages`; it records each page read and each POST body, and answers the next refusal queued. */
function serve(pages: DocumentPages['paginas'] = [a4], tipo: DocumentPages['tipo'] = 'pdf') {
  const posts: DocumentRedactionBody[] = [];
  const pageReads: string[] = [];
  const refusals: Refusal[] = [];
  server.use(
    http.get(`${base}/documentos/30/paginas`, () =>
      HttpResponse.json({ success: true, data: { iddocumento: 30, tipo, paginas: pages } }),
    ),
    http.get(`${base}/documentos/30/paginas/:pagina`, ({ params }) => {
      pageReads.push(String(params.pagina));
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    }),
    http.post(`${base}/tachados/documento`, async ({ request }) => {
      posts.push((await request.json()) as DocumentRedactionBody);
      const refusal = refusals.shift();
      if (refusal) {
        return HttpResponse.json(
          { success: false, code: 'VALIDATION_FAILED', message: refusal.message },
          { status: refusal.status },
        );
      }
      return HttpResponse.json(
        {
          success: true,
          message: 'Zonas del documento tachadas',
          data: {
            idtachado: 7,
            origen: 'documento',
            campo: null,
            idmensaje: null,
            iddocumento: 30,
            motivo: 'tercero',
            longitud: 1,
            usuario: 'ana@example.org',
            fec_alta: '2026-11-24T08:15:00.000Z',
          },
        },
        { status: 201 },
      );
    }),
    http.get(`${base}/tachados`, () => HttpResponse.json({ success: true, data: [] })),
  );
  return { posts, pageReads, refusals };
}

const createObjectURL = vi.fn(() => 'blob:page');
const revokeObjectURL = vi.fn();
const objectUrlMethods = ['createObjectURL', 'revokeObjectURL'] as const;
const originals = objectUrlMethods.map((name) => Object.getOwnPropertyDescriptor(URL, name));

beforeEach(() => {
  // jsdom has no object URLs.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: revokeObjectURL });
});

afterEach(() => {
  objectUrlMethods.forEach((name, index) => {
    const original = originals[index];
    if (original === undefined) {
      Reflect.deleteProperty(URL, name);
    } else {
      Object.defineProperty(URL, name, original);
    }
  });
});

function renderButton(tipoMime = 'application/pdf') {
  const onChanged = vi.fn(() => Promise.resolve());
  const rendered = renderWithProviders(
    <RedactDocumentButton
      iddenuncia={9}
      iddocumento={30}
      tipoMime={tipoMime}
      nombre="contrato.pdf"
      onChanged={onChanged}
    />,
  );
  return { ...rendered, onChanged };
}

/** Opens the dialog and waits for the page's image, whose box on the screen is `imageBox`. */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Tachar zonas de «contrato.pdf»' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tachar zonas del documento' });
  const image = await within(dialog).findByTestId('document-page-image');
  await waitFor(() => {
    expect(image).toHaveAttribute('src', 'blob:page');
  });
  vi.spyOn(image, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: imageBox.left, y: imageBox.top, width: imageBox.width, height: imageBox.height }),
  );
  return { dialog, image };
}

/** A drag from one point of the screen to another, as a pen or a finger would do it. */
function drag(image: HTMLElement, from: [number, number], to: [number, number]) {
  const surface = screen.getByTestId('document-page-surface');
  fireEvent.pointerDown(image, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(surface, { pointerId: 1, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
  fireEvent.pointerMove(surface, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(surface, { pointerId: 1, clientX: to[0], clientY: to[1] });
}

async function chooseReason(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('RedactDocumentButton', () => {
  it('posts the regions drawn with a pointer as fractions of the page, then says so and reads the list again', async () => {
    const { posts, pageReads } = serve();
    const { onChanged } = renderButton();
    const { dialog, image } = await openDialog();
    expect(image).toHaveAccessibleName('Página 1 de 1 de «contrato.pdf»');
    // A one-page document has no page navigation.
    expect(within(dialog).queryByTestId('document-page-navigation')).not.toBeInTheDocument();

    // 100→300 px of 400 across, 100→150 px of 200 down; dragged from the bottom right corner, and past the edge.
    drag(image, [300, 150], [200, 100]);
    drag(image, [450, 200], [700, 300]);
    expect(within(dialog).getAllByTestId('document-region')).toHaveLength(2);
    // A click draws nothing.
    drag(image, [150, 60], [151, 61]);
    expect(within(dialog).getAllByTestId('document-region')).toHaveLength(2);
    expect(within(dialog).getByTestId('document-regions-summary')).toHaveTextContent('Se tacharán 2 zonas en 1 página');

    await chooseReason(dialog, 'Identidad de un tercero');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));

    expect(await screen.findByText('Zonas del documento tachadas')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        iddocumento: 30,
        motivo: 'tercero',
        regiones: [
          { pagina: 1, x: 0.25, y: 0.25, ancho: 0.25, alto: 0.25 },
          { pagina: 1, x: 0.875, y: 0.75, ancho: 0.125, alto: 0.25 },
        ],
      },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The page's object URL went with the dialog; each page was read once.
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:page');
    expect(pageReads).toEqual(['1']);
  });

  it('adds, moves, resizes and removes regions with the keyboard alone', async () => {
    const { posts } = serve();
    renderButton();
    const { dialog } = await openDialog();
    const add = within(dialog).getByRole('button', { name: 'Añadir zona' });

    await userEvent.click(add);
    const first = within(dialog).getByRole('button', { name: 'Zona 1 (página 1)', pressed: true });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Shift>}{ArrowRight}{ArrowUp}{ArrowUp}{/Shift}');
    expect(within(dialog).getByTestId('document-region-status')).toHaveTextContent(
      'Zona 1 (página 1): a un 42 % del borde izquierdo y a un 41 % del superior; 21 % de ancho y 18 % de alto.',
    );

    // A second one, removed with Delete; the focus goes back to "Añadir zona".
    await userEvent.click(add);
    expect(within(dialog).getByRole('button', { name: 'Zona 2 (página 1)', pressed: true })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(within(dialog).queryByRole('button', { name: 'Zona 2 (página 1)' })).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    // A third, removed with Backspace; and a fourth, removed from the list.
    await userEvent.click(add);
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(add);
    const list = within(dialog).getByTestId('document-regions-list');
    await userEvent.click(within(list).getByRole('button', { name: 'Quitar la zona 2 (página 1)' }));
    expect(within(list).getAllByTestId('document-regions-item')).toHaveLength(1);
    expect(within(list).getByTestId('document-regions-item')).toHaveTextContent('Zona 1 (página 1)');

    await chooseReason(dialog, 'Datos de categorías especiales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));
    await waitFor(() => {
      expect(posts).toEqual([
        {
          iddocumento: 30,
          motivo: 'categoria_especial',
          regiones: [{ pagina: 1, x: 0.42, y: 0.41, ancho: 0.21, alto: 0.18 }],
        },
      ]);
    });
  });

  it('shows one page at a time and posts the page each region is on', async () => {
    const { posts, pageReads } = serve([a4, a4, { ancho: 842, alto: 595 }]);
    renderButton();
    const { dialog } = await openDialog();
    expect(within(dialog).getByTestId('document-page-number')).toHaveTextContent('Página 1 de 3');
    const previous = within(dialog).getByRole('button', { name: 'Página anterior' });
    expect(previous).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Página siguiente' }));
    expect(within(dialog).getByTestId('document-page-number')).toHaveTextContent('Página 2 de 3');
    const second = await within(dialog).findByRole('img', { name: 'Página 2 de 3 de «contrato.pdf»' });
    await waitFor(() => {
      expect(second).toHaveAttribute('src', 'blob:page');
    });
    vi.spyOn(second, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 400 }),
    );
    drag(second, [0, 0], [100, 100]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir zona' }));
    expect(within(dialog).getByTestId('document-regions-summary')).toHaveTextContent('Se tacharán 2 zonas en 1 página');

    // Back to the first page: its regions only are drawn; the list names them all.
    await userEvent.click(previous);
    await within(dialog).findByRole('img', { name: 'Página 1 de 3 de «contrato.pdf»' });
    expect(within(dialog).queryAllByTestId('document-region')).toHaveLength(0);
    const list = within(dialog).getByTestId('document-regions-list');
    expect(
      within(list)
        .getAllByTestId('document-regions-item')
        .map((item) => item.textContent),
    ).toEqual(['Zona 1 (página 2)Quitar', 'Zona 2 (página 2)Quitar']);
    // Picking one in the list shows its page with the focus on it.
    await userEvent.click(within(list).getByRole('button', { name: 'Zona 2 (página 2)' }));
    expect(within(dialog).getByTestId('document-page-number')).toHaveTextContent('Página 2 de 3');
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Zona 2 (página 2)', pressed: true })).toHaveFocus();
    });

    await chooseReason(dialog, 'Datos personales innecesarios para el caso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));
    await waitFor(() => {
      expect(posts).toHaveLength(1);
    });
    expect(posts[0]?.regiones).toEqual([
      { pagina: 2, x: 0, y: 0, ancho: 0.5, alto: 0.25 },
      { pagina: 2, x: 0.4, y: 0.4, ancho: 0.2, alto: 0.2 },
    ]);
    // Going back to a page read already reads nothing again.
    expect(pageReads).toEqual(['1', '2']);
  });

  it('keeps "Tachar" disabled until a region is marked, asks for the reason, and shows a refusal inside the dialog', async () => {
    const { posts, refusals } = serve([{ ancho: 1200, alto: 800 }], 'imagen');
    const { onChanged } = renderButton();
    const { dialog, image } = await openDialog();
    expect(image).toHaveAccessibleName('Imagen «contrato.pdf»');
    const confirm = within(dialog).getByRole('button', { name: 'Tachar' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByTestId('document-regions-summary')).toHaveTextContent('Aún no ha marcado ninguna zona.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir zona' }));
    expect(within(dialog).getByTestId('document-regions-summary')).toHaveTextContent('Se tachará 1 zona en 1 página');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Indique el motivo')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Motivo/ })).toHaveFocus();
    expect(posts).toEqual([]);

    refusals.push({ status: 400, message: 'La página indicada no existe en el documento' });
    await chooseReason(dialog, 'Identidad de un tercero');
    await userEvent.click(confirm);
    expect(await within(dialog).findByTestId('document-redaction-refusal')).toHaveTextContent(
      'La página indicada no existe en el documento',
    );
    expect(posts).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Tachar zonas del documento' })).toBeInTheDocument();
  });

  it('is offered for PDFs and images only', () => {
    const { rerender } = renderButton('text/plain');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <RedactDocumentButton
        iddenuncia={9}
        iddocumento={30}
        tipoMime="image/webp"
        nombre="foto.webp"
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Tachar zonas de «foto.webp»' })).toBeInTheDocument();
  });
});
