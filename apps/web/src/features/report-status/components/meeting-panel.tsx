import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@atalaya/contract/complaints/meeting-record.schemas';
import { formatDate, formatWallClock } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { MeetingRequestForm } from './meeting-request-form.tsx';

type MeetingPanelProps = {
  /** The meeting asked for; null while none is. */
  meeting: MeetingRecord | null;
  isResolved: boolean;
};

/** The date the handler proposed and where, or the video-call link; the reporter answers in the conversation. */
function MeetingProposal({ proposal }: { proposal: NonNullable<MeetingRecord['propuesta']> }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="meeting-proposal">
      <Typography sx={{ fontWeight: 600 }}>
        {t('complaint.meeting.proposedDate', { date: formatWallClock(proposal.fecha) })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {t('complaint.meeting.place', { place: proposal.lugar })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('complaint.meeting.proposalHint')}
      </Typography>
    </Stack>
  );
}

/**
 * "Reunión con la persona gestora" (art 7.2 Ley 2/2023): the reporter asks for a meeting in person
 * or by video call, may change the request until a date is proposed, and then reads the date and
 * place. Hidden once the complaint is resolved when no meeting was asked for.
 */
export function MeetingPanel({ meeting, isResolved }: MeetingPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const [isChanging, setIsChanging] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (meeting === null && isResolved) {
    return null;
  }

  function onSend() {
    setNotice(null);
  }

  function onDone() {
    setIsChanging(false);
    setNotice({ severity: 'success', text: t('complaint.meeting.saved') });
  }

  function onRefused(text: string) {
    setNotice({ severity: 'error', text });
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="meeting-panel"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('complaint.meeting.title')}
      </Typography>
      {meeting === null ? (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('complaint.meeting.intro')}</Typography>
          <MeetingRequestForm
            submitLabel={t('complaint.meeting.request')}
            onSend={onSend}
            onDone={onDone}
            onRefused={onRefused}
          />
        </Stack>
      ) : meeting.propuesta ? (
        <MeetingProposal proposal={meeting.propuesta} />
      ) : (
        <Stack spacing={2}>
          <Typography data-testid="meeting-requested">
            {t('complaint.meeting.requested', {
              mode: t(`complaint.meeting.modesInText.${meeting.modalidad}`),
              date: formatDate(meeting.fec_solicitada, language),
              deadline: formatDate(meeting.vence, language),
            })}
          </Typography>
          {meeting.disponibilidad ? (
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('complaint.meeting.yourAvailability')}
              </Typography>
              <Typography data-testid="meeting-availability" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {meeting.disponibilidad}
              </Typography>
            </Box>
          ) : null}
          {isResolved ? null : isChanging ? (
            <MeetingRequestForm
              initial={meeting}
              submitLabel={t('complaint.meeting.change')}
              onSend={onSend}
              onDone={onDone}
              onRefused={onRefused}
              onCancel={() => {
                setIsChanging(false);
              }}
            />
          ) : (
            <Box>
              <Button
                variant="outlined"
                onClick={() => {
                  setNotice(null);
                  setIsChanging(true);
                }}
              >
                {t('complaint.meeting.change')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {/* Once a date is proposed, "registered" is old news; a refusal still says why nothing changed. */}
      {notice && !(notice.severity === 'success' && meeting?.propuesta) ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          data-testid="meeting-notice"
          sx={{ mt: 2 }}
        >
          {notice.text}
        </Alert>
      ) : null}
    </Paper>
  );
}
