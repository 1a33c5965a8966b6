import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CreateOutlinedIcon from '@mui/icons-material/CreateOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { LabelsDialog } from './labels-dialog.tsx';
import {
  fetchSettings,
  mailboxKeys,
  updateSettings,
  type Mail,
  type MailView,
  type MessageLayout,
} from './mailbox-api.ts';
import { MailboxSidebar } from './mailbox-sidebar.tsx';
import { MailList } from './mail-list.tsx';
import { MailReader } from './mail-reader.tsx';
import { pageOf, viewPath } from './mail-text.ts';
import { useMailboxText } from './mailbox-view.ts';

const inbox = 'folder/inbox';

/** The mail app: `folder|filter|label/<slug>[/<mail id>][?page=n]` below /demo/apps/mailbox. */
export function MailboxPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={inbox} replace />} />
      <Route path=":kind/:slug/:mailId?" element={<MailboxScreen />} />
      <Route path="*" element={<Navigate to={inbox} replace />} />
    </Routes>
  );
}

function isKind(kind: string | undefined): kind is MailView['kind'] {
  return kind === 'folder' || kind === 'filter' || kind === 'label';
}

type Compose = { draft: Mail | null } | null;

function MailboxScreen() {
  const { t } = useMailboxText();
  const demo = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { kind, slug = '', mailId } = useParams();
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const [panelOpen, setPanelOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [compose, setCompose] = useState<Compose>(null);
  const [notice, setNotice] = useState('');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const settings = useQuery({ queryKey: mailboxKeys.settings, queryFn: fetchSettings });
  const layout = useMutation({
    mutationFn: (messageLayout: MessageLayout) => updateSettings({ messageLayout }),
    onSuccess: (saved) => queryClient.setQueryData(mailboxKeys.settings, saved),
  });
  if (!isKind(kind)) {
    return <Alert severity="error">{demo.t('demo.notFound')}</Alert>;
  }
  const view: MailView = { kind, slug };
  const split = wide && settings.data?.messageLayout !== 'full';
  function sidebar(onNavigate?: () => void) {
    return <MailboxSidebar view={view} onNavigate={onNavigate} onEditLabels={() => setLabelsOpen(true)} />;
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {demo.t('nav.mailbox')}
        </Typography>
        <Button
          startIcon={<FolderOpenOutlinedIcon />}
          onClick={() => setPanelOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          {t('mailbox.openPanel')}
        </Button>
        {wide ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label={t('mailbox.layout')}
            value={settings.data?.messageLayout ?? 'right'}
            onChange={(_event, value: MessageLayout | null) => value && layout.mutate(value)}
          >
            <ToggleButton value="right">{t('mailbox.layoutRight')}</ToggleButton>
            <ToggleButton value="full">{t('mailbox.layoutFull')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <Button variant="contained" startIcon={<CreateOutlinedIcon />} onClick={() => setCompose({ draft: null })}>
          {t('mailbox.compose')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>{sidebar()}</Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: split ? 'minmax(300px, 380px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          }}
        >
          {split || !mailId ? <MailList view={view} page={page} openId={mailId} /> : null}
          {mailId || split ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
              {mailId ? (
                <MailReader
                  key={mailId}
                  id={mailId}
                  view={view}
                  page={page}
                  showBack={!split}
                  onNotice={setNotice}
                  onEditDraft={(draft) => setCompose({ draft })}
                />
              ) : (
                <Typography color="text.secondary">{t('reader.select')}</Typography>
              )}
            </Paper>
          ) : null}
        </Box>
      </Box>
      <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} sx={{ display: { md: 'none' } }}>
        <Box sx={{ width: 260, pt: 1 }}>{sidebar(() => setPanelOpen(false))}</Box>
      </Drawer>
      <LabelsDialog
        open={labelsOpen}
        onClose={() => setLabelsOpen(false)}
        onSlugChange={(oldSlug, newSlug) => {
          if (view.kind === 'label' && view.slug === oldSlug && newSlug !== oldSlug) {
            void navigate(
              newSlug ? viewPath({ kind: 'label', slug: newSlug }) : viewPath({ kind: 'folder', slug: 'inbox' }),
              {
                replace: true,
              },
            );
          }
        }}
      />
      {compose ? (
        <ComposeDialog
          key={compose.draft?.id ?? 'new'}
          draft={compose.draft}
          onClose={() => setCompose(null)}
          onDone={(text) => {
            setCompose(null);
            setNotice(text);
            if (compose.draft && mailId === compose.draft.id) {
              void navigate(viewPath(view, page));
            }
          }}
        />
      ) : null}
      <Snackbar open={notice !== ''} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </Stack>
  );
}
