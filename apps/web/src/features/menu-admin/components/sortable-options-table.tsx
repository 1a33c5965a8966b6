import { useRef } from 'react';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
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
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';
import {
  DragHandle,
  MoveButtons,
  SortableDndContext,
  useSortableList,
  useSortableRow,
  type MoveDirection,
} from '@/components/ui/sortable-list.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { OnOffChip } from '@/components/admin-crud/on-off-chip.tsx';
import { isExternalUrl } from '../utils/menu-messages.ts';

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

function titleOf(option: MenuOption): string {
  return option.titulo;
}

type SortableRowProps = {
  option: MenuOption;
  index: number;
  count: number;
  onMove: (from: number, to: number, direction: MoveDirection) => void;
  onEdit: (option: MenuOption) => void;
  onDelete: (option: MenuOption) => void;
};

function SortableRow({ option, index, count, onMove, onEdit, onDelete }: SortableRowProps) {
  const { t } = useTranslation();
  const { rowRef, style, isDragging, handle } = useSortableRow(option.idopcion);
  const name = option.titulo;
  return (
    <TableRow ref={rowRef} style={style} hover data-idopcion={option.idopcion} selected={isDragging}>
      <TableCell padding="checkbox">
        <DragHandle label={t('menusAdmin.dragHandle', { name })} handle={handle} />
      </TableCell>
      <TableCell>{option.titulo}</TableCell>
      <TableCell>
        <OptionUrl url={option.url} />
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {option.orden}
      </TableCell>
      <TableCell>
        <OnOffChip on={option.visible} onLabel={t('menusAdmin.visibleChip')} offLabel={t('menusAdmin.hiddenChip')} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <MoveButtons
          index={index}
          count={count}
          upLabel={t('menusAdmin.moveUp', { name })}
          downLabel={t('menusAdmin.moveDown', { name })}
          onMove={onMove}
        />
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
  const ids = options.map((option) => option.idopcion);
  const { moveTo, context } = useSortableList({
    items: options,
    ids,
    nameOf: titleOf,
    onMove,
    messages: 'menusAdmin',
    containerRef: bodyRef,
    rowAttribute: 'data-idopcion',
    quietOverItself: true,
  });

  if (options.length === 0) {
    return <Typography color="text.secondary">{t('menusAdmin.noOptions')}</Typography>;
  }

  return (
    <SortableDndContext context={context}>
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
    </SortableDndContext>
  );
}
