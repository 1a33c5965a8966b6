import { useEffect, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { SanitizedHtml } from '@/components/ui/sanitized-html.tsx';
import { registerDialog } from '@/lib/app-events.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notificationDialogWidth } from './notification-dialog.tsx';

type NotificationViewDialogProps = { notification: Notification | null; onClose: () => void };

/** A notification as the reporter reads it (its HTML through the sanitizer), read-only. */
export function NotificationViewDialog({ notification, onClose }: NotificationViewDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const open = notification !== null;
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    return registerDialog(onClose);
  }, [open, onClose]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: notificationDialogWidth, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {notification ? (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {notification.descripcion}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {formatDateTime(notification.fec_alta, language)}
            </Typography>
            <SanitizedHtml html={notification.contenido} data-testid="notification-content" />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
