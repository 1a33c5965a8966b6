import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailTestBodySchema } from '@atalaya/contract/mail/mail.schemas';
import { notify } from '@/lib/notices.ts';
import { sendTestMail } from '../api/mail-templates.ts';

type TestMailDialogProps = { open: boolean; idplantilla: number; onClose: () => void };

/** Asks for an address and queues a test mail of the saved template. */
export function TestMailDialog({ open, idplantilla, onClose }: TestMailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [destinatario, setDestinatario] = useState('');
  const [sending, setSending] = useState(false);
  const valid = mailTestBodySchema.safeParse({ idplantilla, destinatario }).success;

  async function onSend() {
    setSending(true);
    try {
      await sendTestMail({ idplantilla, destinatario });
      notify({ message: t('mailAdmin.testQueued'), severity: 'success' });
      onClose();
    } catch {
      notify({ message: t('messages.createFailed'), severity: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('mailAdmin.sendTest')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('mailAdmin.recipient')}
          type="email"
          value={destinatario}
          onChange={(e) => setDestinatario(e.target.value)}
          error={destinatario !== '' && !valid}
          helperText={destinatario !== '' && !valid ? t('validation.email') : ' '}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.back')}</Button>
        <Button variant="contained" onClick={() => void onSend()} disabled={!valid || sending}>
          {t('mailAdmin.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
