import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { DemoHttpError } from '../lib/demo-fetch.ts';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { fetchFolder, fileManagerKeys, type FileItem } from './file-manager-api.ts';
import { fileManagerStrings } from './file-manager-strings.ts';
import { FolderBreadcrumbs } from './folder-breadcrumbs.tsx';
import { ItemDetails } from './item-details.tsx';
import { ItemGrid } from './item-grid.tsx';
import { ItemTable } from './item-table.tsx';
import { folderHref } from './file-text.ts';

type View = 'grid' | 'list';
const viewKey = 'demo.fileManager.view';

function storedView(): View {
  return globalThis.localStorage?.getItem(viewKey) === 'list' ? 'list' : 'grid';
}

/** The file manager: `/demo/apps/file-manager` is the root, `/demo/apps/file-manager/{folderId}` a folder. */
export function FileManagerPage() {
  return (
    <Routes>
      <Route index element={<FolderScreen />} />
      <Route path=":folderId" element={<FolderScreen />} />
    </Routes>
  );
}

function FolderScreen() {
  const { t } = useAreaText(fileManagerStrings);
  const shared = useDemoText().t;
  const { folderId } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<View>(storedView);
  const listing = useQuery({
    queryKey: fileManagerKeys.folder(folderId),
    queryFn: () => fetchFolder(folderId),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof DemoHttpError && error.status === 404) && count < 2,
  });
  const data = listing.isPlaceholderData ? undefined : listing.data;
  const path = data?.path ?? [];
  const current = path.at(-1);
  const items = data ? [...data.folders, ...data.files] : [];
  const selectedId = searchParams.get('item');
  const selected = items.find((item) => item.id === selectedId);
  const location = [t('files.root'), ...path.map((folder) => folder.name)].join(' / ');

  // The drawer replaces the history entry: the back button moves between folders, never between drawers.
  function showDetails(item: FileItem) {
    setSearchParams({ item: item.id }, { replace: true });
  }
  function closeDetails() {
    setSearchParams({}, { replace: true });
  }
  // Leaves this folder's entry without the drawer, so that the back button comes back to the folder alone.
  function openFolder(folder: FileItem) {
    void navigate({ search: '' }, { replace: true });
    void navigate(folderHref(demoPaths.fileManager, folder.id));
  }
  function changeView(next: View | null) {
    if (next) {
      setView(next);
      globalThis.localStorage?.setItem(viewKey, next);
    }
  }

  const headingId = 'file-manager-folder';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('files.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: View | null) => changeView(next)}
          aria-label={t('files.view')}
        >
          <ToggleButton value="grid" aria-label={t('files.grid')}>
            <GridViewOutlinedIcon />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('files.list')}>
            <ViewListOutlinedIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {listing.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={demoPaths.fileManager}>
              {t('files.root')}
            </Button>
          }
        >
          {listing.error instanceof DemoHttpError && listing.error.status === 404
            ? shared('demo.notFound')
            : shared('demo.loadFailed')}
        </Alert>
      ) : null}
      {data ? <FolderBreadcrumbs path={path} /> : null}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ height: 4, mb: 1 }}>
          {listing.isFetching ? <LinearProgress aria-label={t('files.loading')} /> : null}
        </Box>
        {data ? (
          <Stack spacing={2}>
            <Typography id={headingId} variant="h5" component="h2">
              {current?.name ?? t('files.root')}
            </Typography>
            {items.length === 0 ? <Typography color="text.secondary">{t('files.empty')}</Typography> : null}
            {view === 'list' && items.length > 0 ? (
              <ItemTable items={items} selectedId={selectedId} onDetails={showDetails} labelledBy={headingId} />
            ) : null}
            {view === 'grid' && data.folders.length > 0 ? (
              <Section title={t('files.folders')}>
                <ItemGrid items={data.folders} selectedId={selectedId} onDetails={showDetails} />
              </Section>
            ) : null}
            {view === 'grid' && data.files.length > 0 ? (
              <Section title={t('files.files')}>
                <ItemGrid items={data.files} selectedId={selectedId} onDetails={showDetails} />
              </Section>
            ) : null}
          </Stack>
        ) : null}
      </Paper>
      <ItemDetails item={selected} location={location} onClose={closeDetails} onOpenFolder={openFolder} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
