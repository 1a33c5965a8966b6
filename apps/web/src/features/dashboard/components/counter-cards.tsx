import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { DashboardCounters } from '@atalaya/contract/complaints/dashboard.schemas';
import { formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

type CounterKey = Exclude<keyof DashboardCounters, 'total'>;

/** The cards in reading order; `overdue` ones are highlighted when above zero. */
const counterCards: ReadonlyArray<{ key: CounterKey; overdue: boolean }> = [
  { key: 'nuevas', overdue: false },
  { key: 'en_tramite', overdue: false },
  { key: 'resueltas', overdue: false },
  { key: 'acuse_vencido', overdue: true },
  { key: 'respuesta_vencida', overdue: true },
  { key: 'prorrogadas', overdue: false },
];

type StatCardProps = { label: string; value: string; isAlert?: boolean; alertText?: string; testId?: string };

/** One figure with its label; an alert card gets a red border, an icon and a text (not colour alone). */
export function StatCard({ label, value, isAlert = false, alertText, testId }: StatCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      data-alert={isAlert ? 'true' : 'false'}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        borderWidth: isAlert ? 2 : 1,
        borderColor: isAlert ? 'error.main' : 'divider',
        ...(isAlert ? { '@media (forced-colors: active)': { borderStyle: 'double', borderWidth: 4 } } : {}),
      }}
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, color: isAlert ? 'error.main' : 'text.primary' }}
      >
        {value}
      </Typography>
      {isAlert && alertText ? (
        <Typography
          component="p"
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 600 }}
        >
          <WarningAmberIcon fontSize="inherit" aria-hidden="true" />
          {alertText}
        </Typography>
      ) : null}
    </Paper>
  );
}

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, 1fr)' },
} as const;

/** The counters of the period: Nuevas, En trámite, Resueltas, Acuse vencido, Respuesta vencida, Prorrogadas. */
export function CounterCards({ counters }: { counters: DashboardCounters }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box component="ul" aria-label={t('dashboard.counters.title')} sx={gridSx}>
      {counterCards.map(({ key, overdue }) => (
        <StatCard
          key={key}
          testId={`counter-${key}`}
          label={t(`dashboard.counters.${key}`)}
          value={formatNumber(counters[key], language)}
          isAlert={overdue && counters[key] > 0}
          alertText={t('dashboard.counters.needsAction')}
        />
      ))}
    </Box>
  );
}
