import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { OrgAuditFiltersInput } from '@atalaya/contract/people/org-audit.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { notify } from '@/lib/notices.ts';
import { saveFile } from '@/lib/save-file.ts';
import { downloadOrgAudit, useOrgAudit } from '../api/org-audit.ts';
import { OrgAuditFilters } from './org-audit-filters.tsx';
import { OrgAuditTable, orgAuditPageSizes } from './org-audit-table.tsx';
import { ChainVerification } from './chain-verification.tsx';

/** A filter set the server accepts: "one case" needs its number (until then, everything is shown). */
function effectiveFilters(filters: OrgAuditFiltersInput): OrgAuditFiltersInput {
  if (filters.alcance === 'caso' && filters.iddenuncia === undefined) {
    return { ...filters, alcance: 'todo' };
  }
  if (filters.desde && filters.hasta && filters.desde > filters.hasta) {
    return { ...filters, hasta: undefined };
  }
  return filters;
}

/** Auditoría (Responsables and auditors): the organisation's whole trail, its chain check and export. */
export function OrgAuditScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrgAuditFiltersInput>({ alcance: 'todo' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(orgAuditPageSizes[0]);
  const [exporting, setExporting] = useState(false);
  const filtros = effectiveFilters(filters);
  const list = useOrgAudit({ start: page * pageSize, length: pageSize, filtros });

  async function exportTrail() {
    setExporting(true);
    try {
      const file = await downloadOrgAudit(filtros);
      saveFile(file.blob, file.fileName ?? 'Auditoria.xlsx');
    } catch {
      notify({ title: 'ERROR', message: t('orgAudit.exportFailed'), severity: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack spacing={2}>
      <ChainVerification />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <OrgAuditFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(0);
          }}
        />
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportTrail()} disabled={exporting}>
          {t('orgAudit.export')}
        </Button>
      </Stack>
      {list.isError ? <Alert severity="error">{t('orgAudit.loadError')}</Alert> : null}
      {list.isPending ? (
        <Loader />
      ) : (
        <OrgAuditTable
          rows={list.data?.data ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
    </Stack>
  );
}
