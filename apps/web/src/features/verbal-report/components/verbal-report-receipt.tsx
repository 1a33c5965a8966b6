import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeReceipt } from '@atalaya/contract/complaints/complaint.schemas';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import type { VerbalReportOutcome } from './verbal-report-form.tsx';

/** On paper only the receipt: the page behind the dialog and the dialog's buttons are left out. */
const printStyles = {
  '@media print': {
    'body > *:not(:has([data-verbal-receipt]))': { display: 'none !important' },
    '[data-print-hide], .MuiBackdrop-root': { display: 'none !important' },
    '.MuiDialog-container, .MuiDialog-paper': {
      position: 'static !important',
      height: 'auto !important',
      maxHeight: 'none !important',
      overflow: 'visible !important',
      boxShadow: 'none !important',
    },
  },
};

type VerbalReportReceiptProps = {
  outcome: VerbalReportOutcome;
  titleId: string;
  onClose: () => void;
};

/**
 * "Comunicación verbal registrada": the case reference and the reporter's receipt code, shown this
 * once (it lives only in this component's state), to be printed or read out to the person; the
 * recording's fate when one was chosen; "Imprimir", "Abrir el expediente" and "Cerrar".
 */
export function VerbalReportReceipt({ outcome, titleId, onClose }: VerbalReportReceiptProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const codeLabelId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { report, recording } = outcome;
  const followUpUrl = new URL(paths.reportFollowUp.getHref(), globalThis.location.origin).toString();

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <>
      <GlobalStyles styles={printStyles} />
      <DialogContent data-verbal-receipt="" data-testid="verbal-report-receipt">
        <Typography
          ref={titleRef}
          id={titleId}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.35rem', mb: 2, outline: 'none' }}
        >
          {t('verbalReport.receipt.title')}
        </Typography>
        <Typography data-testid="verbal-report-reference">
          {t('verbalReport.receipt.reference', { referencia: report.referencia })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('verbalReport.receipt.registeredAt', { date: formatDateTime(report.fec_alta, language) })}
        </Typography>
        <Typography id={codeLabelId} sx={{ fontWeight: 600 }}>
          {t('verbalReport.receipt.codeLabel')}
        </Typography>
        <Box
          role="group"
          aria-labelledby={codeLabelId}
          data-testid="verbal-receipt-code"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
            fontSize: { xs: '1.5rem', sm: '2rem' },
            fontWeight: 700,
            letterSpacing: '0.08em',
            my: 1.5,
            p: 2,
            textAlign: 'center',
            border: 2,
            borderColor: 'divider',
            borderRadius: 1,
            overflowWrap: 'anywhere',
          }}
        >
          {normalizeReceipt(report.receipt)}
        </Box>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('verbalReport.receipt.onlyOnce')}
        </Alert>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {t('verbalReport.receipt.followUp', { url: followUpUrl })}
        </Typography>
        {report.verificacion ? (
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {t('verbalReport.receipt.verification', {
              code: report.verificacion.codigo,
              url: report.verificacion.url,
            })}
          </Typography>
        ) : null}
        {recording === 'attached' ? (
          <Alert severity="success" data-print-hide="" data-testid="verbal-recording-attached">
            {t('verbalReport.receipt.recordingAttached')}
          </Alert>
        ) : null}
        {recording === 'failed' ? (
          <Alert severity="error" role="alert" data-print-hide="" data-testid="verbal-recording-failed">
            {t('verbalReport.receipt.recordingFailed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions data-print-hide="" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<PrintIcon aria-hidden="true" />}
          onClick={() => {
            globalThis.print();
          }}
        >
          {t('verbalReport.receipt.print')}
        </Button>
        <Button component={RouterLink} to={paths.admin.caso.getHref(report.iddenuncia)}>
          {t('verbalReport.receipt.openCase')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </>
  );
}
