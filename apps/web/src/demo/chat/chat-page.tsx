import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { ChatContactPanel } from './chat-contact-panel.tsx';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatList } from './chat-list.tsx';

/** The chat app: conversations (unread badges, muted), the open conversation and the contact's info. */
export function ChatPage() {
  const { t } = useDemoText();
  const { id } = useParams();
  const [infoFor, setInfoFor] = useState<string | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: infoFor ? '300px minmax(0, 1fr) 300px' : '300px minmax(0, 1fr)',
        },
      }}
    >
      <Box sx={{ display: { xs: id ? 'none' : 'block', md: 'block' } }}>
        <ChatList selectedId={id} />
      </Box>
      <Paper
        variant="outlined"
        sx={{ display: { xs: id ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column', minWidth: 0 }}
      >
        {id ? (
          <ChatConversation key={id} id={id} onShowContact={setInfoFor} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('chat.select')}
          </Typography>
        )}
      </Paper>
      {infoFor ? <ChatContactPanel contactId={infoFor} onClose={() => setInfoFor(null)} /> : null}
    </Box>
  );
}
