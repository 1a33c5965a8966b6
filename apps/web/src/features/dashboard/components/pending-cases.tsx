import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@atalaya/contract/complaints/case-list.schemas';
import { paths } from '@/config/paths.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { toIsoDay } from '../utils/period.ts';
import { useDaysText } from './days-text.ts';

/** Days left to answer at or under which a case is flagged as close to its deadline. */
export const soonDays = 15;

export type DeadlineLevel = 'overdue' | 'soon' | 'ok' | 'none';

export function deadlineLevel(days: number | null): DeadlineLevel {
  if (days === null) {
    return 'none';
  }
  if (days < 0) {
    return 'overdue';
  }
  return days <= soonDays ? 'soon' : 'ok';
}

/** Days left to answer, coloured by urgency and always said in words (not by colour alone). */
function DaysLeft({ days }: { days: number | null }) {
  const { t } = useTranslation();
  const daysText = useDaysText();
  const level = deadlineLevel(days);
  if (days === null) {
    return <span>—</span>;
  }
  const text =
    level === 'overdue'
      ? t('dashboard.pending.overdueBy', { days: daysText(-days) })
      : days === 0
        ? t('dashboard.pending.dueToday')
        : daysText(days);
  const color = level === 'overdue' ? 'error.main' : 'text.primary';
  return (
    <Box
      component="span"
      data-testid="days-left"
      data-level={level}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: level === 'ok' ? 400 : 700 }}
    >
      {level === 'overdue' ? <ErrorOutlineIcon fontSize="small" aria-hidden="true" /> : null}
      {level === 'soon' ? <ScheduleIcon fontSize="small" aria-hidden="true" sx={{ color: 'warning.main' }} /> : null}
      {text}
    </Box>
  );
}

/**
 * Gestión listing every unresolved case filed in the period, oldest first (the parameters of the
 * case list's URL: `desde`, `hasta`, `pendientes`, `sort`, `order`).
 */
export function pendingListHref(desde: string, hasta: string): string {
  const search = new URLSearchParams({ desde, hasta, pendientes: '1', sort: 'fec_alta', order: 'asc' });
  return paths.admin.gestion.getHref(`?${search.toString()}`);
}

export type PendingCasesProps = {
  /** The most urgent unresolved cases (up to 10). */
  cases: readonly CaseSummary[];
  /** How many unresolved cases the period has in all. */
  total: number;
  /** The period (YYYY-MM-DD), for the link to all of them in Gestión. */
  desde: string;
  hasta: string;
  /** False for somebody who may not read cases (an auditor, issue 15 §2): the codes are plain text. */
  canOpenCases?: boolean;
};

/**
 * "Requieren atención": unresolved cases, overdue first, each linked to its case page (for whoever
 * may read it); says how many there are in all and links to every one of them in Gestión, filtered.
 */
export function PendingCases({ cases, total, desde, hasta, canOpenCases = true }: PendingCasesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const today = toIsoDay(new Date());
  const count = formatNumber(total, language);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('dashboard.pending.title')}
      </Typography>
      {total > 0 ? (
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}
          data-testid="pending-total"
        >
          <Typography color="text.secondary">
            {total > cases.length
              ? t('dashboard.pending.shownOf', { count: total, total: count, shown: cases.length })
              : t('dashboard.pending.allShown', { count: total, total: count })}
          </Typography>
          <Link component={RouterLink} to={pendingListHref(desde, hasta)} sx={{ fontWeight: 700 }}>
            {t('dashboard.pending.all', { count: total, total: count })}
          </Link>
        </Box>
      ) : null}
      {cases.length === 0 ? (
        <Typography color="text.secondary" data-testid="pending-empty">
          {t('dashboard.pending.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('dashboard.pending.code')}</TableCell>
                <TableCell scope="col">{t('dashboard.pending.type')}</TableCell>
                <TableCell scope="col">{t('dashboard.pending.status')}</TableCell>
                <TableCell scope="col">{t('dashboard.pending.received')}</TableCell>
                <TableCell scope="col">{t('dashboard.pending.daysLeft')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cases.map((item) => {
                const ackOverdue = item.fec_acuse === null && item.vence_acuse < today;
                return (
                  <TableRow key={item.iddenuncia} data-testid="pending-case">
                    <TableCell component="th" scope="row">
                      {canOpenCases ? (
                        <Link
                          component={RouterLink}
                          to={paths.admin.caso.getHref(item.iddenuncia)}
                          aria-label={t('dashboard.pending.open', { code: item.referencia })}
                          sx={{ fontWeight: 700, fontFamily: 'monospace' }}
                        >
                          {item.referencia}
                        </Link>
                      ) : (
                        <Box component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                          {item.referencia}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell>{item.tipo}</TableCell>
                    <TableCell>
                      {item.estado}
                      {ackOverdue ? (
                        <Typography
                          component="span"
                          variant="caption"
                          sx={{ display: 'block', color: 'error.main', fontWeight: 700 }}
                        >
                          {t('dashboard.pending.ackOverdue')}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{formatDate(item.fec_alta, language)}</TableCell>
                    <TableCell>
                      <DaysLeft days={item.dias_respuesta} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
