import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useRedactionOriginal } from '../api/redactions.ts';
import { locatePassage } from '../utils/redaction-text.ts';
import { redactionDialogWidth } from './redaction-dialog.tsx';

type RedactionOriginalDialogProps = {
  iddenuncia: number;
  idtachado: number;
  /** Where the passage was ("«¿Qué ha ocurrido?»", "Transcripción"…). */
  place: string;
  onClose: () => void;
};

const textSx = {
  p: 1.5,
  maxHeight: 360,
  overflowY: 'auto',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

function OriginalText({ antes, pasaje, inicio }: { antes: string; pasaje: string; inicio: number }) {
  const { t } = useTranslation();
  const parts = locatePassage(antes, pasaje, inicio);
  if (parts === null) {
    return (
      <Box sx={textSx} data-testid="redaction-original-text">
        {antes}
      </Box>
    );
  }
  const [before, passage, after] = parts;
  return (
    <Box sx={textSx} data-testid="redaction-original-text">
      {before}
      <Box
        component="mark"
        data-testid="redaction-original-passage"
        sx={{ bgcolor: 'warning.light', color: 'text.primary', fontWeight: 700, px: 0.25, borderRadius: 0.5 }}
      >
        <VisuallyHidden>{t('caseRedaction.original.passageStart')}</VisuallyHidden>
        {passage}
        <VisuallyHidden>{t('caseRedaction.original.passageEnd')}</VisuallyHidden>
      </Box>
      {after}
    </Box>
  );
}

/**
 * "Texto original" (Responsable only): the text as it was before one redaction, the passage struck
 * highlighted. Opening it reads the original once, and the server records that reading in the audit
 * trail, which the dialog says; nothing is kept once it closes.
 */
export function RedactionOriginalDialog({ iddenuncia, idtachado, place, onClose }: RedactionOriginalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  const original = useRedactionOriginal(iddenuncia, idtachado);
  return (
    <FixedWidthDialog open onClose={onClose} width={redactionDialogWidth} labelledBy={titleId} describedBy={noteId}>
      <DialogTitle id={titleId}>{t('caseRedaction.original.title', { campo: place })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info" id={noteId} data-testid="redaction-original-note">
          {t('caseRedaction.original.note')}
        </Alert>
        {original.isPending ? <Loader /> : null}
        {original.isError ? (
          <Alert severity="error" data-testid="redaction-original-error">
            {[t('caseRedaction.original.loadError'), original.error.message].filter(Boolean).join(' · ')}
          </Alert>
        ) : null}
        {original.isSuccess ? (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('caseRedaction.original.before')}
            </Typography>
            <OriginalText antes={original.data.antes} pasaje={original.data.pasaje} inicio={original.data.inicio} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </FixedWidthDialog>
  );
}
