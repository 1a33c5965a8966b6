import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { DemoHttpError } from '../lib/demo-fetch.ts';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { helpCenterPaths, type Guide } from './help-center-api.ts';
import { helpCenterStrings } from './help-center-strings.ts';

/** An unknown address inside the help center: says so and leads back home. */
export function NotFoundNote() {
  const { t: demoT } = useDemoText();
  const { t } = useAreaText(helpCenterStrings);
  return (
    <Alert severity="warning">
      {demoT('demo.notFound')}{' '}
      <Link component={RouterLink} to={helpCenterPaths.home}>
        {t('backHome')}
      </Link>
    </Alert>
  );
}

/** Progress while a query loads; its failure as an alert (a 404 as "does not exist"). */
export function QueryState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  const { t: demoT } = useDemoText();
  const { t } = useAreaText(helpCenterStrings);
  if (error) {
    return error instanceof DemoHttpError && error.status === 404 ? (
      <NotFoundNote />
    ) : (
      <Alert severity="error">{demoT('demo.loadFailed')}</Alert>
    );
  }
  return <Box sx={{ height: 4 }}>{isPending ? <LinearProgress aria-label={t('loading')} /> : null}</Box>;
}

/** Guides of one category as links: title, and the subtitle below it. */
export function GuideLinks({
  category,
  guides,
}: {
  category: { slug: string; title: string };
  guides: readonly Guide[];
}) {
  const { t } = useAreaText(helpCenterStrings);
  return (
    <List disablePadding aria-label={t('guides.listLabel', { category: category.title })}>
      {guides.map((guide) => (
        <ListItem key={guide.id} disablePadding>
          <ListItemButton component={RouterLink} to={helpCenterPaths.guide(category.slug, guide.slug)}>
            <ListItemText primary={guide.title} secondary={guide.subtitle} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
