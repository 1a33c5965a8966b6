import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDemoText } from '../lib/demo-text.ts';

export type CardTable = { columns: string[]; rows: Array<{ key: string; cells: string[] }> };

type AnalyticsCardProps = {
  title: string;
  /** One sentence of what the chart shows (its accessible description, shown too). */
  summary: string;
  /** The chart's values as a visually hidden table: the first cell of each row is its heading. */
  table: CardTable;
  headline?: ReactNode;
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
 * A widget: heading, a headline figure, the chart
 * and the same values as a visually hidden table.
 */
export function AnalyticsCard({ title, summary, table, headline, children }: AnalyticsCardProps) {
  const { t } = useDemoText();
  const titleId = useId();
  const summaryId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ p: { xs: 2, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {headline}
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('analytics.tableCaption', { title })}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
