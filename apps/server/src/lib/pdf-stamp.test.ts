import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageContents, pdfPageTexts } from '../test/document-factories.ts';
import {
  a4,
  documentAsPdf,
  embedStampFont,
  madridDateTime,
  pdfSafeText,
  savePdf,
  stampEveryPage,
  wrapText,
} from './pdf-stamp.ts';

/** Every text matrix (`a b c d e f Tm`) of a page's content. */
function textMatrices(content: string): number[][] {
  return [...content.matchAll(/(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) Tm/g)].map((m) => m.slice(1, 7).map(Number));
}

describe('stampEveryPage', () => {
  it('grows each page at its bottom as seen (any /Rotate) and writes the stamp there, upright for the reader', async () => {
    const doc = await PDFDocument.create();
    for (const rotation of [0, 90, 180, 270]) {
      const page = doc.addPage([300, 400]);
      page.setRotation(degrees(rotation));
      page.drawText(`Contenido ${rotation}`, { x: 20, y: 200 });
    }
    const source = await PDFDocument.load(await doc.save());
    const font = await embedStampFont(source);
    stampEveryPage(source, font, (index, count) => [`Sello de prueba · Página ${index + 1} de ${count}`]);
    const bytes = await savePdf(source);

    const stamped = await PDFDocument.load(bytes);
    const contents = await pdfPageContents(bytes);
    const texts = await pdfPageTexts(bytes);
    const expected = [
      { rotation: 0, box: { x: 0, y: -21, width: 300, height: 421 }, direction: [1, 0] },
      { rotation: 90, box: { x: 0, y: 0, width: 321, height: 400 }, direction: [0, 1] },
      { rotation: 180, box: { x: 0, y: 0, width: 300, height: 421 }, direction: [-1, 0] },
      { rotation: 270, box: { x: -21, y: 0, width: 321, height: 400 }, direction: [0, -1] },
    ];
    expected.forEach((want, index) => {
      const page = stamped.getPage(index);
      expect(page.getRotation().angle).toBe(want.rotation);
      expect(page.getCropBox()).toEqual(want.box);
      expect(page.getMediaBox()).toEqual(want.box);
      expect(texts[index]).toContain(`Contenido ${want.rotation}`);
      expect(texts[index]).toContain(`Sello de prueba · Página ${index + 1} de 4`);
      // The stamp's text runs left to right as the page is shown, inside the added strip.
      const stamp = textMatrices(contents[index] ?? '').at(-1) ?? [];
      // (+ 0 turns -0 into 0)
      expect([Math.round(stamp[0] ?? NaN) + 0, Math.round(stamp[1] ?? NaN) + 0]).toEqual(want.direction);
      const [x, y] = [stamp[4] ?? NaN, stamp[5] ?? NaN];
      const inStrip = {
        0: y < 0 && y > -21,
        90: x > 300 && x < 321,
        180: y > 400 && y < 421,
        270: x < 0 && x > -21,
      }[want.rotation];
      expect(inStrip).toBe(true);
    });
  });

  it('an image becomes one A4 page, landscape when wide, the picture scaled down to fit', async () => {
    const sharp = (await import('sharp')).default;
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const doc = await documentAsPdf(wide, 'image/png');
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: a4.height, height: a4.width });
  });
});

describe('text helpers', () => {
  it('pdfSafeText keeps Spanish text, strips accents the font lacks and replaces what it cannot show', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(pdfSafeText(font, 'Año, señal, €, «comillas»')).toBe('Año, señal, €, «comillas»');
    expect(pdfSafeText(font, 'Dvořák\tŁódź 中文')).toBe('Dvorák ?ódz ??');
    expect(() => font.encodeText(pdfSafeText(font, 'emoji 😀 y ə'))).not.toThrow();
  });

  it('wrapText keeps every line within the width and breaks long words such as hashes', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const hash = 'f'.repeat(64);
    const lines = wrapText(font, `SHA-256: ${hash}`, 8, 100);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 8) <= 100)).toBe(true);
    expect(lines.join('').replace('SHA-256:', '')).toBe(hash);
  });

  it('madridDateTime shows Madrid time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(madridDateTime(new Date('2025-01-15T09:05:07Z'))).toBe('15/01/2025 10:05:07');
    expect(madridDateTime(new Date('2025-07-15T22:30:00Z'))).toBe('16/07/2025 00:30:00');
  });
});
