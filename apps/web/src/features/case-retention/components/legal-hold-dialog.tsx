import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  legalHoldBodySchema,
  legalHoldReasonMax,
  legalHoldReasonMin,
  type LegalHoldBody,
} from '@atalaya/contract/complaints/case-retention.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { formRefusalOf } from '@/lib/api-error.ts';

export const retentionDialogWidth = 560;

type LegalHoldDialogProps = {
  open: boolean;
  /** Resolves once stored (the panel closes the dialog); rejects with the server's refusal. */
  onHold: (body: LegalHoldBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Bloqueo legal": the reason the case's personal data must be kept while judicial proceedings
 * last (the proceedings, no names). Mounted afresh for each opening.
 */
export function LegalHoldDialog({ open, onHold, onClose }: LegalHoldDialogProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [motivo, setMotivo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = t('caseRetention.holdDialog.reasonLength', { min: legalHoldReasonMin, max: legalHoldReasonMax });

  async function submit() {
    const parsed = legalHoldBodySchema.safeParse({ motivo });
    if (!parsed.success) {
      setFieldError(length);
      return;
    }
    setFieldError(null);
    setRefusal(null);
    setBusy(true);
    try {
      await onHold(parsed.data);
    } catch (error) {
      const { message, fieldErrors, details } = formRefusalOf(error, ['motivo'] as const);
      if (fieldErrors[0]) {
        setFieldError(fieldErrors[0].message);
      }
      setRefusal(
        [t('caseRetention.actionFailed'), message, ...details].filter((text) => text !== undefined).join(' · '),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={retentionDialogWidth}
      title={t('caseRetention.holdDialog.title')}
      describedBy={helpId}
      confirmLabel={t('caseRetention.holdDialog.confirm')}
      confirmDisabled={busy}
      onSubmit={() => {
        void submit();
      }}
    >
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('caseRetention.holdDialog.help')}
      </Typography>
      {refusal ? (
        <Alert severity="error" data-testid="retention-hold-refusal">
          {refusal}
        </Alert>
      ) : null}
      <TextField
        autoFocus
        required
        multiline
        minRows={3}
        label={t('caseRetention.holdDialog.reason')}
        value={motivo}
        onChange={(event) => {
          setMotivo(event.target.value);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? length}
        slotProps={{ htmlInput: { maxLength: legalHoldReasonMax } }}
      />
    </FormDialog>
  );
}
