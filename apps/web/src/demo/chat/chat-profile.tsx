import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDemoText } from '../lib/demo-text.ts';
import { chatKeys, fetchChatProfile } from './chat-api.ts';

/** The demo user's chat profile: photo, name, e-mail and the "about" line. */
export function ChatProfileButton() {
  const { t } = useDemoText();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const profile = useQuery({ queryKey: chatKeys.profile, queryFn: fetchChatProfile });
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        startIcon={<Avatar alt="" src={profile.data?.avatar ?? undefined} sx={{ width: 24, height: 24 }} />}
      >
        {t('chat.profile')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('chat.profile')}</DialogTitle>
        <DialogContent>
          {profile.data ? (
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Avatar alt="" src={profile.data.avatar ?? undefined} sx={{ width: 96, height: 96 }} />
              <Typography variant="h6" component="p">
                {profile.data.name}
              </Typography>
              <Typography color="text.secondary">{profile.data.email}</Typography>
              <Typography component="h3" variant="subtitle2" sx={{ pt: 1 }}>
                {t('chat.about')}
              </Typography>
              <Typography>{profile.data.about}</Typography>
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
