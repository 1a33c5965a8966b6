import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { paths, type CaseOpenState } from '@/config/paths.ts';
import type { AllCasesQuery } from '../api/find-all-cases.ts';
import { useCaseList } from '../api/get-case-list.ts';
import { useCaseExport } from '../hooks/use-case-export.ts';
import { useCaseListSearch } from '../hooks/use-case-list-search.ts';
import { useCasePresenter } from '../hooks/use-case-presenter.ts';
import type { CasePresenter } from '../hooks/use-case-presenter.ts';
import { canQueryCases, hasCaseFilters, toCaseListFilters, toCaseListRequest } from '../utils/case-list-search.ts';
import { CaseFilters } from './case-filters.tsx';
import { CaseTable } from './case-table.tsx';

type ExportButtonProps = { query: AllCasesQuery; disabled: boolean; presenter: CasePresenter };

/** "Exportar a Excel": every complaint matching the filters, as `Datos excel.xlsx`. */
function ExportButton({ query, disabled, presenter }: ExportButtonProps) {
  const { t } = useTranslation();
  const { exportCases, isExporting, progress } = useCaseExport(query, presenter.sheetText);
  return (
    <Button
      variant="outlined"
      startIcon={isExporting ? <CircularProgress size={16} aria-hidden="true" /> : <FileDownloadIcon />}
      disabled={disabled || isExporting}
      aria-busy={isExporting}
      onClick={() => {
        void exportCases();
      }}
    >
      {isExporting && progress
        ? t('caseList.export.progress', { loaded: progress.loaded, total: progress.total })
        : t('caseList.export.button')}
    </Button>
  );
}

type CaseListScreenProps = {
  /** False for somebody who may list cases but not read them (an auditor, issue 15 §2): rows do not open. */
  canOpenCases?: boolean;
};

/**
 * Gestión: the tenant's complaints with server paging, sorting and filters kept in the URL, an
 * Excel export, and a row opening each complaint (for whoever may read it).
 */
export function CaseListScreen({ canOpenCases = true }: CaseListScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { search, update, clearFilters } = useCaseListSearch();
  const presenter = useCasePresenter();
  const canQuery = canQueryCases(search);
  const request = useMemo(() => toCaseListRequest(search), [search]);
  const exportQuery = useMemo<AllCasesQuery>(
    () => ({ filtros: toCaseListFilters(search), sort: search.sort, order: search.order }),
    [search],
  );
  const list = useCaseList(request, canQuery);
  const emptyText = hasCaseFilters(search) ? t('caseList.emptyFiltered') : t('caseList.empty');

  function body() {
    if (!canQuery) {
      return <Alert severity="warning">{t('caseList.fixDates')}</Alert>;
    }
    if (list.isError) {
      return (
        <RetryAlert
          message={t('caseList.loadError')}
          onRetry={() => {
            void list.refetch();
          }}
        />
      );
    }
    if (!list.data) {
      return <Loader />;
    }
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {canOpenCases ? t('caseList.openHint') : t('caseList.readOnlyHint')}
        </Typography>
        <CaseTable
          rows={list.data.data}
          total={list.data.total}
          page={search.page}
          pageSize={search.pageSize}
          sort={search.sort}
          order={search.order}
          isLoading={list.isFetching}
          emptyText={emptyText}
          presenter={presenter}
          onPaginationChange={(page, pageSize) => {
            update({ page, pageSize });
          }}
          onSortChange={(sort, order) => {
            update({ sort, order });
          }}
          onOpen={
            canOpenCases
              ? (iddenuncia) => {
                  // The list's filters travel with the case, so "Volver a Gestión" brings them back.
                  const state: CaseOpenState = { gestionSearch: location.search };
                  void navigate(paths.admin.caso.getHref(iddenuncia), { state });
                }
              : undefined
          }
        />
      </>
    );
  }

  return (
    <>
      <CaseFilters
        search={search}
        statuses={presenter.statuses}
        types={presenter.types}
        onChange={update}
        onClear={clearFilters}
        actions={
          <ExportButton
            query={exportQuery}
            presenter={presenter}
            disabled={!canQuery || list.data?.total === 0 || list.isError}
          />
        }
      />
      {body()}
    </>
  );
}
