import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { findGuides, helpCenterKeys, helpCenterPaths } from './help-center-api.ts';
import { GuideLinks, QueryState } from './help-center-parts.tsx';
import { helpCenterStrings } from './help-center-strings.ts';

/** Every guide category with its first guides (the engine's default, 5) and "see all" when there are more. */
export function GuidesScreen() {
  const { t } = useAreaText(helpCenterStrings);
  const guides = useQuery({ queryKey: helpCenterKeys.guides(), queryFn: () => findGuides() });
  return (
    <Stack spacing={2} component="section" aria-labelledby="guides-title">
      <Typography id="guides-title" variant="h5" component="h2">
        {t('sections.guides')}
      </Typography>
      <QueryState isPending={guides.isPending} error={guides.error} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {(guides.data ?? []).map((category) => (
          <Paper
            key={category.id}
            variant="outlined"
            component="section"
            aria-labelledby={`guides-${category.slug}`}
            sx={{ p: 2 }}
          >
            <Typography id={`guides-${category.slug}`} variant="h6" component="h3">
              <Link component={RouterLink} to={helpCenterPaths.guideCategory(category.slug)} underline="hover">
                {category.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(category.totalGuides === 1 ? 'guides.countOne' : 'guides.count', { count: category.totalGuides })}
            </Typography>
            <GuideLinks category={category} guides={category.guides} />
            {category.totalGuides > category.visibleGuides ? (
              <Link
                component={RouterLink}
                to={helpCenterPaths.guideCategory(category.slug)}
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {t('guides.seeAll', { count: category.totalGuides, category: category.title })}
              </Link>
            ) : null}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
