import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';

export type AdminCrudColumn<R> = {
  id: string;
  header: string;
  render: (row: R) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Hidden below the sm breakpoint (secondary columns on a phone). */
  hideOnMobile?: boolean;
};

export type AdminCrudTableProps<R> = {
  /** Accessible name of the table (e.g. the screen's title). */
  label: string;
  columns: readonly AdminCrudColumn<R>[];
  rows: readonly R[] | undefined;
  getRowId: (row: R) => number;
  /** How a row is named in its buttons' labels ("Editar Fraude"). */
  getRowName: (row: R) => string;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** "Nuevo …" button above the table. */
  addLabel?: string;
  onAdd?: () => void;
  onEdit?: (row: R) => void;
  /** Called once the generic confirmation (spec §8) was accepted. */
  onDelete?: (row: R) => void;
  /** Why a row cannot be deleted; the delete button is replaced by a lock with this text. */
  protectedReason?: (row: R) => string | undefined;
  /** Extra buttons before edit/delete (e.g. move up/down). */
  rowActions?: (row: R) => ReactNode;
  /** Highlights one row (e.g. the menu whose options are shown). */
  selectedId?: number | null;
  /** Makes a row selectable with a button showing `selectText`, named by `selectLabel`. */
  onSelect?: (row: R) => void;
  selectText?: string;
  selectLabel?: (row: R) => string;
  emptyText?: string;
};

/**
 * The back office's list: a table with edit and delete buttons per row and a "new" button;
 * deleting asks the generic confirmation "¿Está seguro que desea eliminar este elemento?".
 */
export function AdminCrudTable<R>({
  label,
  columns,
  rows,
  getRowId,
  getRowName,
  isLoading = false,
  isError = false,
  onRetry,
  addLabel,
  onAdd,
  onEdit,
  onDelete,
  protectedReason,
  rowActions,
  selectedId,
  onSelect,
  selectText,
  selectLabel,
  emptyText,
}: AdminCrudTableProps<R>) {
  const { t } = useTranslation();
  const [pendingDelete, setPendingDelete] = useState<R | null>(null);
  const closeConfirm = useCallback(() => {
    setPendingDelete(null);
  }, []);
  const hasActions = Boolean(onEdit || onDelete || rowActions || onSelect);
  const mobileHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

  return (
    <Stack spacing={2}>
      {onAdd && addLabel ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      ) : null}
      {isError ? <RetryAlert message={t('adminCrud.loadError')} onRetry={onRetry} /> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label} aria-busy={isLoading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={column.hideOnMobile ? mobileHidden : undefined}>
                  {column.header}
                </TableCell>
              ))}
              {hasActions ? <TableCell align="right">{t('adminCrud.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  <CircularProgress size={24} aria-label={t('loader.text')} />
                </TableCell>
              </TableRow>
            ) : null}
            {!isLoading && rows && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Typography color="text.secondary">{emptyText ?? t('adminCrud.empty')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {(rows ?? []).map((row) => {
              const id = getRowId(row);
              const name = getRowName(row);
              const reason = protectedReason?.(row);
              const isSelected = selectedId === id;
              return (
                <TableRow key={id} hover selected={isSelected} aria-selected={onSelect ? isSelected : undefined}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align} sx={column.hideOnMobile ? mobileHidden : undefined}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {hasActions ? (
                    <TableCell align="right">
                      <Box
                        sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'nowrap' }}
                      >
                        {onSelect ? (
                          <Button
                            size="small"
                            variant={isSelected ? 'contained' : 'text'}
                            aria-pressed={isSelected}
                            aria-label={selectLabel ? selectLabel(row) : undefined}
                            onClick={() => {
                              onSelect(row);
                            }}
                            sx={{ mr: 1 }}
                          >
                            {selectText ?? name}
                          </Button>
                        ) : null}
                        {rowActions?.(row)}
                        {onEdit ? (
                          <Tooltip title={t('adminCrud.edit')}>
                            <IconButton
                              aria-label={t('adminCrud.editRow', { name })}
                              onClick={() => {
                                onEdit(row);
                              }}
                            >
                              <EditOutlinedIcon />
                            </IconButton>
                          </Tooltip>
                        ) : null}
                        {onDelete && reason ? (
                          <Tooltip title={reason}>
                            <Box component="span" sx={{ display: 'inline-flex', p: 1 }} role="img" aria-label={reason}>
                              <LockOutlinedIcon color="action" />
                            </Box>
                          </Tooltip>
                        ) : null}
                        {onDelete && !reason ? (
                          <Tooltip title={t('adminCrud.delete')}>
                            <IconButton
                              color="error"
                              aria-label={t('adminCrud.deleteRow', { name })}
                              onClick={() => {
                                setPendingDelete(row);
                              }}
                            >
                              <DeleteOutlineIcon />
                            </IconButton>
                          </Tooltip>
                        ) : null}
                      </Box>
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('messages.confirmDelete')}
        onClose={closeConfirm}
        onConfirm={() => {
          if (pendingDelete !== null) {
            onDelete?.(pendingDelete);
          }
          setPendingDelete(null);
        }}
      />
    </Stack>
  );
}
