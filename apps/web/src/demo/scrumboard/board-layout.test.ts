import { describe, expect, it } from 'vitest';
import { dragId, dropPlace, parseDragId, withCardAt, withListAt, type Layout } from './board-layout.ts';

const layout: Layout = { lists: ['a', 'b'], cards: { a: ['1', '2', '3'], b: ['4'] } };

describe('board layout while dragging', () => {
  it('encodes and reads the kind of a drag id', () => {
    expect(parseDragId(dragId('card', 'x:y'))).toEqual({ kind: 'card', id: 'x:y' });
    expect(parseDragId('other:1')).toBeUndefined();
  });

  it('places a card over a card of its own list as a sortable list does', () => {
    expect(dropPlace(layout, '1', 'card:3')).toEqual({ listId: 'a', index: 2 });
    expect(withCardAt(layout, '1', 'a', 2).cards.a).toEqual(['2', '3', '1']);
    expect(withCardAt(layout, '3', 'a', 0).cards.a).toEqual(['3', '1', '2']);
  });

  it('places a card before a card of another list, or at the end of a list', () => {
    expect(dropPlace(layout, '2', 'card:4')).toEqual({ listId: 'b', index: 0 });
    expect(dropPlace(layout, '2', 'column:b')).toEqual({ listId: 'b', index: 1 });
    expect(dropPlace(layout, '2', 'list:a')).toEqual({ listId: 'a', index: 1 });
    const moved = withCardAt(layout, '2', 'b', 1);
    expect(moved.cards).toEqual({ a: ['1', '3'], b: ['4', '2'] });
  });

  it('moves a list', () => {
    expect(withListAt(layout, 'b', 0).lists).toEqual(['b', 'a']);
  });
});
