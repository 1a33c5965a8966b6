import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { helpCenterPaths } from './help-center-api.ts';
import { helpCenterStrings } from './help-center-strings.ts';

type Crumb = { label: string; to?: string };

/** Guides › category › guide: every step but the last is a link back. */
export function GuideBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useAreaText(helpCenterStrings);
  const crumbs: Crumb[] = [{ label: t('sections.guides'), to: helpCenterPaths.guides }, ...trail];
  return (
    <Breadcrumbs aria-label={t('guides.breadcrumb')}>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
