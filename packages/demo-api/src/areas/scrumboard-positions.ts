/**
 * Positions of the scrumboard's lists and cards (spec 001 §9: steps of 65536). A new item goes
 * last (last + 65536, or 65536 in an empty list); an item dropped between two others takes the
 * midpoint of their positions (at the top: the midpoint between 0 and the first). When that
 * midpoint is not a whole number, or there is no whole number left between the two, the whole
 * list is renumbered 65536, 131072, 196608 … in its new order.
 */

export const POSITION_STEP = 65_536;

type Positioned = { id: string; position: number };

export function byPosition<T extends Positioned>(a: T, b: T): number {
  return a.position - b.position;
}

/** The position after the last of `siblings`. */
export function nextPosition(siblings: readonly Positioned[]): number {
  return siblings.reduce((max, item) => Math.max(max, item.position), 0) + POSITION_STEP;
}

/**
 * The position for an item dropped at `index` among `others` (sorted, the item itself not among
 * them), or `undefined` when the list has to be renumbered.
 */
export function positionAt(others: readonly Positioned[], index: number): number | undefined {
  const at = Math.max(0, Math.min(index, others.length));
  if (at === others.length) {
    return nextPosition(others);
  }
  const before = at === 0 ? 0 : (others[at - 1] as Positioned).position;
  const after = (others[at] as Positioned).position;
  const middle = (before + after) / 2;
  return Number.isInteger(middle) && middle > before && middle < after ? middle : undefined;
}

/**
 * Places `item` at `index` among `siblings` (the other items of its list, in any order): sets its
 * position, renumbering every one of them when no whole midpoint is left.
 */
export function placeAt<T extends Positioned>(siblings: readonly T[], item: T, index: number): void {
  const others = siblings.filter((sibling) => sibling.id !== item.id).sort(byPosition);
  const position = positionAt(others, index);
  if (position !== undefined) {
    item.position = position;
    return;
  }
  const ordered = [...others];
  ordered.splice(Math.max(0, Math.min(index, others.length)), 0, item);
  ordered.forEach((sibling, order) => {
    sibling.position = (order + 1) * POSITION_STEP;
  });
}
