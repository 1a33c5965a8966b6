import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Loader } from '@/components/ui/loader.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { analyticsKey, fetchAnalytics } from './analytics-api.ts';
import { CountWidgetCard, VisitorsVsPageViewsWidget, VisitorsWidget } from './analytics-lines.tsx';
import { ShareWidgetCard } from './analytics-shares.tsx';

/** The analytics dashboard: every widget of spec 001 §3 as a chart with its values as text. */
export function AnalyticsPage() {
  const { t } = useDemoText();
  const analytics = useQuery({ queryKey: analyticsKey, queryFn: fetchAnalytics });
  const data = analytics.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('analytics.title')}
      </Typography>
      {analytics.isError ? <Alert severity="error">{t('demo.loadFailed')}</Alert> : null}
      {data ? (
        <Grid container spacing={2}>
          <Grid size={12}>
            <VisitorsWidget data={data.visitors} />
          </Grid>
          {(['conversions', 'impressions', 'visits'] as const).map((kind) => (
            <Grid key={kind} size={{ xs: 12, md: 4 }}>
              <CountWidgetCard kind={kind} data={data[kind]} />
            </Grid>
          ))}
          <Grid size={12}>
            <VisitorsVsPageViewsWidget data={data.visitorsVsPageViews} />
          </Grid>
          {(['newVsReturning', 'gender', 'age', 'language'] as const).map((kind) => (
            <Grid key={kind} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ShareWidgetCard kind={kind} data={data[kind]} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
