import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import type { Chat } from './chat-api.ts';

/** The messages of a conversation as a log: mine aligned right, theirs left; the newest in view. */
export function ChatMessages({ chat, name }: { chat: Chat; name: string }) {
  const { t, locale } = useDemoText();
  const end = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const count = chat.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <Box
      role="log"
      aria-label={t('chat.messages', { name })}
      tabIndex={0}
      sx={{ flexGrow: 1, overflow: 'auto', p: 2, maxHeight: { xs: '60vh', md: '62vh' }, minHeight: 240 }}
    >
      {chat.messages.map((message) => (
        <Box
          key={message.id}
          data-mine={message.isMine}
          sx={{ display: 'flex', justifyContent: message.isMine ? 'flex-end' : 'flex-start', mb: 1 }}
        >
          <Box
            sx={{
              maxWidth: '80%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.isMine ? 'primary.main' : 'action.selected',
              color: message.isMine ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <VisuallyHidden>{message.isMine ? t('chat.you') : name}: </VisuallyHidden>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.value}</Typography>
            <Typography variant="caption" component="p" sx={{ opacity: 0.9, textAlign: 'right' }}>
              {time.format(new Date(message.createdAt))}
            </Typography>
          </Box>
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
}
