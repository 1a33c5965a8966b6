import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { buildCasesWorkbook, casesWorkbookBlob, excelColumnWidths, toExcelDate } from './cases-workbook.ts';
import type { CasesSheetText } from './cases-workbook.ts';

const row: CaseSummary = {
  iddenuncia: 4,
  guid: '8e9a34a1-edf3-4be6-a833-6d38a05bf70e',
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
};

const text: CasesSheetText = {
  sheetName: 'Comunicaciones',
  headers: ['Fecha de recepción', 'Estado', 'Tipo · Código · Plazo de respuesta'],
  estado: (r) => r.estado,
  detalle: (r) => `${r.tipo} · ${r.guid}`,
};

describe('cases workbook', () => {
  it('has three columns 20, 30 and 80 wide and one row per complaint', async () => {
    const blob = await casesWorkbookBlob([row], text);
    const read = new Workbook();
    await read.xlsx.load(await blob.arrayBuffer());
    const sheet = read.getWorksheet('Comunicaciones');
    expect(sheet?.columns.map((column) => column.width)).toEqual([...excelColumnWidths]);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...text.headers]);
    expect(sheet?.getRow(2).values).toEqual([undefined, toExcelDate(row.fec_alta), 'Recibida', `Fraude · ${row.guid}`]);
    expect(sheet?.rowCount).toBe(2);
    expect((await buildCasesWorkbook([], text)).getWorksheet(1)?.rowCount).toBe(1);
  });
});
