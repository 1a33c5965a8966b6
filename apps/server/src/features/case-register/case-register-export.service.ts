import ExcelJS from 'exceljs';
import { StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CaseRegisterEntry } from '@atalaya/contract/complaints/case-register.schemas';
import { a4, createPdf, pdfSafeText, savePdf, setPdfInfo, wrapText, zonedDateTime } from '../../lib/pdf-stamp.ts';

/** The register's export as the Responsable hands it over: the same rows the screen shows. */
export type RegisterExport = {
  tenant: string;
  anio: number;
  /** "todas", "abiertas" or "cerradas", as filtered. */
  estado: string;
  timeZone: string;
  generatedAt: Date;
  entradas: readonly CaseRegisterEntry[];
  /** The export's signed proof (decision 054), printed in the file. */
  verificacion?: { codigo: string; url: string };
};

export const registerTexts = {
  title: 'Libro-registro de informaciones',
  columns: [
    'Código',
    'Fecha de recepción',
    'Tipo',
    'Canal',
    'Estado',
    'Actuaciones',
    'Medidas adoptadas',
    'Fecha de cierre',
    'Resultado',
  ],
  channel: { web: 'Web', verbal: 'Verbal' },
  legal: 'Ley 2/2023, art. 26. Sin datos que identifiquen a personas.',
  none: 'Sin comunicaciones en el periodo.',
  cut: '(continúa en el Excel)',
  verification: (codigo: string, url: string) => `Código de verificación: ${codigo} — compruébelo en ${url}`,
} as const;

function logText(lines: CaseRegisterEntry['actuaciones']): string {
  return lines.map((line) => `${line.fecha}: ${line.descripcion}`).join('\n');
}

function cellsOf(entry: CaseRegisterEntry): string[] {
  return [
    entry.referencia,
    entry.fecha_recepcion,
    entry.tipo,
    registerTexts.channel[entry.canal],
    entry.estado,
    logText(entry.actuaciones),
    logText(entry.medidas),
    entry.fecha_cierre ?? '',
    entry.resultado ?? '',
  ];
}

/** The data rows exactly as both files write them: what the export's signed proof hashes (decision 054). */
export function registerRows(entradas: readonly CaseRegisterEntry[]): string[][] {
  return entradas.map(cellsOf);
}

export function registerFileName(anio: number, format: 'xlsx' | 'pdf'): string {
  return `libro-registro-${anio}.${format}`;
}

/** The register as an Excel workbook: one row per communication, its log in wrapped cells. */
export async function registerWorkbook(input: RegisterExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atalaya';
  workbook.created = input.generatedAt;
  const sheet = workbook.addWorksheet(`Libro-registro ${input.anio}`);
  const widths = [12, 14, 28, 10, 18, 60, 60, 14, 18];
  sheet.columns = registerTexts.columns.map((header, index) => ({ header, width: widths[index] }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of input.entradas) {
    const row = sheet.addRow(cellsOf(entry));
    row.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.addRow([]);
  sheet.addRow([
    `${input.tenant} · ${registerTexts.title} ${input.anio} (${input.estado}) · ${zonedDateTime(input.generatedAt, input.timeZone)}`,
  ]);
  sheet.addRow([registerTexts.legal]);
  if (input.verificacion) {
    sheet.addRow([registerTexts.verification(input.verificacion.codigo, input.verificacion.url)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const page = { width: a4.height, height: a4.width, margin: 36 } as const;
const bodySize = 8;
const lineHeight = 10.5;
/** Column widths in points on an A4 landscape page (they sum to the printable width). */
const pdfWidths = [52, 58, 96, 34, 62, 190, 190, 50, 37.89];

type Fonts = { regular: PDFFont; bold: PDFFont };

function drawRow(target: PDFPage, fonts: Fonts, cells: string[][], y: number, bold: boolean): void {
  let x = page.margin;
  cells.forEach((lines, index) => {
    lines.forEach((text, lineIndex) => {
      target.drawText(text, {
        x: x + 2,
        y: y - (lineIndex + 1) * lineHeight,
        size: bodySize,
        font: bold ? fonts.bold : fonts.regular,
      });
    });
    x += pdfWidths[index] ?? 0;
  });
}

function wrapCells(fonts: Fonts, texts: readonly string[], bold: boolean): string[][] {
  return texts.map((text, index) =>
    text
      .split('\n')
      .flatMap((paragraph) =>
        wrapText(
          bold ? fonts.bold : fonts.regular,
          pdfSafeText(fonts.regular, paragraph),
          bodySize,
          (pdfWidths[index] ?? 40) - 4,
        ),
      ),
  );
}

/** The register as a PDF (A4 landscape): a heading, the column titles on every page, one row per communication. */
export async function registerPdf(input: RegisterExport): Promise<Buffer> {
  const doc = await createPdf();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const header = wrapCells(fonts, registerTexts.columns, true);
  const headerHeight = Math.max(...header.map((lines) => lines.length)) * lineHeight + 4;
  const pages: PDFPage[] = [];
  let current: PDFPage | null = null;
  let y = 0;
  function newPage(): PDFPage {
    const next = doc.addPage([page.width, page.height]);
    pages.push(next);
    y = page.height - page.margin;
    const heading = `${registerTexts.title} ${input.anio} · ${input.tenant}`;
    next.drawText(pdfSafeText(fonts.bold, heading), { x: page.margin, y: y - 12, size: 12, font: fonts.bold });
    next.drawText(
      pdfSafeText(
        fonts.regular,
        `${registerTexts.legal} Generado el ${zonedDateTime(input.generatedAt, input.timeZone)}.`,
      ),
      {
        x: page.margin,
        y: y - 26,
        size: bodySize,
        font: fonts.regular,
      },
    );
    y -= 36;
    drawRow(next, fonts, header, y, true);
    y -= headerHeight;
    return next;
  }
  current = newPage();
  if (input.entradas.length === 0) {
    current.drawText(registerTexts.none, { x: page.margin, y: y - lineHeight, size: bodySize, font: fonts.regular });
  }
  // A row never runs past one page: a longer cell is cut with a pointer to the Excel export.
  const maxLines = Math.floor((page.height - 2 * page.margin - 50 - headerHeight) / lineHeight);
  for (const entry of input.entradas) {
    const cells = wrapCells(fonts, cellsOf(entry), false).map((lines) =>
      lines.length <= maxLines ? lines : [...lines.slice(0, maxLines - 1), registerTexts.cut],
    );
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * lineHeight + 4;
    if (y - height < page.margin + 14) {
      current = newPage();
    }
    drawRow(current, fonts, cells, y, false);
    y -= height;
  }
  const verification = input.verificacion
    ? pdfSafeText(fonts.regular, registerTexts.verification(input.verificacion.codigo, input.verificacion.url))
    : null;
  pages.forEach((target, index) => {
    if (verification !== null) {
      target.drawText(verification, { x: page.margin, y: page.margin - 16, size: bodySize, font: fonts.regular });
    }
    target.drawText(`Página ${index + 1} de ${pages.length}`, {
      x: page.width - page.margin - 60,
      y: page.margin - 16,
      size: bodySize,
      font: fonts.regular,
    });
  });
  setPdfInfo(doc, {
    title: `${registerTexts.title} ${input.anio}`,
    subject: `${input.entradas.length} comunicación(es)`,
    keywords: ['libro-registro', `${input.anio}`],
    author: input.tenant,
    date: input.generatedAt,
  });
  return savePdf(doc);
}
