import { describe, expect, it } from 'vitest';
import {
  isRedactableMime,
  paintBlack,
  pixelRect,
  previewRender,
  redactableMimeOf,
  redactionRender,
  regionsByPage,
  renderScale,
} from './document-redaction.rules.ts';

/** Decision 065: which pixels a region covers, at what size pages are drawn. */
describe('document redaction rules', () => {
  it('a region covers every pixel it touches, at least one, never past the edge', () => {
    const region = { pagina: 1, x: 0.1, y: 0.2, ancho: 0.5, alto: 0.25 };
    expect(pixelRect(region, 100, 40)).toEqual({ left: 10, top: 8, right: 60, bottom: 18 });
    // A fraction of a pixel on either side takes the whole pixel.
    expect(pixelRect({ ...region, x: 0.105, ancho: 0.5 }, 100, 40)).toMatchObject({ left: 10, right: 61 });
    // A sliver at the right edge (x + ancho may pass 1 by rounding) is one pixel inside the picture.
    expect(pixelRect({ pagina: 1, x: 1, y: 1, ancho: 0.000_001, alto: 0.000_001 }, 100, 40)).toEqual({
      left: 99,
      top: 39,
      right: 100,
      bottom: 40,
    });
    expect(pixelRect({ pagina: 1, x: 0, y: 0, ancho: 1, alto: 1.000_001 }, 7, 3)).toEqual({
      left: 0,
      top: 0,
      right: 7,
      bottom: 3,
    });
  });

  it('paints colour channels black and alpha opaque, only inside the rectangles', () => {
    const pixels = Buffer.alloc(4 * 3 * 2, 200);
    paintBlack(pixels, { width: 4, height: 2, channels: 3 }, [{ left: 1, top: 0, right: 3, bottom: 1 }]);
    expect([...pixels]).toEqual([
      ...[200, 200, 200, 0, 0, 0, 0, 0, 0, 200, 200, 200],
      ...[200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    ]);
    const withAlpha = Buffer.alloc(2 * 2, 0);
    paintBlack(withAlpha, { width: 2, height: 1, channels: 2 }, [{ left: 1, top: 0, right: 2, bottom: 1 }]);
    expect([...withAlpha]).toEqual([0, 0, 0, 255]);
  });

  it('pages are drawn at scale 2 unless too wide, too long or too large', () => {
    expect(renderScale({ ancho: 595, alto: 842 }, redactionRender)).toBe(2);
    expect(renderScale({ ancho: 595, alto: 842 }, previewRender)).toBe(2);
    expect(renderScale({ ancho: 1190, alto: 842 }, previewRender)).toBeCloseTo(1600 / 1190);
    expect(renderScale({ ancho: 200, alto: 14_400 }, redactionRender)).toBeCloseTo(5000 / 14_400);
    const big = renderScale({ ancho: 3370, alto: 4768 }, redactionRender);
    expect(3370 * big * 4768 * big).toBeLessThanOrEqual(16_000_001);
  });

  it('groups regions by page and names the first past the last page', () => {
    const region = { pagina: 1, x: 0, y: 0, ancho: 0.5, alto: 0.5 };
    const { pages, beyond } = regionsByPage([region, { ...region, pagina: 2 }, { ...region, pagina: 1 }], 2);
    expect([...pages.keys()]).toEqual([1, 2]);
    expect(pages.get(1)).toHaveLength(2);
    expect(beyond).toBeUndefined();
    expect(regionsByPage([region, { ...region, pagina: 3 }, { ...region, pagina: 4 }], 2).beyond).toBe(1);
  });

  it('knows the redactable kinds, by name and by their first bytes', () => {
    expect(['application/pdf', 'image/jpeg', 'image/png', 'image/webp'].every(isRedactableMime)).toBe(true);
    expect(isRedactableMime('image/gif')).toBe(false);
    expect(isRedactableMime('text/plain')).toBe(false);
    expect(redactableMimeOf(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(redactableMimeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(redactableMimeOf(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('image/png');
    expect(redactableMimeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(redactableMimeOf(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
