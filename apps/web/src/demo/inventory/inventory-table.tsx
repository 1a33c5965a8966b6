import { Fragment, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';
import { deleteProduct, inventoryKeys, type InventoryProduct } from './inventory-api.ts';
import { ProductEditor } from './product-editor.tsx';
import { sortBy, type ProductListQuery, type ProductSortKey } from './products-query.ts';

type InventoryTableProps = {
  rows: InventoryProduct[];
  query: ProductListQuery;
  busy: boolean;
  editingId: string | null;
  onEdit: (id: string | null) => void;
  onQueryChange: (query: ProductListQuery) => void;
};

const columns: ReadonlyArray<{ key: ProductSortKey; label: DemoTextKey; numeric?: boolean }> = [
  { key: 'sku', label: 'inventory.sku' },
  { key: 'name', label: 'inventory.name' },
  { key: 'price', label: 'inventory.price', numeric: true },
  { key: 'stock', label: 'inventory.stock', numeric: true },
  { key: 'active', label: 'inventory.active' },
];

export function InventoryTable({ rows, query, busy, editingId, onEdit, onQueryChange }: InventoryTableProps) {
  const { t, locale } = useDemoText();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<InventoryProduct | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return (
    <TableContainer>
      <Table size="small" aria-busy={busy} aria-label={t('inventory.title')}>
        <TableHead>
          <TableRow>
            <TableCell>
              <VisuallyHidden>{t('inventory.image')}</VisuallyHidden>
            </TableCell>
            {columns.map((column) => {
              const active = query.sort === column.key;
              return (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={active ? query.order : false}
                >
                  <TableSortLabel
                    active={active}
                    direction={active ? query.order : 'asc'}
                    onClick={() => onQueryChange(sortBy(query, column.key))}
                  >
                    {t(column.label)}
                  </TableSortLabel>
                </TableCell>
              );
            })}
            <TableCell align="right">{t('inventory.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((product) => (
            <Fragment key={product.id}>
              <TableRow hover selected={editingId === product.id}>
                <TableCell>
                  <Avatar variant="rounded" alt="" src={product.thumbnail ?? undefined}>
                    {product.name.slice(0, 1)}
                  </Avatar>
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{product.sku}</TableCell>
                <TableCell>{product.name}</TableCell>
                <TableCell align="right">{product.price === '' ? '' : money.format(product.price)}</TableCell>
                <TableCell align="right">{product.stock}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={product.active ? 'success' : 'default'}
                    variant={product.active ? 'filled' : 'outlined'}
                    label={product.active ? t('common.yes') : t('common.no')}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={t('inventory.edit', { name: product.name })}
                    aria-expanded={editingId === product.id}
                    onClick={() => onEdit(editingId === product.id ? null : product.id)}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('inventory.delete', { name: product.name })}
                    onClick={() => setDeleting(product)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
              {editingId === product.id ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 2} sx={{ bgcolor: 'action.hover' }}>
                    <ProductEditor product={product} onClose={() => onEdit(null)} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </TableBody>
      </Table>
      <DemoConfirmDialog
        open={deleting !== null}
        title={t('inventory.delete', { name: deleting?.name ?? '' })}
        text={t('inventory.confirmDelete', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id);
          }
          setDeleting(null);
        }}
      />
    </TableContainer>
  );
}
