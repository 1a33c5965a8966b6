import { useMemo, type RefObject } from 'react';
import { type Announcements, type ScreenReaderInstructions } from '@dnd-kit/core';
import { useAreaText } from '../lib/demo-text.ts';
import { parseDragId, placeOf, type Layout, type Place } from './board-layout.ts';
import { type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

/**
 * What a screen reader hears while a card or a list is dragged, in the interface language. The
 * board's handlers run before these (dnd-kit calls the context's handlers first), so `layout`
 * already holds where the item would land.
 */
export function useBoardAnnouncements(
  board: FullBoard,
  layout: RefObject<Layout>,
  /** Where a card over `overId` would land (the board's own rule). */
  landing: RefObject<(cardId: string, overId: string | number) => Place | undefined>,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useAreaText(scrumboardStrings);
  return useMemo(() => {
    const titles = new Map<string, string>([
      ...board.lists.map((list): [string, string] => [list.id, list.title]),
      ...board.cards.map((card): [string, string] => [card.id, card.title]),
    ]);
    function describe(
      activeId: string | number,
      overId: string | number | undefined,
      key: 'picked' | 'over' | 'dropped',
    ): string | undefined {
      const active = parseDragId(activeId);
      if (!active) {
        return undefined;
      }
      const current = layout.current;
      const title = titles.get(active.id) ?? '';
      if (active.kind === 'list') {
        const over = overId === undefined ? active : parseDragId(overId);
        const index = current.lists.indexOf(key === 'dropped' ? active.id : (over?.id ?? active.id));
        const values = { title, position: index + 1, count: current.lists.length };
        return t(key === 'picked' ? 'dnd.pickedList' : key === 'over' ? 'dnd.overList' : 'dnd.droppedList', values);
      }
      const here = placeOf(current, active.id);
      const place = overId === undefined || key === 'dropped' ? here : landing.current(active.id, overId);
      if (!place || !here) {
        return undefined;
      }
      const others = current.cards[place.listId]?.length ?? 0;
      const values = {
        title,
        list: titles.get(place.listId) ?? '',
        position: place.index + 1,
        count: place.listId === here.listId ? others : others + 1,
      };
      return t(key === 'picked' ? 'dnd.pickedCard' : key === 'over' ? 'dnd.overCard' : 'dnd.droppedCard', values);
    }
    return {
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => describe(active.id, undefined, 'picked'),
        onDragOver: ({ active, over }) => (over ? describe(active.id, over.id, 'over') : undefined),
        onDragEnd: ({ active }) => describe(active.id, undefined, 'dropped'),
        onDragCancel: ({ active }) => t('dnd.cancelled', { title: titles.get(parseDragId(active.id)?.id ?? '') ?? '' }),
      },
    };
  }, [board, layout, landing, t]);
}
