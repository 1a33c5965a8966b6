import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { findGrid, listPath, renderScreen, rowOf, useCaseApi } from './case-list-screen.test-support.tsx';

describe('CaseListScreen', () => {
  it('asks the first page newest first and shows each column', async () => {
    const { bodies } = useCaseApi();
    renderScreen();
    const grid = await findGrid();
    expect(bodies[0]).toEqual({ start: 0, length: 10, sort: 'fec_alta', order: 'desc', gettotal: true, filtros: {} });
    for (const name of ['Referencia', 'Recibida', 'Tipo', 'Estado', 'Acuse', 'Plazo de respuesta', 'Anónima']) {
      // Sortable headers also hold the "Ordenar" button.
      expect(within(grid).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(within(grid).getByRole('columnheader', { name: /^Recibida/ })).toHaveAttribute('aria-sort', 'descending');

    const first = rowOf(grid, '2026-0011');
    // The case's one reference (decision 027); the guid stays internal.
    expect(first).toHaveTextContent('2026-0011');
    expect(first).not.toHaveTextContent('0000000b');
    expect(first).toHaveTextContent('Fraude');
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveTextContent('Antes del 27/11/2026');
    expect(first).toHaveTextContent('20/02/2027');
    expect(within(first).getByText('Quedan 90 días').closest('[data-tone]')).toHaveAttribute('data-tone', 'onTime');
    expect(first).toHaveTextContent('Sí');

    const second = rowOf(grid, '2026-0012');
    await waitFor(() => {
      expect(second).toHaveTextContent('Acoso laboral');
    });
    expect(within(second).getByText('✓ 21/11/2026')).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveTextContent('Recepción acusada el 21/11/2026');
    expect(within(second).getByText('Quedan 10 días').closest('[data-tone]')).toHaveAttribute('data-tone', 'soon');
    expect(second).toHaveTextContent('No');

    const third = rowOf(grid, '2026-0013');
    expect(third).toHaveTextContent('En tramitación');
    expect(within(third).getByText('Vencida hace 3 días').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'overdue',
    );
    expect(rowOf(grid, '2026-0014').querySelector('[data-tone="resolved"]')).toHaveTextContent('Resuelta');
  });

  it('shows status and type names in the current language', async () => {
    await i18next.changeLanguage('en');
    useCaseApi();
    renderScreen();
    const grid = await findGrid('Reports received');
    await waitFor(() => {
      expect(rowOf(grid, '2026-0013')).toHaveTextContent('In progress');
    });
    expect(rowOf(grid, '2026-0011')).toHaveTextContent('Fraud');
    expect(rowOf(grid, '2026-0011')).toHaveTextContent('90 days left');
    expect(rowOf(grid, '2026-0013')).toHaveTextContent('Overdue by 3 days');
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
    expect(screen.getByRole('searchbox', { name: 'Buscar por referencia' })).toHaveValue('0000');
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
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por referencia' }), '2026-0013');
    expect(bodies).toHaveLength(before);
    await waitFor(() => {
      expect(bodies.at(-1)?.filtros).toEqual({ texto: '2026-0013' });
    });
    expect(bodies.slice(before).map((body) => body.filtros.texto)).toEqual(['2026-0013']);
    expect(new URLSearchParams(router.state.location.search).get('texto')).toBe('2026-0013');
  });

  it('writes the total as Spanish does', async () => {
    useCaseApi({ rows: Array.from({ length: 12_345 }, (_, index) => makeCase(index + 1)) });
    renderScreen();
    await findGrid();
    expect(screen.getByText('1–10 de 12.345')).toBeInTheDocument();
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
      expect(within(grid).getByText('2026-0011')).toBeInTheDocument();
    });

    // The grid shows the page-size select from the sm breakpoint up, a media query jsdom does not apply.
    await userEvent.click(screen.getByRole('combobox', { name: 'Filas por página', hidden: true }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ start: 0, length: 25 });
    });
    expect(router.state.location.search).toBe('?size=25');
  });

  it('sorts on the server from a clicked header; Referencia does not sort', async () => {
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
    // The answer deadline sorts nearest first (issue 17 §1).
    await userEvent.click(within(grid).getByRole('columnheader', { name: /^Plazo de respuesta/ }));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ sort: 'plazo', order: 'asc' });
    });
    expect(router.state.location.search).toBe('?sort=plazo&order=asc');
    const calls = bodies.length;
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Referencia' }));
    expect(bodies).toHaveLength(calls);
    expect(router.state.location.search).toBe('?sort=plazo&order=asc');
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
    await userEvent.click(within(rowOf(grid, '2026-0013')).getByText('En tramitación'));
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/13');
    expect(await screen.findByText('Detalle de la comunicación')).toBeInTheDocument();

    await router.navigate(-1);
    const again = await findGrid();
    const cell = within(rowOf(again, '2026-0012')).getAllByRole('gridcell')[0];
    if (!cell) {
      throw new Error('No cell');
    }
    cell.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/12');
  });

  it('opens nothing for an auditor (issue 15 §2): no click, no Enter, no pointer; the export stays', async () => {
    useCaseApi();
    const { router } = renderScreen(listPath, false);
    const grid = await findGrid();
    expect(screen.getByText(/Su perfil de auditoría muestra los datos de la lista/)).toBeInTheDocument();
    expect(screen.queryByText(/pulse Intro sobre ella para abrir/)).not.toBeInTheDocument();
    const row = rowOf(grid, '2026-0013');
    expect(getComputedStyle(row).cursor).not.toBe('pointer');
    await userEvent.click(within(row).getByText('En tramitación'));
    const cell = within(rowOf(grid, '2026-0012')).getAllByRole('gridcell')[0];
    if (!cell) {
      throw new Error('No cell');
    }
    cell.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(listPath);
    expect(screen.queryByText('Detalle de la comunicación')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
  });

  it('shows the pointer on the rows of somebody who may open them', async () => {
    useCaseApi();
    renderScreen();
    const grid = await findGrid();
    expect(getComputedStyle(rowOf(grid, '2026-0013')).cursor).toBe('pointer');
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
    expect(screen.getByText('Por favor, espera.')).toBeInTheDocument();
    expect(await screen.findByText('No se ha podido cargar la lista de comunicaciones.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const grid = await findGrid();
    expect(within(grid).getByText('2026-0011')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });
});
