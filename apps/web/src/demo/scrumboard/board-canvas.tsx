import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAreaText } from '../lib/demo-text.ts';
import { useBoardAnnouncements } from './board-announcements.ts';
import { BoardColumn } from './board-column.tsx';
import {
  dragId,
  dropPlace,
  layoutOf,
  parseDragId,
  placeOf,
  withCardAt,
  withListAt,
  type Layout,
  type Place,
} from './board-layout.ts';
import { InlineAddForm } from './inline-add-form.tsx';
import { createList, moveCard, moveList, scrumboardKeys, type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

type BoardCanvasProps = { board: FullBoard; onOpenCard: (id: string) => void };

/**
 * The lists as columns with their cards. Cards and lists are dragged with the pointer or the
 * keyboard (dnd-kit); while a card is dragged only cards and lists' drop areas take it, while a
 * list is dragged only lists do. The order is kept here during a drag and sent on the drop.
 */
export function BoardCanvas({ board, onOpenCard }: BoardCanvasProps) {
  const { t } = useAreaText(scrumboardStrings);
  const queryClient = useQueryClient();
  const [layout, setLayoutState] = useState(() => layoutOf(board));
  const layoutRef = useRef<Layout>(layout);
  const [synced, setSynced] = useState(board);
  const [dragging, setDragging] = useState<'card' | 'list' | undefined>();
  const startRef = useRef<Layout>(layout);
  /** The item over which the card last changed lists: still over it, the card stays where it went. */
  const crossedOverRef = useRef<string | number | undefined>(undefined);
  if (board !== synced && !dragging) {
    // New data from the store (after a move, an edit …): show its order.
    setSynced(board);
    setLayoutState(layoutOf(board));
  }
  useEffect(() => {
    layoutRef.current = layout;
  }, [layout]);
  function setLayout(next: Layout): void {
    layoutRef.current = next;
    setLayoutState(next);
  }
  function refresh(): Promise<void> {
    return queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(board.id) });
  }
  const cardMove = useMutation({
    mutationFn: (move: { id: string; listId: string; index: number }) => moveCard(move.id, move.listId, move.index),
    onSettled: refresh,
  });
  const listMove = useMutation({
    mutationFn: (move: { id: string; index: number }) => moveList(board.id, move.id, move.index),
    onSettled: refresh,
  });
  const addList = useMutation({ mutationFn: (title: string) => createList(board.id, title), onSuccess: refresh });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const landingRef = useRef((cardId: string, overId: string | number): Place | undefined =>
    overId === crossedOverRef.current
      ? placeOf(layoutRef.current, cardId)
      : dropPlace(layoutRef.current, cardId, overId),
  );
  const accessibility = useBoardAnnouncements(board, layoutRef, landingRef);

  function onDragStart({ active }: DragStartEvent): void {
    startRef.current = layoutRef.current;
    crossedOverRef.current = undefined;
    setDragging(parseDragId(active.id)?.kind === 'list' ? 'list' : 'card');
  }
  function onDragOver({ active, over }: DragOverEvent): void {
    const moving = parseDragId(active.id);
    if (!over || moving?.kind !== 'card') {
      return;
    }
    const place = dropPlace(layoutRef.current, moving.id, over.id);
    const current = placeOf(layoutRef.current, moving.id);
    if (place && current && place.listId !== current.listId) {
      crossedOverRef.current = over.id;
      setLayout(withCardAt(layoutRef.current, moving.id, place.listId, place.index));
    }
  }
  function onDragEnd({ active, over }: DragEndEvent): void {
    setDragging(undefined);
    const moving = parseDragId(active.id);
    if (!moving || !over) {
      setLayout(startRef.current);
      return;
    }
    if (moving.kind === 'list') {
      const target = parseDragId(over.id);
      const index = target ? layoutRef.current.lists.indexOf(target.id) : -1;
      if (index >= 0 && index !== startRef.current.lists.indexOf(moving.id)) {
        setLayout(withListAt(layoutRef.current, moving.id, index));
        listMove.mutate({ id: moving.id, index });
      }
      return;
    }
    const place = landingRef.current(moving.id, over.id);
    const before = placeOf(startRef.current, moving.id);
    if (!place) {
      setLayout(startRef.current);
      return;
    }
    setLayout(withCardAt(layoutRef.current, moving.id, place.listId, place.index));
    if (place.listId !== before?.listId || place.index !== before.index) {
      cardMove.mutate({ id: moving.id, listId: place.listId, index: place.index });
    }
  }

  const lists = new Map(board.lists.map((list) => [list.id, list]));
  const cards = new Map(board.cards.map((card) => [card.id, card]));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(undefined);
        setLayout(startRef.current);
      }}
    >
      <Box
        component="section"
        aria-label={t('lists', { title: board.title })}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, overflowX: 'auto', pb: 2, minHeight: 320 }}
      >
        <SortableContext items={layout.lists.map((id) => dragId('list', id))} strategy={horizontalListSortingStrategy}>
          {layout.lists.map((listId) => {
            const list = lists.get(listId);
            return list ? (
              <BoardColumn
                key={listId}
                list={list}
                board={board}
                cards={(layout.cards[listId] ?? []).flatMap((id) => cards.get(id) ?? [])}
                dragging={dragging}
                onOpenCard={onOpenCard}
              />
            ) : null;
          })}
        </SortableContext>
        <Box sx={{ flex: '0 0 272px' }}>
          <InlineAddForm
            label={t('addList')}
            fieldLabel={t('listTitle')}
            pending={addList.isPending}
            onAdd={(title) => addList.mutateAsync(title)}
          />
        </Box>
      </Box>
    </DndContext>
  );
}
