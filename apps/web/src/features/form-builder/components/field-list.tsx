import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { FieldDraft } from '../utils/form-draft.ts';

type Direction = 'up' | 'down';

type FieldListProps = {
  fields: readonly FieldDraft[];
  selectedKey: string | null;
  /** Keys of the questions that have errors to show. */
  invalidKeys: ReadonlySet<string>;
  onMove: (from: number, to: number) => void;
  onSelect: (field: FieldDraft) => void;
  onRemove: (field: FieldDraft) => void;
};

/** How a question is named in buttons and announcements: its Spanish text, else its position. */
export function useFieldName() {
  const { t } = useTranslation();
  return useCallback(
    (field: FieldDraft, index: number) =>
      field.etiqueta.es?.trim() || t('formBuilder.untitledField', { position: index + 1 }),
    [t],
  );
}

type FieldRowProps = {
  field: FieldDraft;
  index: number;
  count: number;
  name: string;
  isSelected: boolean;
  isInvalid: boolean;
  onMove: (from: number, to: number, direction: Direction) => void;
  onSelect: (field: FieldDraft) => void;
  onRemove: (field: FieldDraft) => void;
};

// Memoised: typing in one question re-renders only its own row.
const FieldRow = memo(function FieldRow({
  field,
  index,
  count,
  name,
  isSelected,
  isInvalid,
  onMove,
  onSelect,
  onRemove,
}: FieldRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.key,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      style={style}
      variant="outlined"
      data-field-key={field.key}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 0.5,
        pr: 1,
        borderColor: isSelected ? 'primary.main' : isInvalid ? 'error.main' : undefined,
        borderWidth: isSelected ? 2 : 1,
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={t('formBuilder.dragHandle', { name })}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography component="span" color="text.secondary" sx={{ minWidth: '2ch', textAlign: 'right' }}>
        {index + 1}.
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
          {field.obligatorio ? ' *' : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.25, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`formBuilder.types.${field.tipo}`)} />
          <Typography component="code" variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {field.id}
          </Typography>
          {isInvalid ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', color: 'error.main', gap: 0.5 }}>
              <ErrorOutlineIcon fontSize="small" aria-hidden />
              <Typography component="span" variant="caption">
                {t('formBuilder.fieldHasErrors')}
              </Typography>
            </Box>
          ) : null}
        </Stack>
      </Box>
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          aria-label={t('formBuilder.moveUp', { name })}
          data-move="up"
          disabled={index === 0}
          onClick={() => {
            onMove(index, index - 1, 'up');
          }}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('formBuilder.moveDown', { name })}
          data-move="down"
          disabled={index === count - 1}
          onClick={() => {
            onMove(index, index + 1, 'down');
          }}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <Tooltip title={t('adminCrud.edit')}>
          <IconButton
            size="small"
            color={isSelected ? 'primary' : 'default'}
            aria-label={t('adminCrud.editRow', { name })}
            aria-pressed={isSelected}
            onClick={() => {
              onSelect(field);
            }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('formBuilder.removeField')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('formBuilder.removeFieldNamed', { name })}
            onClick={() => {
              onRemove(field);
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
});

/**
 * The form's questions in their order, reordered by dragging the handle (mouse, touch, or
 * keyboard: Space to lift, arrows to move, Space to drop) or with the up/down buttons; each move
 * is announced to screen readers.
 */
export const FieldList = memo(function FieldList({
  fields,
  selectedKey,
  invalidKeys,
  onMove,
  onSelect,
  onRemove,
}: FieldListProps) {
  const { t } = useTranslation();
  const nameOf = useFieldName();
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ key: string; direction: Direction } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The same array while only texts change, so the sortable rows are not all re-rendered.
  const keySignature = fields.map((field) => field.key).join(' ');
  const keys = useMemo(() => (keySignature === '' ? [] : keySignature.split(' ')), [keySignature]);
  const latest = useRef({ fields, onMove, nameOf });
  useEffect(() => {
    latest.current = { fields, onMove, nameOf };
  });

  // After a move with a button, keep the focus on the moved question (its other button at an edge).
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !listRef.current) {
      return;
    }
    focusAfterMove.current = null;
    const row = listRef.current.querySelector(`[data-field-key="${pending.key}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction === 'up' ? 'down' : 'up'}"]`);
    const target = same && !same.disabled ? same : other;
    target?.focus();
  }, [fields]);

  function nameById(id: UniqueIdentifier): string {
    const index = keys.indexOf(String(id));
    const field = fields[index];
    return field ? nameOf(field, index) : '';
  }
  function positionOf(id: UniqueIdentifier): number {
    return keys.indexOf(String(id)) + 1;
  }

  const moveTo = useCallback(
    (from: number, to: number, direction: Direction) => {
      const current = latest.current;
      const field = current.fields[from];
      if (!field) {
        return;
      }
      current.onMove(from, to);
      setAnnouncement(
        t('formBuilder.moved', {
          name: current.nameOf(field, from),
          position: to + 1,
          total: current.fields.length,
        }),
      );
      focusAfterMove.current = { key: field.key, direction };
    },
    [t],
  );

  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) {
      return;
    }
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) {
      onMove(from, to);
    }
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('formBuilder.dragStart', { name: nameById(active.id), position: positionOf(active.id), total: keys.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('formBuilder.dragOver', { name: nameById(active.id), position: positionOf(over.id), total: keys.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('formBuilder.moved', { name: nameById(active.id), position: positionOf(over.id), total: keys.length })
        : undefined,
    onDragCancel: ({ active }) => t('formBuilder.dragCancel', { name: nameById(active.id) }),
  };

  if (fields.length === 0) {
    return <Typography color="text.secondary">{t('formBuilder.noFields')}</Typography>;
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('formBuilder.dragInstructions') } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack
          component="ul"
          ref={listRef}
          spacing={1}
          aria-label={t('formBuilder.fields')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {fields.map((field, index) => (
            <FieldRow
              key={field.key}
              field={field}
              index={index}
              count={fields.length}
              name={nameOf(field, index)}
              isSelected={field.key === selectedKey}
              isInvalid={invalidKeys.has(field.key)}
              onMove={moveTo}
              onSelect={onSelect}
              onRemove={onRemove}
            />
          ))}
        </Stack>
      </SortableContext>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </DndContext>
  );
});
