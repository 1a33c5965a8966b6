import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import StarIcon from '@mui/icons-material/Star';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { DemoHttpError } from '../lib/demo-fetch.ts';
import { fetchMails, mailboxKeys, type Mail, type MailView } from './mailbox-api.ts';
import { formatListDate, parseContact, viewPath } from './mail-text.ts';
import { useMailboxText, useViewName, visuallyHidden } from './mailbox-view.ts';

type MailListProps = { view: MailView; page: number; openId: string | undefined };

/** One page of 10 mails of a folder, filter or label, with "1–10 de 23" and previous / next. */
export function MailList({ view, page, openId }: MailListProps) {
  const { t } = useMailboxText();
  const demo = useDemoText();
  const navigate = useNavigate();
  const name = useViewName(view);
  const mails = useQuery({
    queryKey: mailboxKeys.page(view, page),
    queryFn: () => fetchMails(view, page),
    placeholderData: keepPreviousData,
  });
  const pagination = mails.data?.pagination;
  // A page emptied by a move (or typed past the end) steps back to the last page.
  useEffect(() => {
    if (pagination && pagination.page > pagination.pages) {
      void navigate(viewPath(view, pagination.pages), { replace: true });
    }
  }, [pagination, view, navigate]);
  const notFound = mails.error instanceof DemoHttpError && mails.error.status === 404;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mail-list-title" sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="mail-list-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        {pagination ? (
          <Typography role="status" variant="body2" color="text.secondary">
            {pagination.total > 0
              ? t('list.range', { from: pagination.from, to: pagination.to, total: pagination.total })
              : ''}
          </Typography>
        ) : null}
        <IconButton
          aria-label={t('list.previous')}
          disabled={!pagination || page <= 1}
          onClick={() => void navigate(viewPath(view, page - 1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('list.next')}
          disabled={!pagination || page >= pagination.pages}
          onClick={() => void navigate(viewPath(view, page + 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {mails.isFetching ? <LinearProgress aria-label={t('list.name', { name })} /> : <Box sx={{ height: 4 }} />}
      {notFound ? <Alert severity="error">{demo.t('demo.notFound')}</Alert> : null}
      {mails.isError && !notFound ? <Alert severity="error">{demo.t('demo.loadFailed')}</Alert> : null}
      {mails.data && mails.data.mails.length === 0 ? <Typography sx={{ p: 2 }}>{t('list.empty')}</Typography> : null}
      <List aria-label={t('list.name', { name })} disablePadding>
        {(mails.data?.mails ?? []).map((mail) => (
          <MailRow key={mail.id} mail={mail} to={viewPath(view, page, mail.id)} open={mail.id === openId} />
        ))}
      </List>
    </Paper>
  );
}

function MailRow({ mail, to, open }: { mail: Mail; to: string; open: boolean }) {
  const { t, locale } = useMailboxText();
  const outgoing = mail.from.contact.includes('<demo@atalaya.example>');
  const who = outgoing
    ? t('list.to', { name: parseContact(mail.to.split(',')[0] ?? '').name })
    : parseContact(mail.from.contact).name;
  const weight = mail.unread ? 700 : 400;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={open}
        aria-current={open ? 'page' : undefined}
        sx={{ alignItems: 'flex-start' }}
      >
        <ListItemAvatar>
          <Avatar alt="" src={mail.from.avatar ?? undefined}>
            {who.slice(0, 1)}
          </Avatar>
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
            <Typography noWrap sx={{ fontWeight: weight, flexGrow: 1 }}>
              {mail.unread ? <Box component="span" sx={visuallyHidden}>{`${t('list.unread')}: `}</Box> : null}
              {who}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              <time dateTime={mail.date}>{formatListDate(mail.date, new Date(), locale)}</time>
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <Typography noWrap variant="body2" sx={{ fontWeight: weight, flexGrow: 1 }}>
              {mail.subject || t('list.noSubject')}
            </Typography>
            {mail.attachments.length > 0 ? (
              <AttachFileIcon fontSize="small" titleAccess={t('list.hasAttachments')} />
            ) : null}
            {mail.important ? (
              <LabelImportantIcon fontSize="small" color="warning" titleAccess={t('reader.important')} />
            ) : null}
            {mail.starred ? <StarIcon fontSize="small" color="warning" titleAccess={t('reader.star')} /> : null}
          </Stack>
          <Typography noWrap variant="body2" color="text.secondary">
            {mail.content.split('\n').find((line, index) => index > 0 && line.trim()) ?? ''}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
