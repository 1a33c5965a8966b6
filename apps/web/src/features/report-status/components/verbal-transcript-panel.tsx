import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VerbalRecord } from '@atalaya/contract/complaints/verbal-record.schemas';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { useTranscriptAgreement } from '../api/transcript-agreement.ts';

/**
 * The transcript a handler wrote of the reporter's call or meeting (art 7.2 Ley 2/2023): the reporter
 * reads it and states that they agree with it, or says in the conversation what is not right.
 */
export function VerbalTranscriptPanel({ verbal }: { verbal: VerbalRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const agree = useTranscriptAgreement();
  const rows = [
    { key: 'medio', label: t('complaint.verbal.medium'), value: t(`complaint.verbal.mediums.${verbal.medio}`) },
    { key: 'fecha', label: t('complaint.verbal.date'), value: formatDate(verbal.fecha, language) },
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('complaint.verbal.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {rows.map((row) => (
          <Box key={row.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('complaint.verbal.transcript')}
      </Typography>
      <Typography data-testid="verbal-transcript" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
        {verbal.transcripcion}
      </Typography>
      {verbal.fec_conforme ? (
        <Alert severity="success" role="status" data-testid="verbal-agreement">
          {t('complaint.verbal.agreed', { date: formatDate(verbal.fec_conforme, language) })}
        </Alert>
      ) : (
        <Box>
          <Button
            variant="contained"
            disabled={agree.isPending}
            onClick={() => {
              agree.mutate();
            }}
          >
            {t('complaint.verbal.agree')}
          </Button>
          {agree.isError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('complaint.verbal.agreeFailed')}
            </Alert>
          ) : null}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('complaint.verbal.hint')}
      </Typography>
    </Paper>
  );
}
