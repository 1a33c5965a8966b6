import { redactableDocumentMimes, type RedactionRegion } from '@atalaya/contract/complaints/redaction.schemas';

/*
 * Pure rules of the redaction of documents (issue 17 §7, part 2; decision 065): which documents
 * can be redacted, at what size a page is drawn, and which pixels a region covers.
 */

export type RedactableMime = (typeof redactableDocumentMimes)[number];

/** A rectangle of whole pixels: `left`/`top` included, `right`/`bottom` excluded. */
export type PixelRect = { left: number; top: number; right: number; bottom: number };

/** A size in points (a PDF page) or pixels (an image). */
export type PageSize = { ancho: number; alto: number };

/** A redacted page is drawn at ≈144 dpi (scale 2 of the page's points), and never larger than this. */
export const redactionRender = { maxScale: 2, maxSide: 5000, maxPixels: 16_000_000 } as const;
/** A page shown to draw regions on: up to 1600 px wide. */
export const previewRender = { maxScale: 2, maxWidth: 1600, maxSide: 5000, maxPixels: 8_000_000 } as const;

export function isRedactableMime(mime: string): mime is RedactableMime {
  return (redactableDocumentMimes as readonly string[]).includes(mime);
}

/**
 * The kind of file some bytes are, among the redactable ones, by their magic number (the original
 * of a redaction is served with it); undefined for anything else.
 */
export function redactableMimeOf(bytes: Uint8Array): RedactableMime | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) {
    return 'application/pdf';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (head.startsWith('\x89PNG\r\n\x1a\n')) {
    return 'image/png';
  }
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/**
 * The scale to draw a page of `size` points at: `maxScale`, less when the drawing would be wider
 * than `maxWidth`, have a side over `maxSide` or more than `maxPixels` pixels.
 * @example renderScale({ ancho: 595, alto: 842 }, redactionRender) // 2 (1190 × 1684 px)
 */
export function renderScale(
  size: PageSize,
  limits: { maxScale: number; maxSide: number; maxPixels: number; maxWidth?: number },
): number {
  const candidates = [
    limits.maxScale,
    limits.maxSide / Math.max(size.ancho, size.alto),
    Math.sqrt(limits.maxPixels / (size.ancho * size.alto)),
  ];
  if (limits.maxWidth !== undefined) {
    candidates.push(limits.maxWidth / size.ancho);
  }
  return Math.min(...candidates);
}

/** The pixel size of a drawing of `size` at `scale` (at least 1 × 1). */
export function scaledSize(size: PageSize, scale: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(size.ancho * scale)),
    height: Math.max(1, Math.round(size.alto * scale)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The pixels a region covers on a drawing of `width` × `height`: every pixel it touches, so a
 * region never leaves a sliver of what it covers; at least one pixel.
 * @example pixelRect({ pagina: 1, x: 0.1, y: 0.2, ancho: 0.5, alto: 0.25 }, 100, 40) // { left: 10, top: 8, right: 60, bottom: 18 }
 */
export function pixelRect(region: RedactionRegion, width: number, height: number): PixelRect {
  const left = clamp(Math.floor(region.x * width), 0, width - 1);
  const top = clamp(Math.floor(region.y * height), 0, height - 1);
  const right = clamp(Math.ceil((region.x + region.ancho) * width), left + 1, width);
  const bottom = clamp(Math.ceil((region.y + region.alto) * height), top + 1, height);
  return { left, top, right, bottom };
}

/**
 * Paints rectangles black (opaque) in raw interleaved pixels of `channels` channels (1 grey, 2 grey
 * and alpha, 3 RGB, 4 RGBA): colour channels 0, alpha full.
 */
export function paintBlack(
  pixels: Buffer,
  image: { width: number; height: number; channels: number },
  rects: readonly PixelRect[],
): void {
  const { width, channels } = image;
  const hasAlpha = channels === 2 || channels === 4;
  const black = Buffer.alloc(channels);
  if (hasAlpha) {
    black[channels - 1] = 255;
  }
  for (const rect of rects) {
    const row = Buffer.alloc((rect.right - rect.left) * channels);
    for (let offset = 0; offset < row.length; offset += channels) {
      black.copy(row, offset);
    }
    for (let y = rect.top; y < rect.bottom; y += 1) {
      row.copy(pixels, (y * width + rect.left) * channels);
    }
  }
}

/**
 * The regions by page (1-based), and the first one on a page past `pageCount` (its index in the
 * body), if any.
 */
export function regionsByPage(
  regions: readonly RedactionRegion[],
  pageCount: number,
): { pages: Map<number, RedactionRegion[]>; beyond: number | undefined } {
  const pages = new Map<number, RedactionRegion[]>();
  let beyond: number | undefined;
  regions.forEach((region, index) => {
    if (region.pagina > pageCount) {
      beyond ??= index;
      return;
    }
    pages.set(region.pagina, [...(pages.get(region.pagina) ?? []), region]);
  });
  return { pages, beyond };
}
