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
import type { AuditEntry, AuditResult } from '@atalaya/contract/complaints/case-detail.schemas';
import { usePaginationLabels } from '@/components/ui/pagination-labels.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

export const orgAuditPageSizes = [25, 50, 100] as const;

const resultColor: Record<AuditResult, 'success' | 'warning' | 'error'> = {
  ok: 'success',
  denegado: 'warning',
  error: 'error',
};

type OrgAuditTableProps = {
  rows: readonly AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** One server page of the trail, newest first, with readable action names. */
export function OrgAuditTable({ rows, total, page, pageSize, onPage, onPageSize }: OrgAuditTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const paginationLabels = usePaginationLabels();
  return (
    <Paper variant="outlined">
      {/* Focusable and named: on a phone the table scrolls sideways, by keyboard too. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('nav.auditoria')}>
        <Table size="small" aria-label={t('nav.auditoria')} data-testid="org-audit-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('orgAudit.date')}</TableCell>
              <TableCell>{t('orgAudit.person')}</TableCell>
              <TableCell>{t('orgAudit.action')}</TableCell>
              <TableCell>{t('orgAudit.result')}</TableCell>
              <TableCell>{t('orgAudit.case')}</TableCell>
              <TableCell>{t('orgAudit.detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.idauditoria} data-testid="org-audit-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.fec_evento, language)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.usuario}</TableCell>
                <TableCell>{t(`orgAudit.actions.${entry.accion}`)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={resultColor[entry.resultado]}
                    label={t(`orgAudit.results.${entry.resultado}`)}
                  />
                </TableCell>
                <TableCell>{entry.iddenuncia ?? t('orgAudit.organisation')}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>
                  {entry.detalle}
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography color="text.secondary">{t('orgAudit.empty')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...orgAuditPageSizes]}
        onPageChange={(_event, next) => {
          onPage(next);
        }}
        onRowsPerPageChange={(event) => {
          onPageSize(Number(event.target.value));
        }}
        {...paginationLabels}
      />
    </Paper>
  );
}
