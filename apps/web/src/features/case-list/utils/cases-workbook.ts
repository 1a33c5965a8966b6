import type * as ExcelJS from 'exceljs';
import type { Workbook } from 'exceljs';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { readDate, zonedParts } from './case-format.ts';

/** File name of the Excel export (spec §2). */
export const excelFileName = 'Datos excel.xlsx';

/** Widths of the three columns, in Excel character units (spec §2, §9). */
export const excelColumnWidths = [20, 30, 80] as const;

export const excelMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The texts of the sheet, already in the reader's language (docs/decisions/014). */
export type CasesSheetText = {
  sheetName: string;
  /** A "Fecha de recepción", B "Estado", C "Tipo · Referencia · Plazo de respuesta". */
  headers: readonly [string, string, string];
  /** Column B: the row's status name. */
  estado: (row: CaseSummary) => string;
  /** Column C: type, the case reference (decision 027) and answer deadline. */
  detalle: (row: CaseSummary) => string;
};

/** The date-time format of column A. */
export const excelDateFormat = 'dd/mm/yyyy hh:mm';

/**
 * Excel keeps no time zone: the filing time as the tenant's clock shows it (the zone every screen
 * uses, issue 20 §4), stored as if UTC, so the cell reads the same time the screen shows.
 */
export function toExcelDate(iso: string): Date | string {
  const date = readDate(iso);
  if (!date) {
    return iso;
  }
  const p = zonedParts(date);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** The three cells of a complaint's row. */
export function toExcelRow(row: CaseSummary, text: CasesSheetText): [Date | string, string, string] {
  return [toExcelDate(row.fec_alta), text.estado(row), text.detalle(row)];
}

/** ExcelJS loaded on demand: the export's own chunk, never in the screen's first load. */
async function loadWorkbookClass(): Promise<typeof Workbook> {
  // The browser build is a CommonJS bundle: its exports may arrive under `default`.
  const module: Partial<typeof ExcelJS> & { default?: Partial<typeof ExcelJS> } = await import('exceljs');
  const WorkbookClass = module.Workbook ?? module.default?.Workbook;
  if (!WorkbookClass) {
    throw new Error('ExcelJS did not load');
  }
  return WorkbookClass;
}

/** The workbook: one sheet, a bold frozen header row, columns 20/30/80 wide, one row per complaint. */
export async function buildCasesWorkbook(rows: readonly CaseSummary[], text: CasesSheetText): Promise<Workbook> {
  const WorkbookClass = await loadWorkbookClass();
  const workbook = new WorkbookClass();
  const sheet = workbook.addWorksheet(text.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = text.headers.map((header, index) => ({
    header,
    key: `c${index}`,
    width: excelColumnWidths[index],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).numFmt = excelDateFormat;
  for (const row of rows) {
    sheet.addRow(toExcelRow(row, text));
  }
  return workbook;
}

/** The `.xlsx` file of the workbook. */
export async function casesWorkbookBlob(rows: readonly CaseSummary[], text: CasesSheetText): Promise<Blob> {
  const workbook = await buildCasesWorkbook(rows, text);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: excelMimeType });
}
