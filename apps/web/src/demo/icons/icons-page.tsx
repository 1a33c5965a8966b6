import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { DemoHttpError } from '../lib/demo-fetch.ts';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { IconGrid } from './icon-grid.tsx';
import { useIconCatalogue } from './icon-drawing.tsx';
import { IconUsagePanel } from './icon-usage-panel.tsx';
import { filterIconNames } from './icon-usage.ts';
import { ICON_SET_KEYS, ICON_SETS, fetchIconList, gridPixels, iconKeys, isIconSetKey } from './icons-api.ts';
import { iconsStrings } from './icons-strings.ts';

const sizes = [16, 20, 24, 32, 40, 48] as const;
const pageSize = 200;

/** The icon gallery: `/demo/ui/icons/{set}` (the set as a sub-path, so the back button goes to the previous set). */
export function IconsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={`${demoPaths.icons}/feather`} replace />} />
      <Route path=":set" element={<IconSetRoute />} />
    </Routes>
  );
}

function IconSetRoute() {
  const { set = '' } = useParams();
  // A new set starts afresh: its own default size, no search, nothing selected.
  return <IconSetScreen key={set} set={set} />;
}

function IconSetScreen({ set }: { set: string }) {
  const { t } = useAreaText(iconsStrings);
  const shared = useDemoText().t;
  const navigate = useNavigate();
  const known = isIconSetKey(set) ? set : undefined;
  const [query, setQuery] = useState('');
  const [size, setSize] = useState(known ? gridPixels(ICON_SETS[known].grid) : 24);
  const [selected, setSelected] = useState<string | null>(null);
  const [limit, setLimit] = useState(pageSize);
  const panel = useRef<HTMLDivElement>(null);
  const list = useQuery({
    queryKey: iconKeys.list(set),
    queryFn: () => fetchIconList(set),
    staleTime: Infinity,
    // An unknown set answers 404 at once: no second try.
    retry: (count, error) => !(error instanceof DemoHttpError && error.status === 404) && count < 1,
  });
  const catalogue = useIconCatalogue(known);

  const names = filterIconNames(list.data?.list ?? [], query);
  const shown = names.slice(0, limit);
  const count = names.length === 1 ? t('icons.count.one') : t('icons.count.other', { count: names.length });
  const ready = list.data && catalogue.data;

  function select(name: string) {
    setSelected(name);
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('icons.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('icons.set')}
          value={known ?? ''}
          onChange={(event) => void navigate(`${demoPaths.icons}/${event.target.value}`)}
          sx={{ minWidth: 200 }}
        >
          {ICON_SET_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {ICON_SETS[key].name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          size="small"
          label={t('icons.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(pageSize);
          }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          size="small"
          label={t('icons.size')}
          value={size}
          onChange={(event) => setSize(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {sizes.map((px) => (
            <MenuItem key={px} value={px}>
              {t('icons.px', { size: px })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isError || catalogue.isError ? (
        <Alert severity="error">{known ? shared('demo.loadFailed') : shared('demo.notFound')}</Alert>
      ) : null}
      {!ready && !list.isError && !catalogue.isError ? <LinearProgress aria-label={t('icons.loading')} /> : null}
      {ready ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          }}
        >
          <Box ref={panel} sx={{ order: { md: 2 }, position: { md: 'sticky' }, top: { md: 80 }, minWidth: 0 }}>
            <IconUsagePanel catalogue={catalogue.data} namespace={list.data.namespace} name={selected} size={size} />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {catalogue.data.kind === 'glyph'
                ? t('icons.ownGlyphs')
                : t('icons.source', { module: catalogue.data.module })}
            </Typography>
            <Typography role="status" sx={{ mb: 2, fontWeight: 500 }}>
              {names.length === 0 ? t('icons.none', { query }) : count}
            </Typography>
            <IconGrid
              label={t('icons.list', { set: list.data.name })}
              names={shown}
              catalogue={catalogue.data}
              size={size}
              selected={selected}
              onSelect={select}
            />
            {names.length > shown.length ? (
              <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setLimit(limit + pageSize)}>
                  {t('icons.more')}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t('icons.shown', { shown: shown.length, count: names.length })}
                </Typography>
              </Stack>
            ) : null}
          </Paper>
        </Box>
      ) : null}
    </Stack>
  );
}
