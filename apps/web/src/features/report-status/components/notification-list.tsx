import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@atalaya/contract/complaints/notification.schemas';
import { SanitizedHtml } from '@/components/ui/sanitized-html.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

type NotificationListProps = {
  notifications: readonly Notification[];
  onViewDocument: (notification: Notification & { iddocumento: number }) => void;
};

/** The notifications of a complaint, each with its date and its (sanitised) HTML content. */
export function NotificationList({ notifications, onViewDocument }: NotificationListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t('complaint.notifications')}
      </Typography>
      {notifications.length === 0 ? (
        <Typography color="text.secondary">{t('complaint.noNotifications')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {notifications.map((notification) => {
            const { iddocumento } = notification;
            return (
              <Paper
                component="li"
                variant="outlined"
                key={notification.idnotificacion}
                sx={{ p: 2.5 }}
                data-testid="notification"
              >
                <Typography component="h3" variant="h6">
                  {notification.descripcion}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {formatDateTime(notification.fec_alta, language)}
                </Typography>
                <SanitizedHtml html={notification.contenido} />
                {iddocumento !== null ? (
                  <Button
                    size="small"
                    startIcon={<DescriptionOutlinedIcon aria-hidden="true" />}
                    sx={{ mt: 1 }}
                    onClick={() => {
                      onViewDocument({ ...notification, iddocumento });
                    }}
                  >
                    {t('complaint.viewAttachedDocument')}
                  </Button>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
