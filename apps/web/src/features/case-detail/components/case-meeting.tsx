import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MeetingRecord } from '@atalaya/contract/complaints/meeting-record.schemas';
import { formatDate, formatDateTime, formatWallClock } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { isMeetingOverdue } from '../utils/meeting.ts';
import { MeetingProposalForm } from './meeting-proposal-form.tsx';

type CaseMeetingProps = {
  iddenuncia: number;
  meeting: MeetingRecord;
  /** Whether this person may propose a date: one of the case's handlers, while the case is open. */
  canPropose: boolean;
};

type Row = { key: string; label: string; value: string };

function Facts({ rows, testId }: { rows: Row[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
    >
      {rows.map((row) => (
        <Box key={row.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * "Reunión solicitada" (art 7.2 Ley 2/2023): how and when the reporter asked to meet, their
 * availability, the 7-day deadline to propose a date (flagged once past), and the date proposed or,
 * for the case's handlers, the form to propose it.
 */
export function CaseMeeting({ iddenuncia, meeting, canPropose }: CaseMeetingProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const [isChanging, setIsChanging] = useState(false);
  const proposal = meeting.propuesta;
  const request: Row[] = [
    {
      key: 'modalidad',
      label: t('caseDetail.meeting.mode'),
      value: t(`caseDetail.meeting.modes.${meeting.modalidad}`),
    },
    {
      key: 'solicitada',
      label: t('caseDetail.meeting.requestedAt'),
      value: formatDateTime(meeting.fec_solicitada, language),
    },
    {
      key: 'disponibilidad',
      label: t('caseDetail.meeting.availability'),
      value: meeting.disponibilidad ?? t('caseDetail.meeting.noAvailability'),
    },
  ];

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="case-meeting">
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {t('caseDetail.meeting.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Facts rows={request} />
        {proposal === null ? (
          <Box
            data-testid="case-meeting-deadline"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t('caseDetail.meeting.deadline', { date: formatDate(meeting.vence, language) })}
            </Typography>
            {isMeetingOverdue(meeting) ? (
              <Chip
                size="small"
                color="error"
                label={t('caseDetail.meeting.overdue')}
                data-testid="case-meeting-overdue"
              />
            ) : null}
          </Box>
        ) : (
          <Facts
            testId="case-meeting-proposal"
            rows={[
              { key: 'fecha', label: t('caseDetail.meeting.proposedDate'), value: formatWallClock(proposal.fecha) },
              { key: 'lugar', label: t('caseDetail.meeting.place'), value: proposal.lugar },
              {
                key: 'propuesta',
                label: t('caseDetail.meeting.proposedAt'),
                value: formatDateTime(proposal.fec_propuesta, language),
              },
            ]}
          />
        )}
        {!canPropose ? null : proposal === null || isChanging ? (
          <MeetingProposalForm
            iddenuncia={iddenuncia}
            initial={proposal}
            onDone={() => {
              setIsChanging(false);
            }}
            onCancel={
              proposal === null
                ? undefined
                : () => {
                    setIsChanging(false);
                  }
            }
          />
        ) : (
          <Box>
            <Button
              variant="outlined"
              onClick={() => {
                setIsChanging(true);
              }}
            >
              {t('caseDetail.meeting.change')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
