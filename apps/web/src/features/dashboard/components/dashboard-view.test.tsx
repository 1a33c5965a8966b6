import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import type { Dashboard, DashboardRequest } from '@atalaya/contract/complaints/dashboard.schemas';
import { emptyDashboard } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { quickPeriod } from '../utils/period.ts';
import { DashboardView } from './dashboard-view.tsx';

const resumenPath = '/api/denuncias/den_denuncias/resumen';

function pendingCase(overrides: Partial<CaseSummary>): CaseSummary {
  return {
    iddenuncia: 1,
    guid: '8e9a34a1-edf3-4be6-a833-6d38a05bf70e',
    referencia: '2026-0001',
    idtipodenuncia: 1,
    tipo: 'Fraude o corrupción',
    idestadodenuncia: 2,
    estado: 'Recibida',
    fec_alta: '2026-01-10T10:00:00.000Z',
    fec_acuse: '2026-01-11T10:00:00.000Z',
    fec_resolucion: null,
    anonima: true,
    vence_acuse: '2026-01-17',
    vence_respuesta: '2026-04-10',
    dias_respuesta: 20,
    ...overrides,
  };
}

const dashboard: Dashboard = {
  desde: '2025-06-01',
  hasta: '2026-05-20',
  contadores: {
    total: 17,
    nuevas: 4,
    en_tramite: 8,
    resueltas: 5,
    acuse_vencido: 2,
    respuesta_vencida: 0,
    prorrogadas: 1,
  },
  por_mes: [
    { mes: '2026-03', total: 5 },
    { mes: '2026-04', total: 9 },
    { mes: '2026-05', total: 3 },
  ],
  por_tipo: [
    { idtipodenuncia: 1, tipo: 'Fraude o corrupción', total: 11 },
    { idtipodenuncia: 2, tipo: 'Acoso laboral', total: 6 },
  ],
  por_estado: [
    { idestadodenuncia: 2, estado: 'Recibida', color: '#ef6c00', total: 12 },
    { idestadodenuncia: 1, estado: 'Resuelta', color: '#2e7d32', total: 5 },
  ],
  mediana_dias_acuse: 2,
  mediana_dias_resolucion: 41.5,
  pendientes: [
    pendingCase({
      iddenuncia: 31,
      referencia: '2026-0031',
      dias_respuesta: -3,
      fec_acuse: null,
      vence_acuse: '2026-01-17',
    }),
    pendingCase({
      iddenuncia: 42,
      referencia: '2026-0042',
      guid: '0c1d2e3f-aaaa-bbbb-cccc-000000000042',
      tipo: 'Acoso laboral',
      dias_respuesta: 12,
    }),
  ],
};

/** Answers the Resumen and records every period asked for. */
function resumenHandler(answer: Dashboard = dashboard) {
  const requests: DashboardRequest[] = [];
  server.use(
    http.post(resumenPath, async ({ request }) => {
      requests.push((await request.json()) as DashboardRequest);
      return HttpResponse.json({ success: true, data: answer });
    }),
  );
  return requests;
}

function renderDashboard() {
  return renderRoutes(
    [
      { path: '/admin/denuncias/dashboard', element: <DashboardView /> },
      { path: '/admin/denuncias/gestion/:iddenuncia', element: <h1>Ficha del caso</h1> },
    ],
    ['/admin/denuncias/dashboard'],
  );
}

describe('DashboardView', () => {
  it('asks for the last 12 months first and shows the counters, highlighting overdue ones', async () => {
    const requests = resumenHandler();
    renderDashboard();

    const counters = await screen.findByRole('list', { name: 'Contadores del periodo' });
    expect(requests).toEqual([quickPeriod('last12Months')]);
    expect(screen.getByRole('button', { name: 'Últimos 12 meses' })).toHaveAttribute('aria-pressed', 'true');

    const nuevas = within(counters).getByTestId('counter-nuevas');
    expect(nuevas).toHaveTextContent('Nuevas4');
    expect(within(counters).getByTestId('counter-en_tramite')).toHaveTextContent('En trámite8');
    expect(within(counters).getByTestId('counter-resueltas')).toHaveTextContent('Resueltas5');
    expect(within(counters).getByTestId('counter-prorrogadas')).toHaveTextContent('Prorrogadas1');
    const acuse = within(counters).getByTestId('counter-acuse_vencido');
    expect(acuse).toHaveTextContent('Acuse vencido2Requiere actuación');
    expect(acuse).toHaveAttribute('data-alert', 'true');
    // Overdue with zero cases is not highlighted; ordinary counters never are.
    expect(within(counters).getByTestId('counter-respuesta_vencida')).toHaveAttribute('data-alert', 'false');
    expect(nuevas).toHaveAttribute('data-alert', 'false');

    expect(screen.getByTestId('median-acuse')).toHaveTextContent('2 días');
    expect(screen.getByTestId('median-resolucion')).toHaveTextContent('41,5 días');
  });

  it('lists the cases that need attention, each linking to its case page', async () => {
    resumenHandler();
    const { router } = renderDashboard();

    const section = await screen.findByRole('region', { name: 'Requieren atención' });
    const rows = within(section).getAllByTestId('pending-case');
    expect(rows).toHaveLength(2);
    const [overdue, soon] = rows as [HTMLElement, HTMLElement];
    expect(within(overdue).getByTestId('days-left')).toHaveTextContent('Vencida hace 3 días');
    expect(within(overdue).getByTestId('days-left')).toHaveAttribute('data-level', 'overdue');
    expect(overdue).toHaveTextContent('Acuse vencido');
    expect(within(soon).getByTestId('days-left')).toHaveTextContent('12 días');
    expect(within(soon).getByTestId('days-left')).toHaveAttribute('data-level', 'soon');

    // Each case is named by its one reference (decision 027), never by its id or guid.
    expect(overdue).toHaveTextContent('2026-0031');
    expect(overdue).not.toHaveTextContent('8E9A34A1');
    const first = within(section).getByRole('link', { name: 'Abrir la comunicación 2026-0031' });
    expect(first).toHaveAttribute('href', '/admin/denuncias/gestion/31');
    expect(within(section).getByRole('link', { name: 'Abrir la comunicación 2026-0042' })).toHaveAttribute(
      'href',
      '/admin/denuncias/gestion/42',
    );
    await userEvent.click(first);
    expect(await screen.findByRole('heading', { name: 'Ficha del caso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/denuncias/gestion/31');
  });

  it('sends the quick period chosen and the dates typed by hand', async () => {
    const requests = resumenHandler();
    renderDashboard();
    await screen.findByRole('list', { name: 'Contadores del periodo' });

    await userEvent.click(screen.getByRole('button', { name: 'Últimos 30 días' }));
    await waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    expect(requests[1]).toEqual(quickPeriod('last30Days'));

    await userEvent.click(screen.getByRole('button', { name: 'Año en curso' }));
    await waitFor(() => {
      expect(requests).toHaveLength(3);
    });
    expect(requests[2]).toEqual(quickPeriod('currentYear'));

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-02-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => {
      expect(requests).toHaveLength(4);
    });
    expect(requests[3]).toEqual({ desde: '2025-02-01', hasta: '2025-03-15' });
    expect(screen.getByRole('button', { name: 'Año en curso' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a reversed period without asking the server', async () => {
    const requests = resumenHandler();
    renderDashboard();
    await screen.findByRole('list', { name: 'Contadores del periodo' });

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(screen.getByRole('alert')).toHaveTextContent('La fecha inicial debe ser anterior a la final');
    expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription('La fecha inicial debe ser anterior a la final');
    expect(requests).toHaveLength(1);
  });

  it('gives every chart a name, a summary and its data as a table', async () => {
    resumenHandler();
    renderDashboard();

    const byType = await screen.findByRole('region', { name: 'Comunicaciones por tipo' });
    expect(byType).toHaveAccessibleDescription('Total: 17. Valor más alto: Fraude o corrupción (11).');
    const typeTable = within(byType).getByRole('table', { name: 'Datos de «Comunicaciones por tipo»' });
    expect(within(typeTable).getByRole('row', { name: 'Acoso laboral 6' })).toBeInTheDocument();

    const byStatus = screen.getByRole('region', { name: 'Comunicaciones por estado' });
    expect(within(byStatus).getByRole('row', { name: 'Resuelta 5' })).toBeInTheDocument();

    const byMonth = screen.getByRole('region', { name: 'Comunicaciones recibidas por mes' });
    expect(within(byMonth).getByRole('row', { name: 'abril de 2026 9' })).toBeInTheDocument();
    expect(byMonth.querySelector('svg .MuiBarChart-element')).not.toBeNull();

    await userEvent.click(within(byMonth).getByRole('button', { name: 'Líneas' }));
    expect(within(byMonth).getByRole('button', { name: 'Líneas' })).toHaveAttribute('aria-pressed', 'true');
    expect(byMonth.querySelector('svg .MuiBarChart-element')).toBeNull();
    expect(byMonth.querySelector('svg .MuiLineChart-root, svg path')).not.toBeNull();
  });

  it('writes large numbers as Spanish does, in summaries, data tables and axis ticks', async () => {
    resumenHandler({
      ...dashboard,
      contadores: { ...dashboard.contadores, total: 32_725, nuevas: 9_632, en_tramite: 14_440, resueltas: 8_653 },
      por_mes: [
        { mes: '2026-04', total: 12_500 },
        { mes: '2026-05', total: 20_225 },
      ],
      por_tipo: [
        { idtipodenuncia: 1, tipo: 'Fraude o corrupción', total: 20_947 },
        { idtipodenuncia: 2, tipo: 'Acoso laboral', total: 11_778 },
      ],
    });
    renderDashboard();

    const counters = await screen.findByRole('list', { name: 'Contadores del periodo' });
    // CLDR: Spanish groups thousands from five digits on ("9632", "14.440").
    expect(within(counters).getByTestId('counter-nuevas')).toHaveTextContent('9632');
    expect(within(counters).getByTestId('counter-en_tramite')).toHaveTextContent('14.440');
    const byType = screen.getByRole('region', { name: 'Comunicaciones por tipo' });
    expect(byType).toHaveAccessibleDescription('Total: 32.725. Valor más alto: Fraude o corrupción (20.947).');
    expect(within(byType).getByRole('row', { name: 'Acoso laboral 11.778' })).toBeInTheDocument();
    const byMonth = screen.getByRole('region', { name: 'Comunicaciones recibidas por mes' });
    expect(within(byMonth).getByRole('row', { name: 'mayo de 2026 20.225' })).toBeInTheDocument();
    const ticks = [...byMonth.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(ticks).toContain('20.000');
    expect(ticks.join(' ')).not.toMatch(/\d,\d{3}/);
  });

  it('says so when the period has no complaints', async () => {
    resumenHandler(emptyDashboard(dashboard.desde, dashboard.hasta));
    renderDashboard();

    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent(
      'No se recibieron comunicaciones en este periodo.',
    );
    expect(screen.getByTestId('pending-empty')).toHaveTextContent(
      'No hay comunicaciones pendientes que requieran atención.',
    );
    expect(screen.queryByRole('region', { name: 'Comunicaciones por tipo' })).not.toBeInTheDocument();
  });

  it('says "1 comunicación recibida" for one and the plural for more', async () => {
    resumenHandler({ ...dashboard, contadores: { ...dashboard.contadores, total: 1 } });
    const first = renderDashboard();
    expect(await screen.findByTestId('dashboard-period')).toHaveTextContent(/: 1 comunicación recibida\.$/);
    first.unmount();

    resumenHandler();
    renderDashboard();
    expect(await screen.findByTestId('dashboard-period')).toHaveTextContent(/: 17 comunicaciones recibidas\.$/);
  });

  it('shows the error state and loads again with Reintentar', async () => {
    let calls = 0;
    server.use(
      http.post(resumenPath, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, code: 'INTERNAL', message: 'Error interno' }, { status: 500 })
          : HttpResponse.json({ success: true, data: dashboard });
      }),
    );
    renderDashboard();

    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('No se ha podido cargar el resumen.');
    expect(screen.queryByRole('list', { name: 'Contadores del periodo' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Contadores del periodo' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-error')).not.toBeInTheDocument();
  });
});
