import type { RedactionRegion } from '@atalaya/contract/complaints/redaction.schemas';

/**
 * A region the handler marks on a page, in fractions of the page (0–1 from its top left corner,
 * as the contract wants them), with an id of the dialog's own to select and remove it by.
 */
export type DraftRegion = RedactionRegion & { id: number };

/** A box in fractions of the page. */
export type Box = Pick<RedactionRegion, 'x' | 'y' | 'ancho' | 'alto'>;

/** A point in fractions of the page. */
export type Point = { x: number; y: number };

/** The smallest side of a region, in fractions of the page: a click is not a drawing, and a box stays grabbable. */
export const minRegionSide = 0.01;
/** How far an arrow key moves a region, or Shift and an arrow key resizes it (fractions of the page). */
export const keyboardStep = 0.01;
/** The side of the region "Añadir zona" places in the middle of the page. */
const addedRegionSide = 0.2;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Six decimals are far finer than any page's pixels, and keep the body readable. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * A box kept inside the page: at least `minRegionSide` on each side, its corner moved in when it
 * would stick out past the right or bottom edge.
 * @example clampBox({ x: 0.9, y: -0.1, ancho: 0.3, alto: 0.2 }) // { x: 0.7, y: 0, ancho: 0.3, alto: 0.2 }
 */
export function clampBox(box: Box): Box {
  const ancho = round(clamp(box.ancho, minRegionSide, 1));
  const alto = round(clamp(box.alto, minRegionSide, 1));
  return {
    x: round(clamp(box.x, 0, 1 - ancho)),
    y: round(clamp(box.y, 0, 1 - alto)),
    ancho,
    alto,
  };
}

/**
 * Where a pointer is on the displayed image, in fractions of it, kept inside the page.
 * `rect` is the image's pixel box (`getBoundingClientRect`); null while it has no size.
 */
export function pointOnPage(
  clientX: number,
  clientY: number,
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
) {
  if (rect.width <= 0 || rect.height <= 0) {
    return null;
  }
  return {
    x: clamp((clientX - rect.left) / rect.width, 0, 1),
    y: clamp((clientY - rect.top) / rect.height, 0, 1),
  } satisfies Point;
}

/** The box between two corners of a drag, in whichever direction it went; null when too small to be meant. */
export function boxBetween(from: Point, to: Point): Box | null {
  const box = {
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    ancho: Math.abs(to.x - from.x),
    alto: Math.abs(to.y - from.y),
  };
  return box.ancho < minRegionSide || box.alto < minRegionSide ? null : clampBox(box);
}

/** The region "Añadir zona" places: a square-ish box in the middle of the page. */
export function centredBox(): Box {
  const side = addedRegionSide;
  return clampBox({ x: (1 - side) / 2, y: (1 - side) / 2, ancho: side, alto: side });
}

/** The keys that move or resize the selected region. */
export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

const arrowDirections: Record<ArrowKey, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * An arrow key on the selected region: moves it one step, or with Shift resizes it from its
 * bottom right corner (right and down grow it, left and up shrink it); always inside the page.
 */
export function nudgeBox(box: Box, key: ArrowKey, resize: boolean): Box {
  const { x: dx, y: dy } = arrowDirections[key];
  if (resize) {
    // Growing past the edge is capped there, never pushing the box's corner.
    return clampBox({
      ...box,
      ancho: clamp(box.ancho + dx * keyboardStep, minRegionSide, 1 - box.x),
      alto: clamp(box.alto + dy * keyboardStep, minRegionSide, 1 - box.y),
    });
  }
  return clampBox({ ...box, x: box.x + dx * keyboardStep, y: box.y + dy * keyboardStep });
}

/** The regions in the order the dialog lists and numbers them: by page, then as they were drawn. */
export function orderedRegions(regions: readonly DraftRegion[]): DraftRegion[] {
  return [...regions].sort((a, b) => a.pagina - b.pagina || a.id - b.id);
}

/** The body's regions (without the dialog's ids), page by page. */
export function bodyRegions(regions: readonly DraftRegion[]): RedactionRegion[] {
  return orderedRegions(regions).map(({ pagina, x, y, ancho, alto }) => ({ pagina, x, y, ancho, alto }));
}

/** How many pages hold at least one region. */
export function pagesWithRegions(regions: readonly DraftRegion[]): number {
  return new Set(regions.map((region) => region.pagina)).size;
}

/** A fraction as a whole percentage, for the words that describe a region. */
export function percent(fraction: number): number {
  return Math.round(fraction * 100);
}
