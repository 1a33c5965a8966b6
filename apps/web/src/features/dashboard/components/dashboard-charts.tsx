import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@atalaya/contract/complaints/dashboard.schemas';
import { languageTags } from '@atalaya/contract/limits';
import type { LanguageCode } from '@atalaya/contract/limits';
import { formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartRow } from './chart-card.tsx';

const chartHeight = 260;

/** A `YYYY-MM` month as people read it ("may 2026" / "mayo de 2026"). */
export function formatMonth(month: string, language: LanguageCode, style: 'short' | 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) {
    return month;
  }
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return new Intl.DateTimeFormat(languageTags[language], { month: style, year: 'numeric' }).format(date);
}

/** "Total: 32.725. Valor más alto: Fraude (10.947)." — what a chart shows, in one sentence. */
function summarize(rows: readonly ChartRow[], t: TFunction, language: LanguageCode): string {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const top = rows.reduce<ChartRow | null>((best, row) => (best === null || row.total > best.total ? row : best), null);
  if (total === 0 || top === null) {
    return t('dashboard.charts.summaryEmpty');
  }
  return t('dashboard.charts.summary', {
    total: formatNumber(total, language),
    label: top.label,
    value: formatNumber(top.total, language),
  });
}

/**
 * A count axis (from 0, whole steps) whose ticks are written in the interface's language
 * ("2.000", not "2,000", in Spanish); tooltips use `countFormatter` below.
 */
function countAxis(language: LanguageCode) {
  return { tickMinStep: 1, min: 0, valueFormatter: (value: number) => formatNumber(value, language) };
}

/** A series' values in the interface's language (the tooltip). */
function countFormatter(language: LanguageCode) {
  return (value: number | null) => (value === null ? null : formatNumber(value, language));
}

function NoData() {
  const { t } = useTranslation();
  return (
    <Box sx={{ height: chartHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{t('dashboard.charts.summaryEmpty')}</Typography>
    </Box>
  );
}

type MonthChartKind = 'bar' | 'line';

function MonthsChart({ data }: { data: Dashboard['por_mes'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { language } = useLanguage();
  const [kind, setKind] = useState<MonthChartKind>('bar');
  const rows: ChartRow[] = data.map((item) => ({
    key: item.mes,
    label: formatMonth(item.mes, language, 'long'),
    total: item.total,
  }));
  const labels = data.map((item) => formatMonth(item.mes, language, 'short'));
  const totals = data.map((item) => item.total);
  const series = {
    data: totals,
    label: t('dashboard.charts.received'),
    color: theme.palette.primary.main,
    valueFormatter: countFormatter(language),
  };
  const yAxis = [countAxis(language)];
  return (
    <ChartCard
      title={t('dashboard.charts.porMes')}
      column={t('dashboard.charts.month')}
      rows={rows}
      summary={summarize(rows, t, language)}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label={t('dashboard.charts.kind')}
          onChange={(_event, value: MonthChartKind | null) => {
            if (value) {
              setKind(value);
            }
          }}
        >
          <ToggleButton value="bar">{t('dashboard.charts.bars')}</ToggleButton>
          <ToggleButton value="line">{t('dashboard.charts.lines')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {rows.length === 0 ? (
        <NoData />
      ) : kind === 'bar' ? (
        <BarChart
          height={chartHeight}
          hideLegend
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={yAxis}
          series={[series]}
        />
      ) : (
        <LineChart
          height={chartHeight}
          hideLegend
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={yAxis}
          series={[{ ...series, area: true }]}
        />
      )}
    </ChartCard>
  );
}

function TypesChart({ data }: { data: Dashboard['por_tipo'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { language } = useLanguage();
  const rows: ChartRow[] = data.map((item) => ({ key: item.idtipodenuncia, label: item.tipo, total: item.total }));
  const height = Math.max(chartHeight, rows.length * 36 + 60);
  return (
    <ChartCard
      title={t('dashboard.charts.porTipo')}
      column={t('dashboard.charts.type')}
      rows={rows}
      summary={summarize(rows, t, language)}
    >
      {rows.every((row) => row.total === 0) ? (
        <NoData />
      ) : (
        <BarChart
          height={height}
          layout="horizontal"
          hideLegend
          yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 140 }]}
          xAxis={[countAxis(language)]}
          // Room for the last tick's label ("12.000"), centred on the axis' end.
          margin={{ right: 24 }}
          series={[
            {
              data: rows.map((row) => row.total),
              label: t('dashboard.charts.total'),
              color: theme.palette.secondary.main,
              valueFormatter: countFormatter(language),
            },
          ]}
        />
      )}
    </ChartCard>
  );
}

function StatusesChart({ data }: { data: Dashboard['por_estado'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rows: ChartRow[] = data.map((item) => ({ key: item.idestadodenuncia, label: item.estado, total: item.total }));
  const slices = data
    .filter((item) => item.total > 0)
    .map((item) => ({ id: item.idestadodenuncia, value: item.total, label: item.estado, color: item.color }));
  return (
    <ChartCard
      title={t('dashboard.charts.porEstado')}
      column={t('dashboard.charts.status')}
      rows={rows}
      summary={summarize(rows, t, language)}
    >
      {slices.length === 0 ? (
        <NoData />
      ) : (
        <PieChart
          height={chartHeight}
          series={[
            {
              data: slices,
              innerRadius: 48,
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: (slice) => formatNumber(slice.value, language),
            },
          ]}
        />
      )}
    </ChartCard>
  );
}

/** The Resumen's charts: received per month (bars or line), by type (bars), by status (pie in the status colours). */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <MonthsChart data={dashboard.por_mes} />
      </Box>
      <TypesChart data={dashboard.por_tipo} />
      <StatusesChart data={dashboard.por_estado} />
    </Box>
  );
}
