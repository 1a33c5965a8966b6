import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { buildCasesWorkbook, casesWorkbookBlob, excelColumnWidths, toExcelDate } from './cases-workbook.ts';
import type { CasesSheetText } from './cases-workbook.ts';
import { makeCase } from '@/testing/case-list-fixtures.ts';

const row: CaseSummary = makeCase(4, { guid: '8e9a34a1-edf3-4be6-a833-6d38a05bf70e' });

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
