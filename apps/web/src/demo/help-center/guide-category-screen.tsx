import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { GuideBreadcrumbs } from './guide-breadcrumbs.tsx';
import { getGuideCategory, helpCenterKeys } from './help-center-api.ts';
import { GuideLinks, QueryState } from './help-center-parts.tsx';
import { helpCenterStrings } from './help-center-strings.ts';

/** One guide category with all its guides (`/guides/:categorySlug`). */
export function GuideCategoryScreen() {
  const { t } = useAreaText(helpCenterStrings);
  const { categorySlug = '' } = useParams();
  const category = useQuery({
    queryKey: helpCenterKeys.guideCategory(categorySlug),
    queryFn: () => getGuideCategory(categorySlug),
    retry: false,
  });
  const data = category.data;
  return (
    <Stack spacing={2} component="section" aria-labelledby="guide-category-title">
      {data ? <GuideBreadcrumbs trail={[{ label: data.title }]} /> : null}
      <Typography id="guide-category-title" variant="h5" component="h2">
        {data?.title ?? t('sections.guides')}
      </Typography>
      <QueryState isPending={category.isPending} error={category.error} />
      {data ? (
        <Paper variant="outlined">
          <Typography color="text.secondary" sx={{ px: 2, pt: 2 }}>
            {t(data.totalGuides === 1 ? 'guides.countOne' : 'guides.count', { count: data.totalGuides })}
          </Typography>
          <GuideLinks category={data} guides={data.guides} />
        </Paper>
      ) : null}
    </Stack>
  );
}
