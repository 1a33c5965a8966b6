import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CaseRegisterEntry } from '@atalaya/contract/complaints/case-register.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { CaseRegisterScreen } from './case-register-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const base = '/api/admin/libro-registro';

const open: CaseRegisterEntry = {
  iddenuncia: 1,
  referencia: '2026-0001',
  fecha_recepcion: '2026-02-03',
  tipo: 'Fraude',
  canal: 'web',
  estado: 'En trámite',
  actuaciones: [{ fecha: '2026-02-10', descripcion: 'Entrevista con el área de compras' }],
  medidas: [],
  fecha_cierre: null,
  resultado: null,
};
const closed: CaseRegisterEntry = {
  ...open,
  iddenuncia: 2,
  referencia: '2026-0002',
  canal: 'verbal',
  estado: 'Resuelta',
  actuaciones: [],
  medidas: [{ fecha: '2026-03-01', descripcion: 'Formación obligatoria del equipo' }],
  fecha_cierre: '2026-03-02',
  resultado: 'Resuelta',
};

function serve() {
  const queries: string[] = [];
  const exports: string[] = [];
  server.use(
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const anio = Number(url.searchParams.get('anio'));
      const estado = url.searchParams.get('estado') ?? 'todas';
      const all = anio === 2026 ? [open, closed] : [];
      const entradas =
        estado === 'abiertas'
          ? all.filter((e) => e.resultado === null)
          : estado === 'cerradas'
            ? all.filter((e) => e.resultado)
            : all;
      return HttpResponse.json({ success: true, data: { anio, estado, anios: [2026, 2025], entradas } });
    }),
    http.get(`${base}/exportacion`, ({ request }) => {
      exports.push(new URL(request.url).search);
      return new HttpResponse('file', {
        headers: { 'content-disposition': 'attachment; filename="libro-registro-2026.pdf"' },
      });
    }),
  );
  return { queries, exports };
}

describe('CaseRegisterScreen', { timeout: 30_000 }, () => {
  it("shows the year's communications with their log, channel and outcome", async () => {
    serve();
    renderWithProviders(<CaseRegisterScreen now={new Date('2026-11-28T10:00:00Z')} />);
    const table = await screen.findByTestId('case-register-table');
    expect(within(table).getByText('Libro-registro 2026 (Todas): 2 comunicaciones')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader', { name: '2026-0001' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/Entrevista con el área de compras/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Verbal')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(/Formación obligatoria del equipo/)).toBeInTheDocument();
  });

  it('filters by state and year, and says when a year is empty', async () => {
    const { queries } = serve();
    renderWithProviders(<CaseRegisterScreen now={new Date('2026-11-28T10:00:00Z')} />);
    await screen.findByTestId('case-register-table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cerradas' }));
    await waitFor(() => {
      expect(within(screen.getByTestId('case-register-table')).getAllByRole('row')).toHaveLength(2);
    });
    expect(queries).toContain('?anio=2026&estado=cerradas');
    await userEvent.click(screen.getByRole('combobox', { name: 'Año' }));
    await userEvent.click(await screen.findByRole('option', { name: '2025' }));
    expect(await screen.findByTestId('case-register-empty')).toHaveTextContent('No hay comunicaciones en 2025');
  });

  it('exports the filtered register to PDF and Excel', async () => {
    const { exports } = serve();
    renderWithProviders(<CaseRegisterScreen now={new Date('2026-11-28T10:00:00Z')} />);
    await screen.findByTestId('case-register-table');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a PDF' }));
    await waitFor(() => {
      expect(vi.mocked(saveFile)).toHaveBeenCalledWith(expect.anything(), 'libro-registro-2026.pdf');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => {
      expect(exports).toEqual(['?anio=2026&estado=todas&formato=pdf', '?anio=2026&estado=todas&formato=xlsx']);
    });
  });
});
