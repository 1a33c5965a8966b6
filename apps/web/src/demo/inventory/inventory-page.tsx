import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDemoText } from '../lib/demo-text.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { createProduct, fetchProductsWithin, inventoryKeys } from './inventory-api.ts';
import { InventoryTable } from './inventory-table.tsx';
import {
  defaultProductQuery,
  productPageSizes,
  withPageSize,
  withSearch,
  type ProductListQuery,
} from './products-query.ts';

/** The watch inventory: server paging (5/10/25/100), sorting, a search debounced 300 ms, inline editing. */
export function InventoryPage() {
  const { t } = useDemoText();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ProductListQuery>(defaultProductQuery);
  const [searchText, setSearchText] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  // A new search (300 ms after the last key) starts again at page 0.
  const search = useDebouncedValue(searchText, 300);
  const effective = withSearch(query, search);

  const products = useQuery({
    queryKey: inventoryKeys.products(effective),
    queryFn: () => fetchProductsWithin(effective),
    placeholderData: keepPreviousData,
  });
  const answer = products.data;

  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: async (product) => {
      setSearchText('');
      setQuery({ ...defaultProductQuery, sort: effective.sort, order: effective.order, size: effective.size });
      setEditingId(product.id);
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });

  const rows = answer?.products ?? [];
  const length = answer?.products ? answer.pagination.length : 0;
  const page = answer?.products ? answer.pagination.page : 0;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('inventory.title')}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('inventory.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => create.mutate()} disabled={create.isPending}>
          {t('inventory.new')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {products.isFetching ? <LinearProgress aria-label={t('inventory.loading')} /> : null}
        </Box>
        {products.isError ? <Alert severity="error">{t('demo.loadFailed')}</Alert> : null}
        <InventoryTable
          rows={rows}
          query={effective}
          busy={products.isFetching}
          editingId={editingId}
          onEdit={setEditingId}
          onQueryChange={setQuery}
        />
        {answer && rows.length === 0 && !products.isFetching ? (
          <Typography sx={{ p: 2 }}>{t('inventory.empty')}</Typography>
        ) : null}
        <TablePagination
          component="div"
          count={length}
          page={page}
          rowsPerPage={effective.size}
          rowsPerPageOptions={[...productPageSizes]}
          onPageChange={(_event, next) => setQuery({ ...effective, page: next })}
          onRowsPerPageChange={(event) => setQuery(withPageSize({ ...effective, page }, Number(event.target.value)))}
          labelRowsPerPage={t('inventory.rowsPerPage')}
          getItemAriaLabel={(type) => t(`inventory.page.${type}`)}
          labelDisplayedRows={({ from, to, count }) => t('inventory.displayedRows', { from, to, count })}
        />
      </Paper>
    </Stack>
  );
}
