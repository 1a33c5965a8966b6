import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

export type ChartRow = { key: string | number; label: string; total: number };

type ChartCardProps = {
  title: string;
  /** The first column's heading of the data table (e.g. "Mes", "Tipo"). */
  column: string;
  /** The chart's data, also given as a table for screen readers. */
  rows: readonly ChartRow[];
  /** A short text summary (the chart's accessible description). */
  summary: string;
  /** Controls next to the title (e.g. bar/line switch). */
  actions?: ReactNode;
  /**
   * The chart. It gets no `title`/`desc` of its own: MUI X puts them as `aria-label` on a
   * `role="none"` element, which axe refuses (aria-prohibited-attr); the section names it instead.
   */
  children: ReactNode;
};

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A chart section: heading, the chart (named by the title, described by the summary) and the
 * same data as a visually hidden table, so screen readers get every value without the SVG.
 */
export function ChartCard({ title, column, rows, summary, actions, children }: ChartCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const summaryId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ p: { xs: 2, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box sx={{ flexGrow: 1, minHeight: 260 }}>{children}</Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('dashboard.charts.tableCaption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{t('dashboard.charts.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{formatNumber(row.total, language)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
