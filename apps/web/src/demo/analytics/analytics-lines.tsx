import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDemoText } from '../lib/demo-text.ts';
import type { AnalyticsData, CountWidget } from './analytics-api.ts';
import { AnalyticsCard } from './analytics-card.tsx';
import { formatCount, formatDay, formatRange, indexOfMax } from './analytics-format.ts';

/** Visitors this year and last year, one point every 3 days. */
export function VisitorsWidget({ data }: { data: AnalyticsData['visitors'] }) {
  const { t, locale } = useDemoText();
  const theme = useTheme();
  const thisYear = data.series['this-year'];
  const lastYear = data.series['last-year'];
  const labels = thisYear.map((point) => formatDay(point.x, locale));
  const values = thisYear.map((point) => point.y);
  const max = indexOfMax(values);
  return (
    <AnalyticsCard
      title={t('analytics.visitors')}
      summary={t('analytics.summaryLine', {
        series: t('analytics.thisYear'),
        first: formatCount(values[0] ?? 0, locale),
        last: formatCount(values.at(-1) ?? 0, locale),
        max: `${formatCount(values[max] ?? 0, locale)} (${labels[max] ?? ''})`,
      })}
      table={{
        columns: [t('analytics.date'), t('analytics.thisYear'), t('analytics.lastYear')],
        rows: thisYear.map((point, index) => ({
          key: point.x,
          cells: [labels[index] ?? '', formatCount(point.y, locale), formatCount(lastYear[index]?.y ?? 0, locale)],
        })),
      }}
    >
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: labels, tickInterval: (_value, index) => index % 10 === 0 }]}
        yAxis={[{ valueFormatter: (value: number) => formatCount(value, locale) }]}
        series={[
          {
            data: values,
            label: t('analytics.thisYear'),
            color: theme.palette.primary.main,
            showMark: false,
            area: true,
          },
          {
            data: lastYear.map((point) => point.y),
            label: t('analytics.lastYear'),
            color: theme.palette.secondary.main,
            showMark: false,
          },
        ]}
      />
    </AnalyticsCard>
  );
}

type CountKind = 'conversions' | 'impressions' | 'visits';

/** Conversions, impressions or visits: the amount and ten weekly counts. */
export function CountWidgetCard({ kind, data }: { kind: CountKind; data: CountWidget }) {
  const { t, locale } = useDemoText();
  const theme = useTheme();
  const values = data.series[0]?.data ?? [];
  const weeks = data.labels.map((label) => formatRange(label, locale));
  const max = indexOfMax(values);
  const title = t(`analytics.${kind}`);
  return (
    <AnalyticsCard
      title={title}
      headline={
        <Typography variant="h4" component="p">
          {formatCount(data.amount, locale)}
        </Typography>
      }
      summary={t('analytics.summaryCount', {
        amount: formatCount(data.amount, locale),
        max: formatCount(values[max] ?? 0, locale),
        week: weeks[max] ?? '',
      })}
      table={{
        columns: [t('analytics.week'), title],
        rows: values.map((value, index) => ({
          key: data.labels[index] ?? String(index),
          cells: [weeks[index] ?? '', formatCount(value, locale)],
        })),
      }}
    >
      <BarChart
        height={140}
        hideLegend
        margin={{ left: 0, right: 0, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: weeks, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: values, label: title, color: theme.palette.primary.main }]}
      />
    </AnalyticsCard>
  );
}

/** Page views and visitors, one point a day over 65 days, with the scores. */
export function VisitorsVsPageViewsWidget({ data }: { data: AnalyticsData['visitorsVsPageViews'] }) {
  const { t, locale } = useDemoText();
  const theme = useTheme();
  const [pageViews, visitors] = data.series;
  const labels = (pageViews?.data ?? []).map((point) => formatDay(point.x, locale));
  function nameOf(name: string | undefined): string {
    return name === 'Visitors' ? t('analytics.visitors') : t('analytics.pageViews');
  }
  const views = (pageViews?.data ?? []).map((point) => point.y);
  const max = indexOfMax(views);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <AnalyticsCard
      title={t('analytics.visitorsVsPageViews')}
      headline={
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          {(
            [
              ['analytics.overallScore', data.overallScore],
              ['analytics.averageRatio', data.averageRatio],
              ['analytics.predictedRatio', data.predictedRatio],
            ] as const
          ).map(([key, value]) => (
            <Typography key={key}>
              {t(key)}:{' '}
              <strong>{key === 'analytics.overallScore' ? percent.format(value) : `${percent.format(value)} %`}</strong>
            </Typography>
          ))}
        </Stack>
      }
      summary={t('analytics.summaryLine', {
        series: nameOf(pageViews?.name),
        first: formatCount(views[0] ?? 0, locale),
        last: formatCount(views.at(-1) ?? 0, locale),
        max: `${formatCount(views[max] ?? 0, locale)} (${labels[max] ?? ''})`,
      })}
      table={{
        columns: [t('analytics.date'), nameOf(pageViews?.name), nameOf(visitors?.name)],
        rows: labels.map((label, index) => ({
          key: pageViews?.data[index]?.x ?? String(index),
          cells: [label, formatCount(views[index] ?? 0, locale), formatCount(visitors?.data[index]?.y ?? 0, locale)],
        })),
      }}
    >
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: labels, tickInterval: (_value, index) => index % 7 === 0 }]}
        yAxis={[{ valueFormatter: (value: number) => formatCount(value, locale) }]}
        series={[
          { data: views, label: nameOf(pageViews?.name), color: theme.palette.primary.main, showMark: false },
          {
            data: (visitors?.data ?? []).map((point) => point.y),
            label: nameOf(visitors?.name),
            color: theme.palette.secondary.main,
            showMark: false,
          },
        ]}
      />
    </AnalyticsCard>
  );
}
