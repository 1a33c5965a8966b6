import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAreaText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { FileItem } from './file-manager-api.ts';
import { fileManagerStrings } from './file-manager-strings.ts';
import { folderHref } from './file-text.ts';

/** "Mis archivos › Personal › Documents › Taxes 2025": every ancestor a link, the current folder marked as such. */
export function FolderBreadcrumbs({ path }: { path: readonly FileItem[] }) {
  const { t } = useAreaText(fileManagerStrings);
  const crumbs = [{ id: null, name: t('files.root') }, ...path.map((folder) => ({ id: folder.id, name: folder.name }))];
  return (
    <Breadcrumbs aria-label={t('files.breadcrumb')} sx={{ '& ol': { rowGap: 0.5 } }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id ?? 'root'} color="text.primary" aria-current="page">
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.id ?? 'root'}
            component={RouterLink}
            to={folderHref(demoPaths.fileManager, crumb.id)}
            underline="hover"
            color="inherit"
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
