import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type Sharp } from 'sharp';
import {
  documentRedactionMessages,
  type DocumentPages,
  type RedactionRegion,
} from '@atalaya/contract/complaints/redaction.schemas';
import { AppError } from '../../lib/errors.ts';
import { maxImagePixels } from '../../lib/image-metadata.ts';
import {
  paintBlack,
  pixelRect,
  previewRender,
  redactionRender,
  regionsByPage,
  renderScale,
  scaledSize,
  type PageSize,
  type RedactableMime,
} from './document-redaction.rules.ts';

/*
 * The files of the redaction of documents (decision 065), with no database: a PDF's pages are
 * read and drawn with pdf.js (its Node build, on @napi-rs/canvas), images with sharp; a redacted
 * PDF is rebuilt with pdf-lib. Untrusted input: pdf.js never evaluates code from a file
 * (`isEvalSupported: false`), images are capped at `maxImagePixels`, and anything that cannot be
 * read answers 400 `unreadable`.
 */

type PdfjsModule = typeof Pdfjs;
type PdfDocument = Pdfjs.PDFDocumentProxy;

/** Where the request named the document and the pages: `body` (the redaction) or `params` (the pages' reads). */
type Where = 'body' | 'params';

/** A page drawn: its raw RGBA pixels and the page's size in points. */
type DrawnPage = { pixels: Buffer; width: number; height: number; size: PageSize };

const imageOptions = { failOn: 'error', limitInputPixels: maxImagePixels } as const;
/** Above this size a redacted page is also tried as a JPEG (a scan), and the smaller kept. */
const pngComfortBytes = 1_500_000;

let pdfjsModule: Promise<PdfjsModule> | undefined;

/** pdf.js, loaded on first use (a large module, and it installs its Node polyfills when loaded). */
function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
}

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A folder of pdf.js's package, as pdf.js wants it (trailing separator). */
function pdfjsFolder(name: string): string {
  return `${path.join(pdfjsRoot, name)}${path.sep}`;
}

/** pdf.js's own fonts, character maps, colour profiles and decoders, read from its package. */
const pdfjsData = {
  standardFontDataUrl: pdfjsFolder('standard_fonts'),
  cMapUrl: pdfjsFolder('cmaps'),
  iccUrl: pdfjsFolder('iccs'),
  wasmUrl: pdfjsFolder('wasm'),
};

function invalid(where: Where, field: string, message: string): AppError {
  const at = `${where}.${field}`;
  return new AppError('VALIDATION_FAILED', message, { errors: [{ path: at, message }] });
}

/** 400: the file cannot be read (broken, encrypted, not what its type says). */
export function unreadable(where: Where): AppError {
  return invalid(where, 'iddocumento', documentRedactionMessages.unreadable);
}

/** 400 for a region on a page the document does not have. */
function regionBeyond(index: number): AppError {
  return invalid('body', `regiones.${index}.pagina`, documentRedactionMessages.noPage);
}

/** 404 for a page the document does not have. */
function pageMissing(): AppError {
  return new AppError('NOT_FOUND', documentRedactionMessages.noPage);
}

/** Runs `work`; whatever fails in it but our own refusals is an unreadable file. */
async function readingAs<T>(where: Where, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw unreadable(where);
  }
}

/** Opens a PDF with pdf.js (a copy of the bytes: pdf.js takes its input over), uses it, and closes it. */
async function withPdf<T>(bytes: Uint8Array, use: (lib: PdfjsModule, doc: PdfDocument) => Promise<T>): Promise<T> {
  const lib = await loadPdfjs();
  const task = lib.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    maxImageSize: maxImagePixels,
    verbosity: lib.VerbosityLevel.ERRORS,
    ...pdfjsData,
  });
  try {
    const doc = await task.promise;
    return await use(lib, doc);
  } finally {
    await task.destroy();
  }
}

/** The size of every page of an open PDF, in points, as shown (crop box, rotation). */
async function pdfPageSizes(doc: PdfDocument): Promise<PageSize[]> {
  const sizes: PageSize[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    sizes.push({ ancho: viewport.width, alto: viewport.height });
    page.cleanup();
  }
  return sizes;
}

/** Draws one page of an open PDF (annotations' appearances included) within `limits`, as raw RGBA. */
async function drawPdfPage(
  lib: PdfjsModule,
  doc: PdfDocument,
  number: number,
  limits: Parameters<typeof renderScale>[1],
): Promise<DrawnPage> {
  const page = await doc.getPage(number);
  try {
    const base = page.getViewport({ scale: 1 });
    const size = { ancho: base.width, alto: base.height };
    const scale = renderScale(size, limits);
    const { width, height } = scaledSize(size, scale);
    const canvas = createCanvas(width, height);
    await page.render({ canvas, viewport: page.getViewport({ scale }), annotationMode: lib.AnnotationMode.ENABLE })
      .promise;
    const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
    return { pixels: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, size };
  } finally {
    page.cleanup();
  }
}

/** A drawing's raw RGBA pixels for sharp, without the alpha channel (pages are drawn on white). */
function opaque(drawn: DrawnPage): Sharp {
  return sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } }).removeAlpha();
}

/** Raw RGBA pixels of an opaque drawing as a PNG, or as a JPEG when that is smaller for a large one (a scan). */
async function encodeDrawing(drawn: DrawnPage): Promise<{ kind: 'png' | 'jpeg'; bytes: Buffer }> {
  const png = await opaque(drawn).png().toBuffer();
  if (png.length <= pngComfortBytes) {
    return { kind: 'png', bytes: png };
  }
  const jpeg = await opaque(drawn).jpeg({ quality: 85 }).toBuffer();
  return jpeg.length < png.length ? { kind: 'jpeg', bytes: jpeg } : { kind: 'png', bytes: png };
}

/** The image's pixels, oriented as it is shown (EXIF orientation applied): raw, with its layout. */
async function imagePixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes, imageOptions).rotate().raw().toBuffer({ resolveWithObject: true });
  if (info.channels < 1 || info.channels > 4) {
    throw new Error('unexpected channel count');
  }
  return { data, width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
}

/** `documentPagesSchema`'s facts: a PDF's pages in points, an image's one page in pixels as shown. */
export async function readPages(bytes: Uint8Array, mime: RedactableMime): Promise<Omit<DocumentPages, 'iddocumento'>> {
  return readingAs('params', async () => {
    if (mime === 'application/pdf') {
      return { tipo: 'pdf', paginas: await withPdf(bytes, (_lib, doc) => pdfPageSizes(doc)) };
    }
    const { autoOrient } = await sharp(bytes, imageOptions).metadata();
    return { tipo: 'imagen', paginas: [{ ancho: autoOrient.width, alto: autoOrient.height }] };
  });
}

/** One page as a PNG to draw regions on (up to 1600 px wide); 404 for a page past the end. */
export async function renderPreview(bytes: Uint8Array, mime: RedactableMime, pagina: number): Promise<Buffer> {
  return readingAs('params', async () => {
    if (mime !== 'application/pdf') {
      if (pagina !== 1) {
        throw pageMissing();
      }
      return sharp(bytes, imageOptions)
        .rotate()
        .resize({
          width: previewRender.maxWidth,
          height: previewRender.maxSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png()
        .toBuffer();
    }
    return withPdf(bytes, async (lib, doc) => {
      if (pagina > doc.numPages) {
        throw pageMissing();
      }
      return opaque(await drawPdfPage(lib, doc, pagina, previewRender))
        .png()
        .toBuffer();
    });
  });
}

/** An image with its regions painted black, in its own format, with no metadata. */
async function redactImage(bytes: Uint8Array, mime: RedactableMime, regions: readonly RedactionRegion[]) {
  const { beyond } = regionsByPage(regions, 1);
  if (beyond !== undefined) {
    throw regionBeyond(beyond);
  }
  const image = await imagePixels(bytes);
  paintBlack(
    image.data,
    image,
    regions.map((region) => pixelRect(region, image.width, image.height)),
  );
  const out = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  if (mime === 'image/jpeg') {
    return out.jpeg({ quality: 92 }).toBuffer();
  }
  return mime === 'image/webp' ? out.webp({ quality: 92 }).toBuffer() : out.png().toBuffer();
}

/**
 * A PDF whose pages with a region are replaced by a drawing of them (≈144 dpi) with the regions
 * painted black, at the page's size: nothing of what the page held (text, drawings, images,
 * annotations) is left but the pixels. Pages without a region are copied as they are. The new
 * file is built from the pages alone: the catalogue's outline, names, attachments, forms and
 * metadata of the original are not carried over.
 */
async function redactPdf(bytes: Uint8Array, regions: readonly RedactionRegion[]): Promise<Buffer> {
  return withPdf(bytes, async (lib, doc) => {
    const { pages, beyond } = regionsByPage(regions, doc.numPages);
    if (beyond !== undefined) {
      throw regionBeyond(beyond);
    }
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    if (source.getPageCount() !== doc.numPages) {
      throw unreadable('body');
    }
    const out = await PDFDocument.create({ updateMetadata: false });
    const keptIndices = source.getPageIndices().filter((index) => !pages.has(index + 1));
    const kept = await out.copyPages(source, keptIndices);
    for (let number = 1; number <= doc.numPages; number += 1) {
      const pageRegions = pages.get(number);
      if (pageRegions === undefined) {
        const copied = kept.shift();
        if (copied === undefined) {
          throw unreadable('body');
        }
        out.addPage(copied);
        continue;
      }
      const drawn = await drawPdfPage(lib, doc, number, redactionRender);
      paintBlack(
        drawn.pixels,
        { width: drawn.width, height: drawn.height, channels: 4 },
        pageRegions.map((region) => pixelRect(region, drawn.width, drawn.height)),
      );
      const encoded = await encodeDrawing(drawn);
      const image = encoded.kind === 'png' ? await out.embedPng(encoded.bytes) : await out.embedJpg(encoded.bytes);
      const { ancho, alto } = drawn.size;
      out.addPage([ancho, alto]).drawImage(image, { x: 0, y: 0, width: ancho, height: alto });
    }
    return Buffer.from(await out.save());
  });
}

/**
 * The document with its regions blacked out, of the same type: 400 `noPage` for a region past the
 * last page, 400 `unreadable` when the file cannot be read.
 */
export async function redactFile(
  bytes: Uint8Array,
  mime: RedactableMime,
  regions: readonly RedactionRegion[],
): Promise<Buffer> {
  return readingAs('body', () =>
    mime === 'application/pdf' ? redactPdf(bytes, regions) : redactImage(bytes, mime, regions),
  );
}
