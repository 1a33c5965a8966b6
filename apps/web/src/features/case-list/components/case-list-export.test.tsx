import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workbook } from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotices } from '@/lib/notices.ts';
import { saveFile } from '@/lib/save-file.ts';
import { makeCase } from '@/testing/case-list-fixtures.ts';
import { server } from '@/testing/msw-server.ts';
import { toExcelDate } from '../utils/cases-workbook.ts';
import { findGrid, listPath, renderScreen, useCaseApi } from './case-list-screen.test-support.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
});

describe('Exportar a Excel', () => {
  it('pages through every matching complaint and saves "Datos excel.xlsx" with columns 20, 30 and 80', async () => {
    const rows = Array.from({ length: 2345 }, (_, index) =>
      makeCase(index + 1, index % 2 === 0 ? {} : { idestadodenuncia: 3, estado: 'En tramitación', dias_respuesta: -4 }),
    );
    const { bodies, exportMarks } = useCaseApi({ rows });
    renderScreen(`${listPath}?vencidas=1&sort=idtipodenuncia&order=desc&page=2`);
    await findGrid();
    const before = bodies.length;
    // The list's own page is a view; the export's pages say they are an export (the trail records it).
    expect(exportMarks.slice(0, before).every((mark) => mark === null)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    expect(exportMarks.slice(before)).toEqual(['1', '1', '1']);
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
      'Tipo · Referencia · Plazo de respuesta',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const read = Array.from({ length: rows.length }, (_, index) => sheet.getRow(index + 2).values);
    expect(read).toEqual(
      rows.map((row) => [
        undefined,
        toExcelDate(row.fec_alta),
        row.idestadodenuncia === 3 ? 'En tramitación' : 'Recibida',
        row.dias_respuesta === 90
          ? `Fraude · ${row.referencia} · Plazo de respuesta: 20/02/2027 (Quedan 90 días)`
          : `Fraude · ${row.referencia} · Plazo de respuesta: 20/02/2027 (Vencida hace 4 días)`,
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
