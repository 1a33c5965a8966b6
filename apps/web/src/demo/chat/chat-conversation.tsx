import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { appendMessage } from './append-message.ts';
import { chatKeys, fetchChat, fetchChatProfile, updateChat, type Chat } from './chat-api.ts';
import { ChatMessages } from './chat-messages.tsx';

type ChatConversationProps = { id: string; onShowContact: (contactId: string) => void };

/** One conversation: header (contact, info, mute), the messages (mine on the right) and the composer. */
export function ChatConversation({ id, onShowContact }: ChatConversationProps) {
  const { t } = useDemoText();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const chat = useQuery({ queryKey: chatKeys.chat(id), queryFn: () => fetchChat(id) });
  const profile = useQuery({ queryKey: chatKeys.profile, queryFn: fetchChatProfile });
  const update = useMutation({
    mutationFn: (changes: Parameters<typeof updateChat>[1]) => updateChat(id, changes),
    onSuccess: async (answer: Chat) => {
      queryClient.setQueryData(chatKeys.chat(id), answer);
      await queryClient.invalidateQueries({ queryKey: chatKeys.chats });
    },
  });
  const { mutate } = update;
  const unread = chat.data?.unreadCount ?? 0;
  useEffect(() => {
    // Opening a conversation reads it.
    if (unread > 0) {
      mutate({ unreadCount: 0 });
    }
  }, [unread, mutate]);
  if (chat.isError) {
    return <Alert severity="error">{t('demo.notFound')}</Alert>;
  }
  if (!chat.data) {
    return <Loader />;
  }
  const data = chat.data;
  const name = data.contact?.name ?? '';
  function send(event: React.FormEvent): void {
    event.preventDefault();
    if (!text.trim()) {
      return;
    }
    const changes = appendMessage(data, text, {
      id: profile.data?.id ?? data.contactId,
      now: new Date(),
      newId: () => crypto.randomUUID(),
    });
    update.mutate(changes, { onSuccess: () => setText('') });
    input.current?.focus();
  }
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton
          component={RouterLink}
          to={demoPaths.chat}
          aria-label={t('chat.back')}
          sx={{ display: { md: 'none' } }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Avatar alt="" src={data.contact?.avatar ?? undefined}>
          {name.slice(0, 1)}
        </Avatar>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {name}
        </Typography>
        <Button
          size="small"
          aria-pressed={data.muted}
          startIcon={data.muted ? <NotificationsOffOutlinedIcon /> : <NotificationsOutlinedIcon />}
          onClick={() => update.mutate({ muted: !data.muted })}
        >
          {t('chat.mute')}
        </Button>
        <IconButton aria-label={t('chat.contactInfo')} onClick={() => onShowContact(data.contactId)}>
          <InfoOutlinedIcon />
        </IconButton>
      </Stack>
      <ChatMessages chat={data} name={name} />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
        onSubmit={send}
      >
        <TextField
          inputRef={input}
          size="small"
          fullWidth
          label={t('chat.message')}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={update.isPending || !text.trim()}>
          {t('chat.send')}
        </Button>
      </Stack>
    </>
  );
}
