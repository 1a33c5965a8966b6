import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditResult } from '@atalaya/contract/complaints/case-detail.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { usePaginationLabels } from '@/components/ui/pagination-labels.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useAuditPage } from '../api/audit-trail.ts';

const pageSizes = [10, 25, 50];

const resultColor: Record<AuditResult, 'success' | 'warning' | 'error'> = {
  ok: 'success',
  denegado: 'warning',
  error: 'error',
};

/** The case's audit trail (append-only, newest first), one server page at a time. */
export function AuditTrailPanel({ iddenuncia }: { iddenuncia: number }) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { language } = useLanguage();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const audit = useAuditPage(iddenuncia, page, pageSize);
  const rows = audit.data?.data ?? [];

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('caseDetail.audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('caseDetail.audit.intro')}
      </Typography>
      {audit.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('caseDetail.loadPartError')}
        </Alert>
      ) : null}
      {audit.isPending ? (
        <Loader />
      ) : (
        <Paper variant="outlined">
          {/* Focusable and named: on a phone the table scrolls sideways, by keyboard too. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
            <Table size="small" aria-labelledby={titleId} data-testid="audit-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('caseDetail.audit.fecha')}</TableCell>
                  <TableCell>{t('caseDetail.audit.usuario')}</TableCell>
                  <TableCell>{t('caseDetail.audit.accion')}</TableCell>
                  <TableCell>{t('caseDetail.audit.resultado')}</TableCell>
                  <TableCell>{t('caseDetail.audit.detalle')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.idauditoria} data-testid="audit-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.fec_evento, language)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.usuario}</TableCell>
                    <TableCell>{t(`caseDetail.audit.actions.${entry.accion}`)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={resultColor[entry.resultado]}
                        label={t(`caseDetail.audit.results.${entry.resultado}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>
                      {entry.detalle}
                    </TableCell>
                  </TableRow>
                ))}
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Typography color="text.secondary">{t('caseDetail.audit.empty')}</Typography>
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={audit.data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={pageSizes}
            onPageChange={(_event, next) => {
              setPage(next);
            }}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            {...paginationLabels}
          />
        </Paper>
      )}
    </Box>
  );
}
