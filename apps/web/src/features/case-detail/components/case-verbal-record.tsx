import { useId } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VerbalRecord } from '@atalaya/contract/complaints/verbal-record.schemas';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

/**
 * "Comunicación verbal" (art 7.2 Ley 2/2023): how and when it was received, its transcript as
 * registered, and whether the reporter has stated in the follow-up that they agree with it.
 */
export function CaseVerbalRecord({
  verbal,
  renderText,
  transcriptAction,
}: {
  verbal: VerbalRecord;
  /** Draws the transcript (redacted passages marked); plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Something beside the transcript's label ("Tachar"). */
  transcriptAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const rows = [
    { key: 'medio', label: t('caseDetail.verbal.medium'), value: t(`caseDetail.verbal.mediums.${verbal.medio}`) },
    { key: 'fecha', label: t('caseDetail.verbal.date'), value: formatDate(verbal.fecha, language) },
  ];
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="case-verbal">
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {t('caseDetail.verbal.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {rows.map((row) => (
            <Box key={row.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('caseDetail.verbal.transcript')}
            </Typography>
            {transcriptAction}
          </Box>
          <Typography data-testid="case-verbal-transcript" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {renderText ? renderText(verbal.transcripcion) : verbal.transcripcion}
          </Typography>
        </Box>
        <Alert severity={verbal.fec_conforme ? 'success' : 'info'} data-testid="case-verbal-agreement">
          {verbal.fec_conforme
            ? t('caseDetail.verbal.agreed', { date: formatDate(verbal.fec_conforme, language) })
            : t('caseDetail.verbal.notAgreed')}
        </Alert>
      </Paper>
    </Box>
  );
}
