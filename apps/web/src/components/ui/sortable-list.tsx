import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden.tsx';

export type MoveDirection = 'up' | 'down';

type SortableListOptions<T, Id extends UniqueIdentifier> = {
  items: readonly T[];
  /** The items' sortable ids, in the same order. */
  ids: readonly Id[];
  /** How an item is named in announcements. */
  nameOf: (item: T, index: number) => string;
  /** Moves the item at `from` to position `to`. */
  onMove: (from: number, to: number) => void;
  /** The i18n namespace holding moved, dragStart, dragOver, dragCancel and dragInstructions. */
  messages: string;
  /** The element holding the rows, each marked with `rowAttribute="{id}"` and its move buttons with `data-move`. */
  containerRef: RefObject<HTMLElement | null>;
  rowAttribute: string;
  /** Says nothing while an item is dragged over its own place. */
  quietOverItself?: boolean;
};

/**
 * A list reordered by dragging a handle (mouse, touch, or keyboard: Space to lift, arrows to move,
 * Space to drop) or with up/down buttons (`moveTo`); every move is announced to screen readers and,
 * after a button move, the focus stays on the moved item's buttons. Render its `context` with
 * `SortableDndContext`.
 */
export function useSortableList<T, Id extends UniqueIdentifier>({
  items,
  ids,
  nameOf,
  onMove,
  messages,
  containerRef,
  rowAttribute,
  quietOverItself = false,
}: SortableListOptions<T, Id>) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: Id; direction: MoveDirection } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const latest = useRef({ items, ids, onMove, nameOf });
  useEffect(() => {
    latest.current = { items, ids, onMove, nameOf };
  });

  // After a move with a button, keep the focus on the moved item (its other button at an edge).
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !containerRef.current) {
      return;
    }
    focusAfterMove.current = null;
    const row = containerRef.current.querySelector(`[${rowAttribute}="${String(pending.id)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction === 'up' ? 'down' : 'up'}"]`);
    const target = same && !same.disabled ? same : other;
    target?.focus();
  }, [items, containerRef, rowAttribute]);

  function indexOf(id: UniqueIdentifier): number {
    return ids.indexOf(id as Id);
  }
  function nameById(id: UniqueIdentifier): string {
    const index = indexOf(id);
    const item = items[index];
    return item === undefined ? '' : nameOf(item, index);
  }
  function positionOf(id: UniqueIdentifier): number {
    return indexOf(id) + 1;
  }

  const moveTo = useCallback(
    (from: number, to: number, direction: MoveDirection) => {
      const current = latest.current;
      const item = current.items[from];
      const id = current.ids[from];
      if (item === undefined || id === undefined) {
        return;
      }
      current.onMove(from, to);
      setAnnouncement(
        t(`${messages}.moved`, { name: current.nameOf(item, from), position: to + 1, total: current.items.length }),
      );
      focusAfterMove.current = { id, direction };
    },
    [t, messages],
  );

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) {
      return;
    }
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) {
      onMove(from, to);
    }
  }

  const total = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t(`${messages}.dragStart`, { name: nameById(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over && !(quietOverItself && over.id === active.id)
        ? t(`${messages}.dragOver`, { name: nameById(active.id), position: positionOf(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t(`${messages}.moved`, { name: nameById(active.id), position: positionOf(over.id), total }) : undefined,
    onDragCancel: ({ active }) => t(`${messages}.dragCancel`, { name: nameById(active.id) }),
  };

  return {
    moveTo,
    context: {
      sensors,
      onDragEnd,
      announcements,
      instructions: t(`${messages}.dragInstructions`),
      announcement,
    },
  };
}

type SortableDndContextProps = {
  context: ReturnType<typeof useSortableList>['context'];
  children: ReactNode;
};

/** The drag-and-drop area of a `useSortableList`, with its screen-reader texts and live region. */
export function SortableDndContext({ context, children }: SortableDndContextProps) {
  const { sensors, onDragEnd, announcements, instructions, announcement } = context;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      {children}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </DndContext>
  );
}

/** One sortable row: `rowRef` and `style` go on the row, `handle` on its drag handle. */
export function useSortableRow(id: UniqueIdentifier) {
  const sortable = useSortable({ id });
  const { transform, transition, isDragging } = sortable;
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return { rowRef: sortable.setNodeRef, style, isDragging, handle: sortable };
}

type DragHandleProps = {
  /** The handle's accessible name ("Arrastrar …"). */
  label: string;
  handle: ReturnType<typeof useSortable>;
};

/** The row's drag handle: a small icon button that lifts the row (mouse, touch or Space). */
export function DragHandle({ label, handle }: DragHandleProps) {
  const { attributes, listeners, setActivatorNodeRef, isDragging } = handle;
  return (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      aria-label={label}
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}

type MoveButtonsProps = {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (from: number, to: number, direction: MoveDirection) => void;
  size?: 'small';
};

/** "Subir" and "Bajar" for the row at `index` (disabled at the list's ends). */
export function MoveButtons({ index, count, upLabel, downLabel, onMove, size }: MoveButtonsProps) {
  return (
    <>
      <IconButton
        size={size}
        aria-label={upLabel}
        data-move="up"
        disabled={index === 0}
        onClick={() => {
          onMove(index, index - 1, 'up');
        }}
      >
        <ArrowUpwardIcon fontSize={size} />
      </IconButton>
      <IconButton
        size={size}
        aria-label={downLabel}
        data-move="down"
        disabled={index === count - 1}
        onClick={() => {
          onMove(index, index + 1, 'down');
        }}
      >
        <ArrowDownwardIcon fontSize={size} />
      </IconButton>
    </>
  );
}
