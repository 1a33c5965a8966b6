import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { guideBlocks, type GuideBlock } from './guide-content.ts';
import { GuideBreadcrumbs } from './guide-breadcrumbs.tsx';
import { getGuide, helpCenterKeys, helpCenterPaths } from './help-center-api.ts';
import { QueryState } from './help-center-parts.tsx';
import { helpCenterStrings } from './help-center-strings.ts';

/** The content's blocks as React elements: text only, never injected HTML. */
function GuideBody({ blocks }: { blocks: readonly GuideBlock[] }) {
  return (
    <Box sx={{ '& > * + *': { mt: 2 } }}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <Typography key={key} variant="h6" component="h3">
              {block.text}
            </Typography>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={key} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0 }}>
              {block.items.map((item, itemIndex) => (
                <Typography key={`${key}-${itemIndex}`} component="li" sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        }
        return <Typography key={key}>{block.text}</Typography>;
      })}
    </Box>
  );
}

/** One guide (`/guides/:categorySlug/:guideSlug`): breadcrumb back to its category, its content. */
export function GuideScreen() {
  const { t } = useAreaText(helpCenterStrings);
  const { categorySlug = '', guideSlug = '' } = useParams();
  const answer = useQuery({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    queryFn: () => getGuide(categorySlug, guideSlug),
    retry: false,
  });
  const category = answer.data;
  const guide = category?.guides[0];
  return (
    <Stack spacing={2} component="article" aria-labelledby={guide ? 'guide-title' : undefined}>
      {category && guide ? (
        <GuideBreadcrumbs
          trail={[{ label: category.title, to: helpCenterPaths.guideCategory(category.slug) }, { label: guide.title }]}
        />
      ) : null}
      <QueryState isPending={answer.isPending} error={answer.error} />
      {category && guide ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography id="guide-title" variant="h5" component="h2">
            {guide.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {guide.subtitle}
          </Typography>
          <GuideBody blocks={guideBlocks(guide.content)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to={helpCenterPaths.guideCategory(category.slug)}
              startIcon={<ArrowBackIcon />}
              variant="outlined"
            >
              {t('guide.back', { category: category.title })}
            </Button>
            <Button component={RouterLink} to={helpCenterPaths.support}>
              {t('guide.stillStuck')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
