import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { maxImagePixels } from './metadata-strip.ts';

/**
 * PDF building blocks for copies of documents (pdf-lib, sharp): a stored document as a PDF, the
 * visible stamp of stamped and certified copies, text that the standard fonts can show, and
 * deterministic output (pdf-lib's name generator is seeded and every date is given), so the same
 * inputs always give the same bytes.
 */

/** A4 in PDF points. */
export const a4 = { width: 595.28, height: 841.89 } as const;
const imageMargin = 36;

const imageMimes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Whether a stored type can be shown as PDF pages: PDFs, and images (one page each). */
export function canRenderAsPdf(mime: string): boolean {
  return mime === 'application/pdf' || (imageMimes as readonly string[]).includes(mime);
}

/** A stored PDF, loaded without touching its metadata (pdf-lib would otherwise add its own). */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

/** An empty document that pdf-lib adds no Producer, Creator or dates to. */
export async function createPdf(): Promise<PDFDocument> {
  return PDFDocument.create({ updateMetadata: false });
}

/**
 * Embeds an image: JPEG and PNG as they are, anything else (GIF, WebP) as a PNG of its first frame.
 * pdf-lib reads images through `bytes.buffer` from offset 0, so each gets an array of its own (a
 * Buffer is often a view into a larger pool or a decrypted block).
 */
export async function embedImage(doc: PDFDocument, bytes: Buffer, mime: string): Promise<PDFImage> {
  if (mime === 'image/jpeg') {
    return doc.embedJpg(new Uint8Array(bytes));
  }
  if (mime === 'image/png') {
    return doc.embedPng(new Uint8Array(bytes));
  }
  const png = await sharp(bytes, { failOn: 'error', limitInputPixels: maxImagePixels }).png().toBuffer();
  return doc.embedPng(new Uint8Array(png));
}

/**
 * Adds one A4 page (portrait, or landscape for a wide image) with the image centred and scaled to
 * fit inside the margins (never enlarged beyond its size at 72 dpi).
 */
export function addImagePage(doc: PDFDocument, image: PDFImage): PDFPage {
  const landscape = image.width > image.height;
  const width = landscape ? a4.height : a4.width;
  const height = landscape ? a4.width : a4.height;
  const page = doc.addPage([width, height]);
  const scale = Math.min(1, (width - 2 * imageMargin) / image.width, (height - 2 * imageMargin) / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: (height - drawn.height) / 2,
    width: drawn.width,
    height: drawn.height,
  });
  return page;
}

/**
 * A stored document (already checked with canRenderAsPdf) as a PDF document to add to: the PDF
 * itself, or a new one-page PDF holding the image.
 */
export async function documentAsPdf(bytes: Buffer, mime: string): Promise<PDFDocument> {
  if (mime === 'application/pdf') {
    return loadPdf(bytes);
  }
  const doc = await createPdf();
  addImagePage(doc, await embedImage(doc, bytes, mime));
  return doc;
}

/**
 * Text the font can draw: control characters become spaces, letters outside the font's character
 * set lose their accents when that is enough (ő → o) and become "?" otherwise.
 * @example pdfSafeText(helvetica, 'Dvořák — año 中') // 'Dvorák — año ?'
 */
export function pdfSafeText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += bare !== '' && [...bare].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? bare : '?';
  }
  return out.replace(/[ \t]+/g, ' ');
}

/**
 * Splits (already safe) text into lines no wider than `maxWidth`, breaking between words and, for
 * words longer than a line (hashes, addresses), inside them.
 */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  function fits(candidate: string): boolean {
    return font.widthOfTextAtSize(candidate, size) <= maxWidth;
  }
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') {
      lines.push(line);
      line = '';
    }
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) {
        cut -= 1;
      }
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') {
    lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

type Box = { x: number; y: number; width: number; height: number };

const stampStyle = { size: 7, lineHeight: 9, padding: 6, sideMargin: 10 } as const;

/** The page's /Rotate as 0, 90, 180 or 270. */
function rotationOf(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  return angle as 0 | 90 | 180 | 270;
}

/**
 * Where a point of the strip goes in user space: `u` along the text (left → right as the page is
 * seen), `v` up from the strip's outer edge, for each page rotation (shown clockwise).
 */
function stripPoint(rotation: 0 | 90 | 180 | 270, box: Box, u: number, v: number): { x: number; y: number } {
  switch (rotation) {
    case 0:
      return { x: box.x + u, y: box.y + v };
    case 90:
      return { x: box.x + box.width - v, y: box.y + u };
    case 180:
      return { x: box.x + box.width - u, y: box.y + box.height - v };
    case 270:
      return { x: box.x + v, y: box.y + box.height - u };
  }
}

/**
 * Draws a stamp on EVERY page of a document, in a strip added below what the page shows (the page
 * grows, nothing of the original is covered), at the bottom as the page is seen whatever its
 * rotation. `linesFor` gives each page's lines (e.g. with its page number); long lines wrap.
 */
export function stampEveryPage(
  doc: PDFDocument,
  font: PDFFont,
  linesFor: (pageIndex: number, pageCount: number) => string[],
): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const rotation = rotationOf(page);
    const visible = page.getCropBox();
    const sideways = rotation === 90 || rotation === 270;
    const textWidth = (sideways ? visible.height : visible.width) - 2 * stampStyle.sideMargin;
    const rows = linesFor(index, pages.length).flatMap((line) =>
      wrapText(font, pdfSafeText(font, line), stampStyle.size, Math.max(textWidth, 40)),
    );
    const strip = rows.length * stampStyle.lineHeight + 2 * stampStyle.padding;
    const grown: Box = { ...visible };
    if (rotation === 0) {
      grown.y -= strip;
      grown.height += strip;
    } else if (rotation === 90) {
      grown.width += strip;
    } else if (rotation === 180) {
      grown.height += strip;
    } else {
      grown.x -= strip;
      grown.width += strip;
    }
    const media = page.getMediaBox();
    const x0 = Math.min(media.x, grown.x);
    const y0 = Math.min(media.y, grown.y);
    const x1 = Math.max(media.x + media.width, grown.x + grown.width);
    const y1 = Math.max(media.y + media.height, grown.y + grown.height);
    page.setMediaBox(x0, y0, x1 - x0, y1 - y0);
    page.setCropBox(grown.x, grown.y, grown.width, grown.height);

    // A white strip (hides whatever the media box held outside the old visible area), a rule, the text.
    const along = sideways ? grown.height : grown.width;
    const corner = stripPoint(rotation, grown, 0, 0);
    page.drawRectangle({
      x: corner.x,
      y: corner.y,
      width: along,
      height: strip,
      rotate: degrees(rotation),
      color: rgb(1, 1, 1),
    });
    const ruleStart = stripPoint(rotation, grown, stampStyle.sideMargin, strip - 1);
    const ruleEnd = stripPoint(rotation, grown, along - stampStyle.sideMargin, strip - 1);
    page.drawLine({ start: ruleStart, end: ruleEnd, thickness: 0.5, color: rgb(0.35, 0.35, 0.35) });
    rows.forEach((row, rowIndex) => {
      const baseline = strip - stampStyle.padding - (rowIndex + 1) * stampStyle.lineHeight + 2;
      const origin = stripPoint(rotation, grown, stampStyle.sideMargin, baseline);
      page.drawText(row, {
        x: origin.x,
        y: origin.y,
        size: stampStyle.size,
        font,
        color: rgb(0.1, 0.1, 0.1),
        rotate: degrees(rotation),
      });
    });
  });
}

/** The document information of a generated PDF; every date is given so the output is reproducible. */
export function setPdfInfo(
  doc: PDFDocument,
  info: { title: string; subject: string; keywords: string[]; author: string; date: Date },
): void {
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setKeywords(info.keywords);
  doc.setAuthor(info.author);
  doc.setCreator('Atalaya');
  doc.setProducer('Atalaya');
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
}

export async function savePdf(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save({ updateFieldAppearances: false, addDefaultPage: false }));
}

/** The standard font copies are written with (WinAnsi: Western European text). */
export async function embedStampFont(doc: PDFDocument): Promise<PDFFont> {
  return doc.embedFont(StandardFonts.Helvetica);
}

/**
 * A date and time as Spanish readers expect, in the tenant's time zone and labelled with it.
 * @example zonedDateTime(new Date('2025-03-12T09:22:05Z'), 'Europe/Madrid') // '12/03/2025 10:22:05 CET'
 */
export function zonedDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(date);
  function get(type: Intl.DateTimeFormatPartTypes): string {
    return parts.find((p) => p.type === type)?.value ?? '';
  }
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')} ${get('timeZoneName')}`;
}

/**
 * A date and time as Spanish readers expect, in Madrid time.
 * @example madridDateTime(new Date('2025-03-12T09:22:05Z')) // '12/03/2025 10:22:05'
 */
export function madridDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  function get(type: Intl.DateTimeFormatPartTypes): string {
    return parts.find((p) => p.type === type)?.value ?? '';
  }
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
