import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { Loader } from '@/components/ui/loader.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { chatKeys, fetchChatContact } from './chat-api.ts';

/** The contact of a conversation: about, details and shared media, documents and links. */
export function ChatContactPanel({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const { t } = useDemoText();
  const contact = useQuery({ queryKey: chatKeys.contact(contactId), queryFn: () => fetchChatContact(contactId) });
  const data = contact.data;
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="demo-chat-contact-title" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="demo-chat-contact-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('chat.contactInfo')}
        </Typography>
        <IconButton aria-label={t('chat.closeInfo')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {data ? (
        <Stack spacing={2}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Avatar alt="" src={data.avatar ?? undefined} sx={{ width: 80, height: 80 }}>
              {data.name.slice(0, 1)}
            </Avatar>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {data.name}
            </Typography>
            <Typography color="text.secondary">{data.about}</Typography>
          </Stack>
          <Box>
            <Typography>{[data.details.title, data.details.company].filter(Boolean).join(' · ')}</Typography>
            {data.details.emails.map((entry) => (
              <Typography key={entry.email}>
                <Link href={`mailto:${entry.email}`}>{entry.email}</Link>
              </Typography>
            ))}
            <Typography>{data.details.address}</Typography>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2">
              {t('chat.media')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
              {data.attachments.media.map((url, index) => (
                <Box
                  key={url.slice(-32) + String(index)}
                  component="img"
                  src={url}
                  alt={t('chat.mediaAlt', { n: index + 1 })}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                />
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2">
              {t('chat.docs')}
            </Typography>
            <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
              {data.attachments.docs.map((doc) => (
                <li key={doc}>{doc}</li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2">
              {t('chat.links')}
            </Typography>
            <Box component="ul" sx={{ pl: 2, my: 0.5, overflowWrap: 'anywhere' }}>
              {data.attachments.links.map((link) => (
                <li key={link}>
                  <Link href={link} rel="noopener noreferrer">
                    {link}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Stack>
      ) : (
        <Loader />
      )}
    </Paper>
  );
}
