import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { isExternalUrl } from '../utils/menu-messages.ts';

type Direction = 'up' | 'down';

type SortableOptionsTableProps = {
  label: string;
  options: readonly MenuOption[];
  /** Moves the option at `from` to position `to` (and saves the new order). */
  onMove: (from: number, to: number) => void;
  onEdit: (option: MenuOption) => void;
  onDelete: (option: MenuOption) => void;
};

function OptionUrl({ url }: { url: string }) {
  const { t } = useTranslation();
  if (!isExternalUrl(url)) {
    return (
      <Box component="code" sx={{ fontSize: '0.85em', overflowWrap: 'anywhere' }}>
        {url}
      </Box>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}
    >
      {/* Long addresses are cut visually; the link's name keeps all of it. */}
      <Box
        component="span"
        sx={{
          maxWidth: { xs: 160, md: 360 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {url}
      </Box>
      <OpenInNewIcon fontSize="inherit" aria-hidden />
      <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>
    </Link>
  );
}

type SortableRowProps = {
  option: MenuOption;
  index: number;
  count: number;
  onMove: (from: number, to: number, direction: Direction) => void;
  onEdit: (option: MenuOption) => void;
  onDelete: (option: MenuOption) => void;
};

function SortableRow({ option, index, count, onMove, onEdit, onDelete }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: option.idopcion,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const name = option.titulo;
  return (
    <TableRow ref={setNodeRef} style={style} hover data-idopcion={option.idopcion} selected={isDragging}>
      <TableCell padding="checkbox">
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={t('menusAdmin.dragHandle', { name })}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
      <TableCell>{option.titulo}</TableCell>
      <TableCell>
        <OptionUrl url={option.url} />
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {option.orden}
      </TableCell>
      <TableCell>
        {option.visible ? (
          <Chip size="small" color="success" label={t('menusAdmin.visibleChip')} />
        ) : (
          <Chip size="small" variant="outlined" label={t('menusAdmin.hiddenChip')} />
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          aria-label={t('menusAdmin.moveUp', { name })}
          data-move="up"
          disabled={index === 0}
          onClick={() => {
            onMove(index, index - 1, 'up');
          }}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={t('menusAdmin.moveDown', { name })}
          data-move="down"
          disabled={index === count - 1}
          onClick={() => {
            onMove(index, index + 1, 'down');
          }}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <Tooltip title={t('adminCrud.edit')}>
          <IconButton
            aria-label={t('adminCrud.editRow', { name })}
            onClick={() => {
              onEdit(option);
            }}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('adminCrud.delete')}>
          <IconButton
            color="error"
            aria-label={t('adminCrud.deleteRow', { name })}
            onClick={() => {
              onDelete(option);
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

/**
 * A menu's options in their order, reordered by dragging the handle (mouse, touch, or keyboard:
 * Space to lift, arrows to move, Space to drop) or with the up/down buttons. Each move is
 * announced to screen readers.
 */
export function SortableOptionsTable({ label, options, onMove, onEdit, onDelete }: SortableOptionsTableProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = options.map((option) => option.idopcion);

  // After a move with a button, keep the focus on the moved option (its other button at an edge).
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !bodyRef.current) {
      return;
    }
    focusAfterMove.current = null;
    const row = bodyRef.current.querySelector(`[data-idopcion="${pending.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.direction === 'up' ? 'down' : 'up'}"]`);
    const target = same && !same.disabled ? same : other;
    target?.focus();
  }, [options]);

  function titleOf(id: UniqueIdentifier): string {
    return options.find((option) => option.idopcion === id)?.titulo ?? '';
  }
  function positionOf(id: UniqueIdentifier): number {
    return ids.indexOf(Number(id)) + 1;
  }

  function moveTo(from: number, to: number, direction: Direction) {
    const option = options[from];
    if (!option) {
      return;
    }
    onMove(from, to);
    setAnnouncement(t('menusAdmin.moved', { name: option.titulo, position: to + 1, total: options.length }));
    focusAfterMove.current = { id: option.idopcion, direction };
  }

  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) {
      return;
    }
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) {
      onMove(from, to);
    }
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('menusAdmin.dragStart', { name: titleOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('menusAdmin.dragOver', { name: titleOf(active.id), position: positionOf(over.id), total: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('menusAdmin.moved', { name: titleOf(active.id), position: positionOf(over.id), total: ids.length })
        : undefined,
    onDragCancel: ({ active }) => t('menusAdmin.dragCancel', { name: titleOf(active.id) }),
  };

  if (options.length === 0) {
    return <Typography color="text.secondary">{t('menusAdmin.noOptions')}</Typography>;
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('menusAdmin.dragInstructions') } }}
    >
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <VisuallyHidden>{t('menusAdmin.reorder')}</VisuallyHidden>
              </TableCell>
              <TableCell>{t('menusAdmin.title')}</TableCell>
              <TableCell>{t('menusAdmin.url')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('menusAdmin.order')}
              </TableCell>
              <TableCell>{t('menusAdmin.visible')}</TableCell>
              <TableCell align="right">{t('adminCrud.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <TableBody ref={bodyRef}>
              {options.map((option, index) => (
                <SortableRow
                  key={option.idopcion}
                  option={option}
                  index={index}
                  count={options.length}
                  onMove={moveTo}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </TableBody>
          </SortableContext>
        </Table>
      </TableContainer>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </DndContext>
  );
}
