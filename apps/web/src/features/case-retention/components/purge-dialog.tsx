import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImmediatePurgeBody } from '@atalaya/contract/complaints/case-retention.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { formRefusalOf } from '@/lib/api-error.ts';
import { retentionDialogWidth } from './legal-hold-dialog.tsx';

type PurgeDialogProps = {
  open: boolean;
  /** The case reference the Responsable must type to confirm. */
  referencia: string;
  /** Resolves once purged (the panel closes the dialog); rejects with the server's refusal. */
  onPurge: (body: ImmediatePurgeBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Suprimir ahora: información veraz no acreditada" (art 32.3): says the purge is irreversible and
 * what goes, and asks for the case reference; the button stays disabled until it matches.
 */
export function PurgeDialog({ open, referencia, onPurge, onClose }: PurgeDialogProps) {
  const { t } = useTranslation();
  const warningId = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === referencia;

  async function submit() {
    if (!matches) {
      return;
    }
    setRefusal(null);
    setBusy(true);
    try {
      await onPurge({ veraz_no_acreditada: true, confirmacion: typed.trim() });
    } catch (error) {
      const { message, fieldErrors, details } = formRefusalOf(error, ['confirmacion'] as const);
      setRefusal(
        [t('caseRetention.actionFailed'), message, ...fieldErrors.map((e) => e.message), ...details]
          .filter((text) => text !== undefined)
          .join(' · '),
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
      title={t('caseRetention.purgeDialog.title')}
      describedBy={warningId}
      confirmLabel={t('caseRetention.purgeDialog.confirm')}
      confirmColor="error"
      confirmDisabled={busy || !matches}
      onSubmit={() => {
        void submit();
      }}
    >
      <Alert severity="warning" id={warningId}>
        {t('caseRetention.purgeDialog.warning')}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('caseRetention.purgeDialog.help')}
      </Typography>
      {refusal ? (
        <Alert severity="error" data-testid="retention-purge-refusal">
          {refusal}
        </Alert>
      ) : null}
      <TextField
        autoFocus
        required
        autoComplete="off"
        label={t('caseRetention.purgeDialog.confirmation', { referencia })}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
      />
    </FormDialog>
  );
}
