import { useId } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';
import { SanitizedHtml } from '@/components/ui/sanitized-html.tsx';
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
  return (
    <FixedWidthDialog
      open={open}
      onClose={onClose}
      width={notificationDialogWidth}
      maxWidth={false}
      labelledBy={titleId}
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
    </FixedWidthDialog>
  );
}
