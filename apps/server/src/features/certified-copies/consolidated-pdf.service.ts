import type { FastifyInstance } from 'fastify';
import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import {
  a4,
  addImagePage,
  canRenderAsPdf,
  createPdf,
  embedImage,
  loadPdf,
  zonedDateTime,
  pdfSafeText,
  savePdf,
  setPdfInfo,
  wrapText,
} from '../../lib/pdf-stamp.ts';
import {
  auditDocumentAction,
  auditRefusals,
  type DocumentAuditScope,
} from '../../domain/document/document-audit.service.ts';
import {
  findComplaintById,
  findComplaintDocuments,
  findTenantName,
} from '../../domain/document/document.repository.ts';
import { documentContexts, readDocumentBytes, sha256Hex } from '../../domain/document/document-content.service.ts';
import { formatBytes } from '../../domain/document/upload-limits.rules.ts';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import { seesAnyCase } from '../../domain/complaint/case-access.repository.ts';
import { findDocumentCaseReference } from '../../domain/document/document-case.repository.ts';

export const consolidateTexts = {
  title: 'Documentos de la comunicación',
  notConvertible: 'No incluido (formato no convertible)',
  unreadable: 'No incluido (no se ha podido leer el archivo)',
  noDocuments: 'La comunicación no tiene documentos.',
  noDescription: '(sin descripción)',
} as const;

/** One document of the complaint, decrypted, with how it enters the PDF. */
type Entry = {
  descripcion: string;
  nombre: string;
  mime: string;
  tamano: number;
  fecAlta: string;
  /** The tenant's time zone, in which `fecAlta` is written (labelled). */
  timeZone: string;
  origen: 'informante' | 'gestor';
  sha256: string;
  content:
    | { kind: 'pdf'; pages: PDFPage[] }
    | { kind: 'image'; image: PDFImage }
    | { kind: 'notConvertible' }
    | { kind: 'unreadable' };
};

function pageCountOf(entry: Entry): number {
  switch (entry.content.kind) {
    case 'pdf':
      return entry.content.pages.length;
    case 'image':
      return 1;
    default:
      return 0;
  }
}

/** One line of text on the cover: font, size, and the gap it takes. */
type CoverLine = { text: string; bold: boolean; size: number; indent: number };

const cover = { margin: 50, lineGap: 3, entryGap: 8 } as const;

function lineHeight(line: CoverLine): number {
  return line.size + cover.lineGap;
}

/** The lines of one document on the cover (wrapped to the page width). */
function entryLines(
  fonts: { regular: PDFFont; bold: PDFFont },
  entry: Entry,
  number: number,
  firstPage: number,
): CoverLine[] {
  const width = a4.width - 2 * cover.margin;
  const indent = 14;
  const lines: CoverLine[] = [];
  function add(text: string, bold: boolean, size: number, at: number): void {
    const font = bold ? fonts.bold : fonts.regular;
    for (const row of wrapText(font, pdfSafeText(font, text), size, width - at)) {
      lines.push({ text: row, bold, size, indent: at });
    }
  }
  add(`${number}. ${entry.descripcion === '' ? consolidateTexts.noDescription : entry.descripcion}`, true, 10, 0);
  add(`Archivo: ${entry.nombre}`, false, 8.5, indent);
  add(
    `Tipo: ${entry.mime} · Tamaño: ${formatBytes(entry.tamano)} · Fecha: ${zonedDateTime(new Date(entry.fecAlta), entry.timeZone)}` +
      ` · Aportado por: ${entry.origen === 'gestor' ? 'el gestor' : 'el informante'}`,
    false,
    8.5,
    indent,
  );
  add(`SHA-256 del original: ${entry.sha256}`, false, 8.5, indent);
  const pages = pageCountOf(entry);
  let where: string;
  if (entry.content.kind === 'notConvertible') {
    where = consolidateTexts.notConvertible;
  } else if (entry.content.kind === 'unreadable') {
    where = consolidateTexts.unreadable;
  } else {
    where = pages === 1 ? `Incluido: página ${firstPage}` : `Incluido: páginas ${firstPage} a ${firstPage + pages - 1}`;
  }
  add(where, false, 8.5, indent);
  return lines;
}

/**
 * The cover laid out on pages: a heading, then every document as a block that never splits
 * across pages. `coverPages` is the page count assumed for the page numbers printed; the block
 * heights do not depend on it, so a second layout with the real count gives the same pages.
 */
function layoutCover(
  fonts: { regular: PDFFont; bold: PDFFont },
  heading: CoverLine[],
  entries: readonly Entry[],
  coverPages: number,
): CoverLine[][] {
  const usable = a4.height - 2 * cover.margin - 20;
  const pages: CoverLine[][] = [[...heading]];
  let used = heading.reduce((sum, line) => sum + lineHeight(line), 0) + cover.entryGap;
  let nextPage = coverPages + 1;
  entries.forEach((entry, index) => {
    const block = entryLines(fonts, entry, index + 1, nextPage);
    nextPage += pageCountOf(entry);
    const height = block.reduce((sum, line) => sum + lineHeight(line), 0) + cover.entryGap;
    if (used + height > usable && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)?.push(...block, { text: '', bold: false, size: cover.entryGap - cover.lineGap, indent: 0 });
    used += height;
  });
  return pages;
}

function drawCoverPage(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  lines: readonly CoverLine[],
  footer: string,
): void {
  let y = a4.height - cover.margin;
  for (const line of lines) {
    y -= lineHeight(line);
    if (line.text !== '') {
      page.drawText(line.text, {
        x: cover.margin + line.indent,
        y,
        size: line.size,
        font: line.bold ? fonts.bold : fonts.regular,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
  }
  page.drawText(footer, {
    x: cover.margin,
    y: cover.margin / 2,
    size: 8,
    font: fonts.regular,
    color: rgb(0.4, 0.4, 0.4),
  });
}

/** Brings one stored document into the output document (pages copied, image embedded) or says why not. */
async function contentOf(out: PDFDocument, bytes: Buffer, mime: string): Promise<Entry['content']> {
  if (!canRenderAsPdf(mime)) {
    return { kind: 'notConvertible' };
  }
  try {
    if (mime === 'application/pdf') {
      const source = await loadPdf(bytes);
      return { kind: 'pdf', pages: await out.copyPages(source, source.getPageIndices()) };
    }
    return { kind: 'image', image: await embedImage(out, bytes, mime) };
  } catch {
    return { kind: 'unreadable' };
  }
}

/**
 * Builds the consolidated PDF of a complaint's documents: cover page(s), then every PDF page and
 * every image page, in the complaint's document order. Answers the bytes and the counts.
 */
export async function buildConsolidatedPdf(input: {
  tenant: string;
  /** The case's reference (decision 027): how the cover and the PDF's title name it. */
  referencia: string;
  /** The tenant's time zone: every date of the cover is in it, labelled. */
  timeZone: string;
  generatedAt: Date;
  documents: readonly { bytes: Buffer; meta: Omit<Entry, 'content'> }[];
}): Promise<{ bytes: Buffer; coverPages: number; included: number; pageCount: number }> {
  const out = await createPdf();
  const fonts = {
    regular: await out.embedFont(StandardFonts.Helvetica),
    bold: await out.embedFont(StandardFonts.HelveticaBold),
  };
  const entries: Entry[] = [];
  for (const document of input.documents) {
    entries.push({ ...document.meta, content: await contentOf(out, document.bytes, document.meta.mime) });
  }
  const included = entries.filter((entry) => pageCountOf(entry) > 0).length;
  const headingText: [string, boolean, number][] = [
    [consolidateTexts.title, true, 16],
    [input.tenant, false, 10],
    [`Comunicación ${input.referencia} · Generado el ${zonedDateTime(input.generatedAt, input.timeZone)}`, false, 9],
    [
      entries.length === 0
        ? consolidateTexts.noDocuments
        : `${entries.length} documento(s); ${included} incluido(s) a continuación, cada uno en sus propias páginas.`,
      false,
      9,
    ],
  ];
  const heading = headingText.flatMap(([text, bold, size]) =>
    wrapText(
      bold ? fonts.bold : fonts.regular,
      pdfSafeText(fonts.regular, text),
      size,
      a4.width - 2 * cover.margin,
    ).map((row) => ({ text: row, bold, size, indent: 0 })),
  );
  const coverPages = layoutCover(fonts, heading, entries, 1).length;
  const layout = layoutCover(fonts, heading, entries, coverPages);
  layout.forEach((lines, index) => {
    drawCoverPage(
      out.addPage([a4.width, a4.height]),
      fonts,
      lines,
      `Portada · página ${index + 1} de ${layout.length}`,
    );
  });
  for (const entry of entries) {
    if (entry.content.kind === 'pdf') {
      for (const page of entry.content.pages) {
        out.addPage(page);
      }
    } else if (entry.content.kind === 'image') {
      addImagePage(out, entry.content.image);
    }
  }
  setPdfInfo(out, {
    title: `${consolidateTexts.title} ${input.referencia}`,
    subject: `${entries.length} documento(s)`,
    keywords: entries.map((entry) => `sha256:${entry.sha256}`),
    author: input.tenant,
    date: input.generatedAt,
  });
  return { bytes: await savePdf(out), coverPages: layout.length, included, pageCount: out.getPageCount() };
}

/**
 * `GET /api/gdoc/documento/consolidado/{id}` and `GET /api/denuncias/den_denuncia_docs/consolidado?id=`:
 * the consolidated PDF of a complaint of the caller's tenant (404 otherwise), audited
 * 'consolidar_documentos'.
 */
export async function consolidateComplaintDocuments(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'consolidar_documentos', detalle: `iddenuncia=${iddenuncia}`, scope } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const complaint = await findComplaintById(app.db, claims.idcliente, iddenuncia);
    if (!complaint || !(await seesAnyCase(app.db, claims, [complaint.iddenuncia]))) {
      throw new AppError('NOT_FOUND', messages.notFound);
    }
    scope.iddenuncia = complaint.iddenuncia;
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    const timeZone = await tenantTimeZone(app.db, claims.idcliente);
    const referencia = (await findDocumentCaseReference(app.db, claims.idcliente, iddenuncia)) ?? '';
    const rows = await findComplaintDocuments(app.db, claims.idcliente, iddenuncia);
    const documents = [];
    for (const row of rows) {
      const bytes = await readDocumentBytes(app, key, { idcliente: claims.idcliente, blob_key: row.blob_key });
      documents.push({
        bytes,
        meta: {
          descripcion: decryptText(key, row.descripcion, documentContexts.descripcion(row.blob_key)),
          nombre: decryptText(key, row.nombre, documentContexts.nombre(row.blob_key)),
          mime: row.tipo_mime,
          tamano: row.tamano,
          fecAlta: row.fec_alta,
          timeZone,
          origen: row.origen,
          sha256: sha256Hex(bytes),
        },
      });
    }
    const built = await buildConsolidatedPdf({
      tenant: await findTenantName(app.db, claims.idcliente),
      referencia,
      timeZone,
      generatedAt: new Date(),
      documents,
    });
    await auditDocumentAction(app, claims, {
      accion: 'consolidar_documentos',
      resultado: 'ok',
      iddenuncia,
      detalle: `documentos=${documents.length} incluidos=${built.included} sha256=${sha256Hex(built.bytes).slice(0, 8)}`,
    });
    return { bytes: built.bytes, fileName: `comunicacion-${referencia}-documentos.pdf` };
  });
}
