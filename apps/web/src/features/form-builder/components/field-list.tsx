import { memo, useCallback, useMemo, useRef } from 'react';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import {
  DragHandle,
  MoveButtons,
  SortableDndContext,
  useSortableList,
  useSortableRow,
  type MoveDirection,
} from '@/components/ui/sortable-list.tsx';
import type { FieldDraft } from '../utils/form-draft.ts';

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
  onMove: (from: number, to: number, direction: MoveDirection) => void;
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
  const { rowRef, style, isDragging, handle } = useSortableRow(field.key);
  return (
    <Paper
      component="li"
      ref={rowRef}
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
      <DragHandle label={t('formBuilder.dragHandle', { name })} handle={handle} />
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
        <MoveButtons
          size="small"
          index={index}
          count={count}
          upLabel={t('formBuilder.moveUp', { name })}
          downLabel={t('formBuilder.moveDown', { name })}
          onMove={onMove}
        />
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
  // The same array while only texts change, so the sortable rows are not all re-rendered.
  const keySignature = fields.map((field) => field.key).join(' ');
  const keys = useMemo(() => (keySignature === '' ? [] : keySignature.split(' ')), [keySignature]);
  const { moveTo, context } = useSortableList({
    items: fields,
    ids: keys,
    nameOf,
    onMove,
    messages: 'formBuilder',
    containerRef: listRef,
    rowAttribute: 'data-field-key',
  });

  if (fields.length === 0) {
    return <Typography color="text.secondary">{t('formBuilder.noFields')}</Typography>;
  }

  return (
    <SortableDndContext context={context}>
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
    </SortableDndContext>
  );
});
