import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDemoText } from '../lib/demo-text.ts';
import type { ShareWidget } from './analytics-api.ts';
import { AnalyticsCard } from './analytics-card.tsx';
import { formatCount, indexOfMax, shareLabel } from './analytics-format.ts';

type ShareKind = 'newVsReturning' | 'gender' | 'age' | 'language';

/** A widget of percentages (new vs returning, gender, age, language) as a doughnut. */
export function ShareWidgetCard({ kind, data }: { kind: ShareKind; data: ShareWidget }) {
  const { t, language, locale } = useDemoText();
  const labels = data.labels.map((label) => shareLabel(label, language, kind === 'language' ? 'language' : 'other'));
  const top = indexOfMax(data.series);
  const title = t(`analytics.${kind}`);
  return (
    <AnalyticsCard
      title={title}
      headline={
        <Typography>{t('analytics.uniqueVisitors', { count: formatCount(data.uniqueVisitors, locale) })}</Typography>
      }
      summary={t('analytics.summaryShare', { label: labels[top] ?? '', value: data.series[top] ?? 0 })}
      table={{
        columns: [t('analytics.category'), t('analytics.share')],
        rows: labels.map((label, index) => ({
          key: data.labels[index] ?? label,
          cells: [label, `${data.series[index] ?? 0} %`],
        })),
      }}
    >
      <PieChart
        height={220}
        series={[
          {
            data: labels.map((label, index) => ({ id: index, value: data.series[index] ?? 0, label })),
            innerRadius: 44,
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (slice) => `${slice.value} %`,
          },
        ]}
      />
    </AnalyticsCard>
  );
}
