import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@atalaya/contract/complaints/dashboard.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { quickPeriod } from '../utils/period.ts';
import type { Period } from '../utils/period.ts';
import { CounterCards } from './counter-cards.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { Medians } from './medians.tsx';
import { PendingCases } from './pending-cases.tsx';
import { PeriodPicker } from './period-picker.tsx';

type DashboardProps = {
  /** False for somebody who may not read cases (an auditor, issue 15 §2): no link opens a case. */
  canOpenCases?: boolean;
};

function DashboardContent({ dashboard, canOpenCases }: { dashboard: Dashboard; canOpenCases: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const total = formatNumber(dashboard.contadores.total, language);
  const isEmpty = dashboard.contadores.total === 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography data-testid="dashboard-period">
        {t('dashboard.period.showing', {
          count: dashboard.contadores.total,
          desde: formatDate(dashboard.desde, language),
          hasta: formatDate(dashboard.hasta, language),
          total,
        })}
      </Typography>
      <CounterCards counters={dashboard.contadores} />
      {isEmpty ? (
        <Alert severity="info" data-testid="dashboard-empty">
          {t('dashboard.states.empty')}
        </Alert>
      ) : (
        <>
          <Medians acuse={dashboard.mediana_dias_acuse} resolucion={dashboard.mediana_dias_resolucion} />
          <DashboardCharts dashboard={dashboard} />
        </>
      )}
      <PendingCases
        cases={dashboard.pendientes}
        total={dashboard.contadores.total - dashboard.contadores.resueltas}
        desde={dashboard.desde}
        hasta={dashboard.hasta}
        canOpenCases={canOpenCases}
      />
    </Box>
  );
}

/**
 * The Resumen (admin/denuncias/dashboard): period picker, counters, charts, median times and
 * the cases that need attention. Starts with the last 12 months.
 */
export function DashboardView({ canOpenCases = true }: DashboardProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => quickPeriod('last12Months'));
  const query = useDashboard(period);
  const isUpdating = query.isFetching && query.isPlaceholderData;

  return (
    <>
      <PeriodPicker value={period} onChange={setPeriod} />
      <Box aria-busy={query.isFetching} sx={{ position: 'relative' }}>
        {isUpdating ? (
          <LinearProgress
            aria-label={t('dashboard.states.updating')}
            sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
          />
        ) : null}
        {query.isPending ? (
          <Loader />
        ) : query.isError ? (
          <RetryAlert
            data-testid="dashboard-error"
            message={t('dashboard.states.error')}
            onRetry={() => {
              void query.refetch();
            }}
          />
        ) : (
          <DashboardContent dashboard={query.data} canOpenCases={canOpenCases} />
        )}
      </Box>
    </>
  );
}
