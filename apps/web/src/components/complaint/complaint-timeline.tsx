import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

/** What the timeline needs of a notification (spec §3): a subset of the contract's Notification. */
export type TimelineNotification = {
  idnotificacion: number;
  descripcion: string;
  fec_alta: string;
  iddocumento: number | null;
};

export type ComplaintTimelineProps = {
  /** When the complaint was received (INICIO). */
  fecAlta: string;
  notifications: readonly TimelineNotification[];
  /** idestadodenuncia 1 (spec §4). */
  isResolved: boolean;
  fecResolucion: string | null;
  resolucion: string | null;
  /** The document-view button of a notification with `iddocumento`. */
  onViewDocument?: (notification: TimelineNotification & { iddocumento: number }) => void;
  /** Heading level of the timeline's title. */
  headingLevel?: 2 | 3;
};

type EntryProps = {
  icon: ReactNode;
  title: string;
  date?: string;
  isLast?: boolean;
  tone?: 'primary' | 'success' | 'neutral';
  children?: ReactNode;
  action?: ReactNode;
  testId: string;
};

function Entry({ icon, title, date, isLast = false, tone = 'primary', children, action, testId }: EntryProps) {
  const color = tone === 'success' ? 'success.main' : tone === 'neutral' ? 'text.secondary' : 'primary.main';
  return (
    <Box component="li" data-testid={testId} sx={{ display: 'flex', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            border: 2,
            borderColor: color,
            color,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
          }}
        >
          {icon}
        </Box>
        {isLast ? null : <Box aria-hidden="true" sx={{ flexGrow: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: 0.75, pb: isLast ? 0 : 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {date ? (
          <Typography component="p" variant="body2" color="text.secondary">
            {date}
          </Typography>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}

/**
 * The timeline of a complaint, as spec §2 describes it: INICIO (received); one entry per
 * notification, with a document-view button when it has `iddocumento`; EN TRAMITE while
 * unresolved; RESOLUCIÓN with its date and text once resolved. Shared by the reporter's view
 * and the back office.
 */
export function ComplaintTimeline({
  fecAlta,
  notifications,
  isResolved,
  fecResolucion,
  resolucion,
  onViewDocument,
  headingLevel = 2,
}: ComplaintTimelineProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" component={heading} sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t('timeline.title')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="complaint-timeline">
        <Entry
          testId="timeline-start"
          icon={<FlagOutlinedIcon fontSize="small" />}
          title={t('timeline.start')}
          date={formatDateTime(fecAlta, language)}
        />
        {notifications.map((notification) => {
          const { iddocumento } = notification;
          return (
            <Entry
              key={notification.idnotificacion}
              testId="timeline-notification"
              icon={<MailOutlinedIcon fontSize="small" />}
              title={notification.descripcion}
              date={formatDateTime(notification.fec_alta, language)}
              action={
                iddocumento !== null && onViewDocument ? (
                  <Tooltip title={t('timeline.viewDocument')}>
                    <IconButton
                      size="small"
                      color="primary"
                      aria-label={t('timeline.viewDocumentOf', { name: notification.descripcion })}
                      onClick={() => {
                        onViewDocument({ ...notification, iddocumento });
                      }}
                    >
                      <DescriptionOutlinedIcon fontSize="small" aria-hidden="true" />
                    </IconButton>
                  </Tooltip>
                ) : null
              }
            />
          );
        })}
        {isResolved ? (
          <Entry
            testId="timeline-resolution"
            isLast
            tone="success"
            icon={<CheckCircleIcon fontSize="small" />}
            title={t('timeline.resolution')}
            date={fecResolucion ? formatDateTime(fecResolucion, language) : undefined}
          >
            {resolucion ? (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }} data-testid="timeline-resolution-text">
                {resolucion}
              </Typography>
            ) : null}
          </Entry>
        ) : (
          <Entry
            testId="timeline-in-progress"
            isLast
            tone="neutral"
            icon={<HourglassEmptyIcon fontSize="small" />}
            title={t('timeline.inProgress')}
          />
        )}
      </Box>
    </Box>
  );
}
