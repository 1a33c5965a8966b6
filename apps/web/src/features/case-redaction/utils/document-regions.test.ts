import { describe, expect, it } from 'vitest';
import { redactionRegionSchema } from '@atalaya/contract/complaints/redaction.schemas';
import {
  bodyRegions,
  boxBetween,
  centredBox,
  clampBox,
  nudgeBox,
  pagesWithRegions,
  pointOnPage,
} from './document-regions.ts';

const rect = { left: 100, top: 50, width: 400, height: 200 };

describe('document regions', () => {
  it('reads a pointer as fractions of the image, kept inside it', () => {
    expect(pointOnPage(200, 100, rect)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointOnPage(20, 400, rect)).toEqual({ x: 0, y: 1 });
    expect(pointOnPage(200, 100, { ...rect, width: 0 })).toBeNull();
  });

  it('makes a box of a drag in any direction, and nothing of a click', () => {
    expect(boxBetween({ x: 0.5, y: 0.75 }, { x: 0.25, y: 0.25 })).toEqual({ x: 0.25, y: 0.25, ancho: 0.25, alto: 0.5 });
    expect(boxBetween({ x: 0.5, y: 0.5 }, { x: 0.502, y: 0.6 })).toBeNull();
  });

  it('keeps a box inside the page, moving its corner in rather than cutting it', () => {
    expect(clampBox({ x: 0.9, y: -0.1, ancho: 0.3, alto: 0.2 })).toEqual({ x: 0.7, y: 0, ancho: 0.3, alto: 0.2 });
    expect(clampBox({ x: 0, y: 0, ancho: 2, alto: 0 })).toEqual({ x: 0, y: 0, ancho: 1, alto: 0.01 });
  });

  it('moves with the arrows and resizes with Shift, never past the edges', () => {
    const box = centredBox();
    expect(box).toEqual({ x: 0.4, y: 0.4, ancho: 0.2, alto: 0.2 });
    expect(nudgeBox(box, 'ArrowRight', false)).toEqual({ x: 0.41, y: 0.4, ancho: 0.2, alto: 0.2 });
    expect(nudgeBox(box, 'ArrowUp', false)).toEqual({ x: 0.4, y: 0.39, ancho: 0.2, alto: 0.2 });
    expect(nudgeBox(box, 'ArrowRight', true)).toEqual({ x: 0.4, y: 0.4, ancho: 0.21, alto: 0.2 });
    expect(nudgeBox(box, 'ArrowUp', true)).toEqual({ x: 0.4, y: 0.4, ancho: 0.2, alto: 0.19 });
    const atEdge = { x: 0.8, y: 0, ancho: 0.2, alto: 0.01 };
    expect(nudgeBox(atEdge, 'ArrowRight', false)).toEqual(atEdge);
    expect(nudgeBox(atEdge, 'ArrowRight', true)).toEqual(atEdge);
    expect(nudgeBox(atEdge, 'ArrowUp', true)).toEqual(atEdge);
  });

  it('sends the regions page by page, each one the contract accepts', () => {
    const regions = [
      { id: 1, pagina: 2, ...centredBox() },
      { id: 2, pagina: 1, x: 0.99, y: 0.99, ancho: 0.01, alto: 0.01 },
      { id: 3, pagina: 2, ...clampBox({ x: 0.7, y: 0.7, ancho: 0.3, alto: 0.3 }) },
    ];
    const body = bodyRegions(regions);
    expect(body.map((region) => region.pagina)).toEqual([1, 2, 2]);
    expect(body[0]).toEqual({ pagina: 1, x: 0.99, y: 0.99, ancho: 0.01, alto: 0.01 });
    for (const region of body) {
      expect(redactionRegionSchema.safeParse(region).success).toBe(true);
    }
    expect(pagesWithRegions(regions)).toBe(2);
  });
});
