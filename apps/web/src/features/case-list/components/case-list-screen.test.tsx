import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workbook } from 'exceljs';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseListRequest, CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import type { ComplaintStatus, ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { getNotices } from '@/lib/notices.ts';
import { saveFile } from '@/lib/save-file.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { toExcelDate } from '../utils/cases-workbook.ts';
import { CaseListScreen } from './case-list-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const statuses: ComplaintStatus[] = [
  { idestadodenuncia: 2, nombre: { es: 'Recibida', en: 'Received' }, color: '#1565c0', orden: 1, inicial: true },
  {
    idestadodenuncia: 3,
    nombre: { es: 'En tramitación', en: 'In progress' },
    color: '#ef6c00',
    orden: 2,
    inicial: false,
  },
  { idestadodenuncia: 1, nombre: { es: 'Resuelta', en: 'Resolved' }, color: '#2e7d32', orden: 9, inicial: false },
];

const types: ComplaintType[] = [
  {
    idtipodenuncia: 1,
    nombre: { es: 'Fraude', en: 'Fraud' },
    descripcion: {},
    orden: 1,
    activo: true,
    idformulario: 1,
  },
  {
    idtipodenuncia: 2,
    nombre: { es: 'Acoso laboral', en: 'Workplace harassment' },
    descripcion: {},
    orden: 2,
    activo: false,
    idformulario: 1,
  },
];

function makeCase(iddenuncia: number, overrides: Partial<CaseSummary> = {}): CaseSummary {
  const hex = iddenuncia.toString(16).padStart(8, '0');
  return {
    iddenuncia,
    guid: `${hex}-edf3-4be6-a833-6d38a05bf70e`,
    idtipodenuncia: 1,
    tipo: 'Fraude',
    idestadodenuncia: 2,
    estado: 'Recibida',
    fec_alta: '2026-11-20T10:15:00.000Z',
    fec_acuse: null,
    fec_resolucion: null,
    anonima: true,
    vence_acuse: '2026-11-27',
    vence_respuesta: '2027-02-20',
    dias_respuesta: 90,
    ...overrides,
  };
}

const sampleRows: CaseSummary[] = [
  makeCase(11, { dias_respuesta: 90 }),
  makeCase(12, {
    dias_respuesta: 10,
    idtipodenuncia: 2,
    tipo: 'Acoso laboral',
    fec_acuse: '2026-11-21T09:00:00.000Z',
    anonima: false,
  }),
  makeCase(13, { dias_respuesta: -3, idestadodenuncia: 3, estado: 'En tramitación' }),
  makeCase(14, {
    dias_respuesta: null,
    idestadodenuncia: 1,
    estado: 'Resuelta',
    fec_resolucion: '2026-12-01T00:00:00.000Z',
  }),
];

type ApiOptions = { rows?: CaseSummary[]; failures?: number };

/** The case list, statuses and types; answers pages of `rows` and records every list body. */
function useCaseApi({ rows = sampleRows, failures = 0 }: ApiOptions = {}) {
  const bodies: CaseListRequest[] = [];
  let remainingFailures = failures;
  server.use(
    http.post('/api/denuncias/den_denuncias/GetList', async ({ request }) => {
      const body = (await request.json()) as CaseListRequest;
      bodies.push(body);
      if (remainingFailures > 0) {
        remainingFailures -= 1;
        return HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Error' }, { status: 500 });
      }
      const data = rows.slice(body.start, body.start + body.length);
      return HttpResponse.json({ success: true, total: rows.length, data });
    }),
    http.post('/api/denuncias/den_estados_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: statuses.length, data: statuses }),
    ),
    http.post('/api/denuncias/den_tipos_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: types.length, data: types }),
    ),
  );
  return { bodies };
}

const listPath = '/admin/denuncias/gestion';

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
});

function renderScreen(url = listPath) {
  return renderRoutes(
    [
      { path: listPath, element: <CaseListScreen /> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <p>Detalle de la comunicación</p> },
    ],
    [url],
  );
}

async function findGrid(name = 'Comunicaciones recibidas') {
  return screen.findByRole('grid', { name });
}

function rowOf(grid: HTMLElement, code: string): HTMLElement {
  const row = within(grid).getByText(code).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) {
    throw new Error(`No row for ${code}`);
  }
  return row;
}

describe('CaseListScreen', () => {
  it('asks the first page newest first and shows each column', async () => {
    const { bodies } = useCaseApi();
    renderScreen();
    const grid = await findGrid();
    expect(bodies[0]).toEqual({ start: 0, length: 10, sort: 'fec_alta', order: 'desc', gettotal: true, filtros: {} });
    for (const name of ['Código', 'Recibida', 'Tipo', 'Estado', 'Acuse', 'Plazo de respuesta', 'Anónima']) {
      // Sortable headers also hold the "Ordenar" button.
      expect(within(grid).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(within(grid).getByRole('columnheader', { name: /^Recibida/ })).toHaveAttribute('aria-sort', 'descending');

    const first = rowOf(grid, '0000000b');
    // The full code is read by screen readers after the 8 visible characters.
    expect(first).toHaveTextContent('0000000b-edf3-4be6-a833-6d38a05bf70e');
    expect(first).toHaveTextContent('Fraude');
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveTextContent('Antes del 27/11/2026');
    expect(first).toHaveTextContent('20/02/2027');
    expect(within(first).getByText('Quedan 90 días').closest('[data-tone]')).toHaveAttribute('data-tone', 'onTime');
    expect(first).toHaveTextContent('Sí');

    const second = rowOf(grid, '0000000c');
    await waitFor(() => {
      expect(second).toHaveTextContent('Acoso laboral');
    });
    expect(within(second).getByText('✓ 21/11/2026')).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveTextContent('Recepción acusada el 21/11/2026');
    expect(within(second).getByText('Quedan 10 días').closest('[data-tone]')).toHaveAttribute('data-tone', 'soon');
    expect(second).toHaveTextContent('No');

    const third = rowOf(grid, '0000000d');
    expect(third).toHaveTextContent('En tramitación');
    expect(within(third).getByText('Vencida hace 3 días').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'overdue',
    );
    expect(rowOf(grid, '0000000e').querySelector('[data-tone="resolved"]')).toHaveTextContent('Resuelta');
  });

  it('shows status and type names in the current language', async () => {
    await i18next.changeLanguage('en');
    useCaseApi();
    renderScreen();
    const grid = await findGrid('Reports received');
    await waitFor(() => {
      expect(rowOf(grid, '0000000d')).toHaveTextContent('In progress');
    });
    expect(rowOf(grid, '0000000b')).toHaveTextContent('Fraud');
    expect(rowOf(grid, '0000000b')).toHaveTextContent('90 days left');
    expect(rowOf(grid, '0000000d')).toHaveTextContent('Overdue by 3 days');
  });

  it('reads filters, page and order from the URL into the request and the controls', async () => {
    const { bodies } = useCaseApi();
    renderScreen(
      `${listPath}?estado=3&tipo=2&desde=2026-01-01&hasta=2026-01-31&vencidas=1&texto=0000&page=2&size=25&sort=idestadodenuncia&order=asc`,
    );
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toEqual({
      start: 25,
      length: 25,
      sort: 'idestadodenuncia',
      order: 'asc',
      gettotal: true,
      filtros: {
        idestadodenuncia: 3,
        idtipodenuncia: 2,
        desde: '2026-01-01',
        hasta: '2026-01-31',
        vencidas: true,
        texto: '0000',
      },
    });
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En tramitación');
    });
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Acoso laboral (inactivo)');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-01-31');
    expect(screen.getByRole('switch', { name: 'Solo vencidas' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Buscar por código' })).toHaveValue('0000');
    expect(within(await findGrid()).getByRole('columnheader', { name: /^Estado/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('puts each filter in the URL and the request, back on the first page', async () => {
    const { bodies } = useCaseApi();
    const { router } = renderScreen(`${listPath}?page=3&layout=classy`);
    await findGrid();

    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En tramitación' }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ start: 0, filtros: { idestadodenuncia: 3 } });
    });
    expect(router.state.location.search).toBe('?layout=classy&estado=3');

    await userEvent.click(screen.getByRole('switch', { name: 'Solo vencidas' }));
    await waitFor(() => {
      expect(bodies.at(-1)?.filtros).toEqual({ idestadodenuncia: 3, vencidas: true });
    });

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    await waitFor(() => {
      expect(bodies.at(-1)?.filtros).toEqual({ idestadodenuncia: 3, vencidas: true, desde: '2026-01-01' });
    });
    expect(new URLSearchParams(router.state.location.search).get('desde')).toBe('2026-01-01');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => {
      expect(bodies.at(-1)?.filtros).toEqual({});
    });
    expect(router.state.location.search).toBe('?layout=classy');
  });

  it('sends the code search once, 300 ms after the last key', async () => {
    const { bodies } = useCaseApi();
    const { router } = renderScreen();
    await findGrid();
    const before = bodies.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por código' }), '0000000d');
    expect(bodies).toHaveLength(before);
    await waitFor(() => {
      expect(bodies.at(-1)?.filtros).toEqual({ texto: '0000000d' });
    });
    expect(bodies.slice(before).map((body) => body.filtros.texto)).toEqual(['0000000d']);
    expect(new URLSearchParams(router.state.location.search).get('texto')).toBe('0000000d');
  });

  it('pages with the right start and length, and a new page size starts again at 0', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => makeCase(index + 1));
    const { bodies } = useCaseApi({ rows });
    const { router } = renderScreen();
    const grid = await findGrid();
    expect(screen.getByText('1–10 de 60')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ start: 10, length: 10 });
    });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await waitFor(() => {
      expect(within(grid).getByText('0000000b')).toBeInTheDocument();
    });

    // The grid shows the page-size select from the sm breakpoint up, a media query jsdom does not apply.
    await userEvent.click(screen.getByRole('combobox', { name: 'Filas por página', hidden: true }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ start: 0, length: 25 });
    });
    expect(router.state.location.search).toBe('?size=25');
  });

  it('sorts on the server from a clicked header; Código does not sort', async () => {
    const { bodies } = useCaseApi();
    const { router } = renderScreen(`${listPath}?page=2`);
    const grid = await findGrid();

    await userEvent.click(within(grid).getByRole('columnheader', { name: /^Recibida/ }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ sort: 'fec_alta', order: 'asc', start: 0 });
    });
    expect(router.state.location.search).toBe('?sort=fec_alta&order=asc');

    await userEvent.click(within(grid).getByRole('columnheader', { name: /^Estado/ }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ sort: 'idestadodenuncia', order: 'asc' });
    });
    const calls = bodies.length;
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Código' }));
    expect(bodies).toHaveLength(calls);
    expect(router.state.location.search).toBe('?sort=idestadodenuncia&order=asc');
  });

  it('sorts from the keyboard: Enter on a header toggles ascending and descending', async () => {
    const { bodies } = useCaseApi();
    renderScreen();
    const grid = await findGrid();
    within(grid).getByRole('columnheader', { name: /^Tipo/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ sort: 'idtipodenuncia', order: 'asc' });
    });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ sort: 'idtipodenuncia', order: 'desc' });
    });
    expect(within(grid).getByRole('columnheader', { name: /^Tipo/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows a bad date as a field error and does not query', async () => {
    const { bodies } = useCaseApi();
    renderScreen(`${listPath}?desde=2026-02-30`);
    expect(await screen.findByText('Fecha no válida (AAAA-MM-DD)')).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Corrija las fechas marcadas para ver la lista.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(0);
  });

  it('refuses a range that ends before it starts without a request', async () => {
    const { bodies } = useCaseApi();
    renderScreen(`${listPath}?desde=2026-03-10`);
    await findGrid();
    const calls = bodies.length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Es anterior a la fecha «Desde»')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '20261-01-01' } });
    expect(await screen.findByText('Fecha no válida (AAAA-MM-DD)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(calls);

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-02-01' } });
    await waitFor(() => {
      expect(bodies.at(-1)?.filtros).toEqual({ desde: '2026-02-01', hasta: '2026-03-01' });
    });
  });

  it('opens a complaint on row click and with Enter', async () => {
    useCaseApi();
    const { router } = renderScreen();
    const grid = await findGrid();
    await userEvent.click(within(rowOf(grid, '0000000d')).getByText('En tramitación'));
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/13');
    expect(await screen.findByText('Detalle de la comunicación')).toBeInTheDocument();

    await router.navigate(-1);
    const again = await findGrid();
    const cell = within(rowOf(again, '0000000c')).getAllByRole('gridcell')[0];
    if (!cell) {
      throw new Error('No cell');
    }
    cell.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/12');
  });

  it('says when nothing matches, and when nothing was received', async () => {
    useCaseApi({ rows: [] });
    renderScreen(`${listPath}?vencidas=1`);
    expect(await screen.findByText('Ninguna comunicación coincide con los filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Todavía no se ha recibido ninguna comunicación.')).toBeInTheDocument();
  });

  it('shows the loader, then an error with a retry that loads the list', async () => {
    const { bodies } = useCaseApi({ failures: 1 });
    renderScreen();
    expect(screen.getByText('Por favor, espera')).toBeInTheDocument();
    expect(await screen.findByText('No se ha podido cargar la lista de comunicaciones.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const grid = await findGrid();
    expect(within(grid).getByText('0000000b')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });
});

describe('Exportar a Excel', () => {
  it('pages through every matching complaint and saves "Datos excel.xlsx" with columns 20, 30 and 80', async () => {
    const rows = Array.from({ length: 2345 }, (_, index) =>
      makeCase(index + 1, index % 2 === 0 ? {} : { idestadodenuncia: 3, estado: 'En tramitación', dias_respuesta: -4 }),
    );
    const { bodies } = useCaseApi({ rows });
    renderScreen(`${listPath}?vencidas=1&sort=idtipodenuncia&order=desc&page=2`);
    await findGrid();
    const before = bodies.length;

    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    expect(bodies.slice(before)).toEqual(
      [0, 1000, 2000].map((start) => ({
        start,
        length: 1000,
        sort: 'idtipodenuncia',
        order: 'desc',
        gettotal: true,
        filtros: { vencidas: true },
      })),
    );

    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('Datos excel.xlsx');
    if (!(blob instanceof Blob)) {
      throw new Error('No file saved');
    }
    const workbook = new Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Comunicaciones');
    if (!sheet) {
      throw new Error('No sheet');
    }
    expect(sheet.columns.map((column) => column.width)).toEqual([20, 30, 80]);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Fecha de recepción',
      'Estado',
      'Tipo · Código · Plazo de respuesta',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const read = Array.from({ length: rows.length }, (_, index) => sheet.getRow(index + 2).values);
    expect(read).toEqual(
      rows.map((row) => [
        undefined,
        toExcelDate(row.fec_alta),
        row.idestadodenuncia === 3 ? 'En tramitación' : 'Recibida',
        row.dias_respuesta === 90
          ? `Fraude · ${row.guid} · Plazo de respuesta: 20/02/2027 (Quedan 90 días)`
          : `Fraude · ${row.guid} · Plazo de respuesta: 20/02/2027 (Vencida hace 4 días)`,
      ]),
    );
  });

  it('shows a snackbar and saves nothing when a page fails', async () => {
    const rows = Array.from({ length: 1500 }, (_, index) => makeCase(index + 1));
    useCaseApi({ rows });
    renderScreen();
    await findGrid();
    server.use(
      http.post('/api/denuncias/den_denuncias/GetList', () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Error' }, { status: 500 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => {
      expect(getNotices()).toEqual([
        expect.objectContaining({ message: 'No se ha podido exportar a Excel', severity: 'error' }),
      ]);
    });
    expect(saveFile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
  });
});
