import { type FullBoard } from './scrumboard-api.ts';

/**
 * The order shown on a board while cards and lists are dragged: list ids, and for each list its
 * card ids. dnd-kit ids carry their kind (`list:`, `card:`, and `column:` for the drop area of a
 * list's cards) so that one drag context holds both.
 */
export type Layout = { lists: string[]; cards: Record<string, string[]> };
export type DragKind = 'list' | 'card' | 'column';
export type Place = { listId: string; index: number };

export function layoutOf(board: FullBoard): Layout {
  const cards: Record<string, string[]> = {};
  for (const list of board.lists) {
    cards[list.id] = [];
  }
  for (const card of board.cards) {
    cards[card.listId]?.push(card.id);
  }
  return { lists: board.lists.map((list) => list.id), cards };
}

export function dragId(kind: DragKind, id: string): string {
  return `${kind}:${id}`;
}

export function parseDragId(value: string | number): { kind: DragKind; id: string } | undefined {
  const text = String(value);
  const at = text.indexOf(':');
  const kind = text.slice(0, at);
  if (kind !== 'list' && kind !== 'card' && kind !== 'column') {
    return undefined;
  }
  return { kind, id: text.slice(at + 1) };
}

/** The list holding a card, and its index there. */
export function placeOf(layout: Layout, cardId: string): Place | undefined {
  for (const listId of layout.lists) {
    const index = layout.cards[listId]?.indexOf(cardId) ?? -1;
    if (index >= 0) {
      return { listId, index };
    }
  }
  return undefined;
}

/** The layout with the card at `index` of `listId` (clamped; counted without the card). */
export function withCardAt(layout: Layout, cardId: string, listId: string, index: number): Layout {
  const cards: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(layout.cards)) {
    cards[key] = ids.filter((id) => id !== cardId);
  }
  const target = cards[listId] ?? [];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, cardId);
  cards[listId] = target;
  return { lists: layout.lists, cards };
}

/** The layout with the list at `index`. */
export function withListAt(layout: Layout, listId: string, index: number): Layout {
  const lists = layout.lists.filter((id) => id !== listId);
  lists.splice(Math.max(0, Math.min(index, lists.length)), 0, listId);
  return { lists, cards: layout.cards };
}

/**
 * Where a dragged card lands when it is over `overId` (the index counts the list without the
 * card): over a card of its own list, that card's index (as a sortable list moves it); over a card
 * of another list, just before that card; over itself, where it is; over a list or its drop area,
 * where it is if it is already in that list, else at the end.
 */
export function dropPlace(layout: Layout, cardId: string, overId: string | number): Place | undefined {
  const over = parseDragId(overId);
  const current = placeOf(layout, cardId);
  if (!over || !current) {
    return undefined;
  }
  if (over.kind === 'list' || over.kind === 'column') {
    const ids = layout.cards[over.id];
    if (!ids) {
      return undefined;
    }
    return current.listId === over.id ? current : { listId: over.id, index: ids.length };
  }
  return placeOf(layout, over.id);
}
