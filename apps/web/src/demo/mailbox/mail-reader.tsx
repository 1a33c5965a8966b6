import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import {
  deleteMail,
  fetchFolders,
  fetchLabels,
  fetchMail,
  mailboxKeys,
  updateMail,
  type Mail,
  type MailChanges,
  type MailView,
} from './mailbox-api.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { parseContact, viewPath } from './mail-text.ts';
import { MailToolbar } from './mail-toolbar.tsx';
import { labelSwatch, slugTextKey, useMailboxText } from './mailbox-view.ts';

type ReaderProps = {
  id: string;
  view: MailView;
  page: number;
  showBack: boolean;
  onNotice: (text: string) => void;
  onEditDraft: (mail: Mail) => void;
};

/** One mail as read: toolbar, labels, sender and recipients, text, attachments. Opening it marks it read. */
export function MailReader({ id, view, page, showBack, onNotice, onEditDraft }: ReaderProps) {
  const { t, locale } = useMailboxText();
  const demo = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const markedRead = useRef<string | null>(null);
  const mail = useQuery({ queryKey: mailboxKeys.mail(id), queryFn: () => fetchMail(id) });
  const folders = useQuery({ queryKey: mailboxKeys.folders, queryFn: fetchFolders });
  const labels = useQuery({ queryKey: mailboxKeys.labels, queryFn: fetchLabels });
  const listPath = viewPath(view, page);
  const change = useMutation({
    mutationFn: (changes: MailChanges) => updateMail(id, changes),
    onSuccess: async (updated, changes) => {
      queryClient.setQueryData(mailboxKeys.mail(id), updated);
      await queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
      if (changes.folder !== undefined) {
        const folder = folders.data?.find((item) => item.id === changes.folder);
        const key = folder ? slugTextKey('folder', folder.slug) : undefined;
        onNotice(t('reader.moved', { folder: key ? t(key) : (folder?.title ?? '') }));
        if (view.kind === 'folder') {
          void navigate(listPath);
        }
      }
    },
    onError: () => onNotice(t('mailbox.failed')),
  });
  const remove = useMutation({
    mutationFn: () => deleteMail(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
      void navigate(listPath);
    },
  });
  const { mutate } = change;
  useEffect(() => {
    if (mail.data?.unread && markedRead.current !== id) {
      markedRead.current = id;
      mutate({ unread: false });
    }
  }, [mail.data, id, mutate]);

  if (mail.isError) {
    return <Alert severity="error">{demo.t('demo.notFound')}</Alert>;
  }
  if (!mail.data) {
    return <Loader />;
  }
  const data = mail.data;
  const folderSlug = folders.data?.find((folder) => folder.id === data.folder)?.slug;
  const from = parseContact(data.from.contact);
  const details: [string, string][] = [
    [t('reader.to'), data.to],
    ...(data.cc && data.cc.length > 0 ? [[t('reader.cc'), data.cc.join(', ')] as [string, string]] : []),
    ...(data.bcc.length > 0 ? [[t('reader.bcc'), data.bcc.join(', ')] as [string, string]] : []),
    [
      t('reader.date'),
      new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(data.date)),
    ],
  ];
  return (
    <Stack component="article" aria-labelledby="mail-subject" spacing={2} sx={{ minWidth: 0 }}>
      {showBack ? (
        <Box>
          <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />}>
            {t('reader.back')}
          </Button>
        </Box>
      ) : null}
      <MailToolbar mail={data} onChange={(changes) => change.mutate(changes)}>
        {folderSlug === 'drafts' ? (
          <Button startIcon={<EditOutlinedIcon />} onClick={() => onEditDraft(data)}>
            {t('reader.continueDraft')}
          </Button>
        ) : null}
        {folderSlug === 'trash' ? (
          <Button color="error" startIcon={<DeleteForeverOutlinedIcon />} onClick={() => setConfirming(true)}>
            {t('reader.deleteForever')}
          </Button>
        ) : null}
      </MailToolbar>
      <Typography id="mail-subject" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {data.subject || t('list.noSubject')}
      </Typography>
      {data.labels.length > 0 ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {(labels.data ?? [])
            .filter((label) => data.labels.includes(label.id))
            .map((label) => (
              <Chip
                key={label.id}
                size="small"
                label={label.title}
                variant="outlined"
                sx={{ borderColor: labelSwatch[label.color], borderWidth: 2 }}
              />
            ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar alt="" src={data.from.avatar ?? undefined}>
          {from.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {`${t('reader.from')}: `}
            </Box>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {from.name}
            </Box>{' '}
            <Box
              component="span"
              sx={{ color: 'text.secondary', display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
            >
              &lt;{from.email}&gt;
            </Box>
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
            {details.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}:
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Stack>
      <Divider />
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{data.content}</Typography>
      <MailAttachments attachments={data.attachments} />
      <DemoConfirmDialog
        open={confirming}
        title={t('reader.deleteTitle')}
        text={t('reader.deleteText', { subject: data.subject || t('list.noSubject') })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Stack>
  );
}
