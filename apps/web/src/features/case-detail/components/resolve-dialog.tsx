import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { resolutionMax, resolveBodySchema } from '@atalaya/contract/complaints/case-detail.schemas';
import { useDiscardGuard, useReportChanged } from '@/components/ui/discard-guard.tsx';
import { BackConfirmActions, FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';

type ResolveDialogProps = {
  open: boolean;
  /** Resolves when the case is resolved (the dialog closes); rejects to keep it open. */
  onConfirm: (resolucion: string) => Promise<unknown>;
  onClose: () => void;
};

type ResolveFormProps = Omit<ResolveDialogProps, 'open'> & {
  titleId: string;
  onBack: () => void;
  setChanged: (changed: boolean) => void;
};

function ResolveForm({ onConfirm, onClose, titleId, onBack, setChanged }: ResolveFormProps) {
  const { t } = useTranslation();
  const [resolucion, setResolucion] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const parsed = resolveBodySchema.safeParse({ resolucion });
  const isOver = resolucion.length > resolutionMax;
  useReportChanged(setChanged, resolucion.trim() !== '');

  async function confirm() {
    if (!parsed.success) {
      return;
    }
    setIsSaving(true);
    try {
      await onConfirm(parsed.data.resolucion);
      onClose();
    } catch {
      // The snackbar said why; the dialog stays open.
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <DialogTitle id={titleId}>{t('caseDetail.resolve.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('caseDetail.resolve.warning')}
        </Alert>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={6}
          label={t('caseDetail.resolve.text')}
          value={resolucion}
          error={isOver}
          onChange={(event) => {
            setResolucion(event.target.value);
          }}
          helperText={t('caseDetail.counter', { count: resolucion.length, max: resolutionMax })}
        />
      </DialogContent>
      <BackConfirmActions
        onBack={onBack}
        confirmLabel={t('caseDetail.resolve.confirm')}
        confirmColor="success"
        confirmDisabled={!parsed.success || isSaving}
        onConfirm={() => {
          void confirm();
        }}
      />
    </>
  );
}

/**
 * "Resolver": the resolution text the reporter will read; the case becomes status 1 (resolved).
 * Escape, a click outside or "Volver" ask before discarding a typed resolution.
 */
export function ResolveDialog({ open, onConfirm, onClose }: ResolveDialogProps) {
  const titleId = useId();
  const guard = useDiscardGuard(onClose);
  return (
    <FixedWidthDialog open={open} onClose={onClose} onDismiss={guard.requestClose} width={720} labelledBy={titleId}>
      {open ? (
        <ResolveForm
          onConfirm={onConfirm}
          onClose={onClose}
          onBack={guard.requestClose}
          setChanged={guard.setChanged}
          titleId={titleId}
        />
      ) : null}
      {guard.confirmDialog}
    </FixedWidthDialog>
  );
}
