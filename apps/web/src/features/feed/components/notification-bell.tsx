import { useId, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@atalaya/contract/common/feed.schemas';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useNotifications } from '../api/get-feed.ts';
import { useNotificationActions } from '../api/update-notifications.ts';
import { formatRelativeTime, isSafeLink } from '../utils/feed-format.ts';

function newestFirst(items: readonly FeedItem[]): FeedItem[] {
  return [...items].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

type NotificationRowProps = {
  item: FeedItem;
  onOpen: (item: FeedItem) => void;
  onRemove: (item: FeedItem) => void;
};

function NotificationRow({ item, onOpen, onRemove }: NotificationRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = item.title ?? t('bell.untitled');
  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-read={item.read ? 'true' : 'false'}
      secondaryAction={
        <Tooltip title={t('bell.remove', { title })}>
          <IconButton edge="end" size="small" aria-label={t('bell.remove', { title })} onClick={() => onRemove(item)}>
            <CloseIcon fontSize="small" aria-hidden="true" />
          </IconButton>
        </Tooltip>
      }
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <ListItemButton
        onClick={() => {
          onOpen(item);
        }}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          pr: 6,
          bgcolor: item.read ? undefined : 'action.hover',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            mt: 0.75,
            width: 10,
            height: 10,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: item.read ? 'transparent' : 'primary.main',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}>
            {title}
            {item.read ? null : <VisuallyHidden>{` (${t('bell.unread')})`}</VisuallyHidden>}
          </Typography>
          {item.description ? (
            <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.description}
            </Typography>
          ) : null}
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={item.time}
            title={formatDateTime(item.time, language)}
          >
            {formatRelativeTime(item.time, language)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The header bell of the administrator layout: unread count in a badge, refreshed every minute
 * and on window focus; a panel lists the notifications (newest first). Opening one marks it read
 * and follows its link (inside the app when `useRouter`); each can be removed; one button marks
 * them all read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panelId = useId();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { sessionKey, query } = useNotifications();
  const { markRead, markAllRead, remove } = useNotificationActions(sessionKey);
  const items = newestFirst(query.data ?? []);
  const unread = items.filter((item) => !item.read).length;
  const label = t('bell.label', { n: unread });

  function close() {
    setAnchor(null);
  }

  function failed() {
    notify({ message: t('bell.failed'), severity: 'error' });
  }

  function open(item: FeedItem) {
    if (!item.read) {
      markRead.mutate(item.id, { onError: failed });
    }
    const link = item.link;
    if (!link || !isSafeLink(link)) {
      return;
    }
    close();
    if (item.useRouter && link.startsWith('/')) {
      void navigate(link);
    } else {
      globalThis.location.assign(link);
    }
  }

  function removeItem(item: FeedItem) {
    remove.mutate(item.id, {
      onError: failed,
      onSuccess: () => {
        // The removed row held the focus: keep it inside the panel.
        titleRef.current?.focus();
      },
    });
  }

  return (
    <>
      <Tooltip title={t('bell.title')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? panelId : undefined}
          data-testid="notification-bell"
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <Badge badgeContent={unread} color="error" max={99} aria-hidden="true">
            <NotificationsIcon aria-hidden="true" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 380, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            variant="h2"
            component="h2"
            sx={{ fontSize: '1.1rem', outline: 'none' }}
          >
            {t('bell.title')}
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAllIcon aria-hidden="true" />}
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => {
              markAllRead.mutate(undefined, { onError: failed });
            }}
          >
            {t('bell.markAll')}
          </Button>
        </Box>
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {query.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} aria-label={t('loader.text')} />
            </Box>
          ) : query.isError && items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="error" data-testid="notifications-error">
              {t('bell.error')}
            </Typography>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary" data-testid="notifications-empty">
              {t('bell.empty')}
            </Typography>
          ) : (
            <List disablePadding aria-labelledby={titleId}>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={open} onRemove={removeItem} />
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
