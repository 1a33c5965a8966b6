import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridLocaleText, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { CaseListSort, CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { usePaginationLabels } from '@/components/ui/pagination-labels.ts';
import type { CasePresenter } from '../hooks/use-case-presenter.ts';
import { casePageSizes } from '../utils/case-list-search.ts';
import { AcuseCell, DeadlineCell, ReferenceCell, StatusCell } from './case-cells.tsx';

/** The grid columns the server can sort by, and the sort each one asks for. */
const sortOfField: Partial<Record<string, CaseListSort>> = {
  fec_alta: 'fec_alta',
  tipo: 'idtipodenuncia',
  estado: 'idestadodenuncia',
  // The answer deadline: ascending is "nearest first", resolved cases last either way.
  vence_respuesta: 'plazo',
};

function fieldOfSort(sort: CaseListSort): string | undefined {
  return Object.entries(sortOfField).find(([, value]) => value === sort)?.[0];
}

export type CaseTableProps = {
  rows: readonly CaseSummary[];
  total: number;
  page: number;
  pageSize: number;
  sort: CaseListSort;
  order: 'asc' | 'desc';
  isLoading: boolean;
  /** Shown when the page has no rows. */
  emptyText: string;
  presenter: CasePresenter;
  onPaginationChange: (page: number, pageSize: number) => void;
  onSortChange: (sort: CaseListSort, order: 'asc' | 'desc') => void;
  /** Opens a case; omitted for somebody who may not read cases (an auditor): rows do not open. */
  onOpen?: (iddenuncia: number) => void;
};

function useGridLocaleText(emptyText: string): Partial<GridLocaleText> {
  const { t } = useTranslation();
  const { labelDisplayedRows, getItemAriaLabel } = usePaginationLabels();
  return useMemo(
    () => ({
      noRowsLabel: emptyText,
      columnHeaderSortIconLabel: t('caseList.grid.sort'),
      paginationRowsPerPage: t('caseList.grid.rowsPerPage'),
      paginationDisplayedRows: labelDisplayedRows,
      paginationItemAriaLabel: getItemAriaLabel,
    }),
    [emptyText, t, labelDisplayedRows, getItemAriaLabel],
  );
}

/** The grid's loading overlay: a named progress bar (axe: aria-progressbar-name). */
function LoadingBar() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('loader.text')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />;
}

/**
 * The complaints of one page (server paging and sorting). A row opens its complaint on click or
 * with Enter (when `onOpen` is given); only Recibida, Tipo and Estado sort (the orders the server offers).
 */
export function CaseTable(props: CaseTableProps) {
  const { rows, total, page, pageSize, sort, order, isLoading, emptyText, presenter } = props;
  const { onPaginationChange, onSortChange, onOpen } = props;
  const { t } = useTranslation();
  const localeText = useGridLocaleText(emptyText);

  const columns = useMemo<Array<GridColDef<CaseSummary>>>(
    () => [
      {
        field: 'referencia',
        headerName: t('caseList.columns.codigo'),
        sortable: false,
        minWidth: 110,
        renderCell: ({ row }) => <ReferenceCell referencia={row.referencia} />,
      },
      {
        field: 'fec_alta',
        headerName: t('caseList.columns.recibida'),
        minWidth: 175,
        valueGetter: (_value, row) => presenter.receivedAt(row),
      },
      {
        field: 'tipo',
        headerName: t('caseList.columns.tipo'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => presenter.typeName(row),
      },
      {
        field: 'estado',
        headerName: t('caseList.columns.estado'),
        minWidth: 140,
        renderCell: ({ row }) => <StatusCell row={row} presenter={presenter} />,
      },
      {
        field: 'vence_acuse',
        headerName: t('caseList.columns.acuse'),
        sortable: false,
        minWidth: 150,
        renderCell: ({ row }) => <AcuseCell row={row} presenter={presenter} />,
      },
      {
        field: 'vence_respuesta',
        headerName: t('caseList.columns.plazo'),
        minWidth: 215,
        renderCell: ({ row }) => <DeadlineCell row={row} presenter={presenter} />,
      },
      {
        field: 'anonima',
        headerName: t('caseList.columns.anonima'),
        sortable: false,
        minWidth: 115,
        valueGetter: (_value, row) => (row.anonima ? t('common.yes') : t('common.no')),
      },
    ],
    [presenter, t],
  );

  // Stable models: a new sort model each render would make the grid go back to the first page.
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page, pageSize }), [page, pageSize]);
  const sortModel = useMemo<GridSortModel>(() => {
    const field = fieldOfSort(sort);
    return field ? [{ field, sort: order }] : [];
  }, [sort, order]);

  return (
    <DataGrid<CaseSummary>
      aria-label={t('caseList.tableLabel')}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.iddenuncia}
      rowCount={total}
      loading={isLoading}
      paginationMode="server"
      sortingMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => {
        if (model.page !== page || model.pageSize !== pageSize) {
          onPaginationChange(model.pageSize === pageSize ? model.page : 0, model.pageSize);
        }
      }}
      pageSizeOptions={[...casePageSizes]}
      sortModel={sortModel}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={(model) => {
        const next = model[0];
        const nextSort = next ? sortOfField[next.field] : undefined;
        if (next?.sort && nextSort) {
          onSortChange(nextSort, next.sort);
        }
      }}
      onRowClick={
        onOpen
          ? ({ row }) => {
              onOpen(row.iddenuncia);
            }
          : undefined
      }
      onCellKeyDown={
        onOpen
          ? ({ row }, event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onOpen(row.iddenuncia);
              }
            }
          : undefined
      }
      localeText={localeText}
      slots={{ loadingOverlay: LoadingBar }}
      autoHeight
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      disableVirtualization
      sx={onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
    />
  );
}
