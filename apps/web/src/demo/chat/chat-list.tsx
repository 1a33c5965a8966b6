import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { chatKeys, fetchChats } from './chat-api.ts';
import { ChatProfileButton } from './chat-profile.tsx';

/** The conversations, newest first: last message, time, unread badge and the muted mark. */
export function ChatList({ selectedId }: { selectedId: string | undefined }) {
  const { t, locale } = useDemoText();
  const chats = useQuery({ queryKey: chatKeys.chats, queryFn: fetchChats });
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('chat.title')}
        </Typography>
        <ChatProfileButton />
      </Stack>
      {chats.isError ? <Alert severity="error">{t('demo.loadFailed')}</Alert> : null}
      {chats.data ? null : <Loader />}
      <Paper variant="outlined" sx={{ maxHeight: { md: '72vh' }, overflow: 'auto' }}>
        <List aria-label={t('chat.chats')} disablePadding>
          {(chats.data ?? []).map((chat) => {
            const name = chat.contact?.name ?? '';
            return (
              <ListItem key={chat.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`${demoPaths.chat}/${chat.id}`}
                  selected={chat.id === selectedId}
                  aria-current={chat.id === selectedId ? 'page' : undefined}
                >
                  <ListItemAvatar>
                    <Badge color="primary" badgeContent={chat.unreadCount} overlap="circular" aria-hidden="true">
                      <Avatar alt="" src={chat.contact?.avatar ?? undefined}>
                        {name.slice(0, 1)}
                      </Avatar>
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <>
                        {name}
                        {chat.muted ? (
                          <NotificationsOffOutlinedIcon
                            fontSize="inherit"
                            sx={{ ml: 0.5, verticalAlign: 'middle' }}
                            aria-hidden="true"
                          />
                        ) : null}
                        {chat.muted ? <VisuallyHidden>, {t('chat.muted')}</VisuallyHidden> : null}
                        {chat.unreadCount > 0 ? (
                          <VisuallyHidden>, {t('chat.unread', { count: chat.unreadCount })}</VisuallyHidden>
                        ) : null}
                      </>
                    }
                    secondary={
                      <>
                        <Typography component="span" variant="body2" noWrap sx={{ display: 'block' }}>
                          {chat.lastMessage}
                        </Typography>
                        <Typography component="span" variant="caption" color="text.secondary">
                          {time.format(new Date(chat.lastMessageAt))}
                        </Typography>
                      </>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                    sx={{ minWidth: 0 }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </Stack>
  );
}
