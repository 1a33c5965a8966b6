import { useId, useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  extendBodySchema,
  extensionMaxMonths,
  extensionReasonMax,
  extensionReasonMin,
} from '@atalaya/contract/complaints/case-detail.schemas';
import type { ExtendBody } from '@atalaya/contract/complaints/case-detail.schemas';
import { BackConfirmActions, FixedWidthDialog } from '@/components/ui/fixed-width-dialog.tsx';

type ExtendDialogProps = {
  open: boolean;
  /** Resolves when extended (the dialog closes); rejects to keep it open. */
  onConfirm: (input: ExtendBody) => Promise<unknown>;
  onClose: () => void;
};

const monthOptions = Array.from({ length: extensionMaxMonths }, (_, index) => index + 1);

function ExtendForm({ onConfirm, onClose, titleId }: Omit<ExtendDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const [meses, setMeses] = useState(extensionMaxMonths);
  const [motivo, setMotivo] = useState('');
  const [touched, setTouched] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const parsed = extendBodySchema.safeParse({ meses, motivo });
  const length = motivo.trim().length;
  const reasonError = length < extensionReasonMin || length > extensionReasonMax;

  async function confirm() {
    if (!parsed.success) {
      return;
    }
    setIsSaving(true);
    try {
      await onConfirm(parsed.data);
      onClose();
    } catch {
      // The snackbar said why; the dialog stays open.
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <DialogTitle id={titleId}>{t('caseDetail.extend.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('caseDetail.extend.intro')}</DialogContentText>
        <Stack spacing={2.5}>
          <TextField
            select
            label={t('caseDetail.extend.months')}
            value={meses}
            onChange={(event) => {
              setMeses(Number(event.target.value));
            }}
          >
            {monthOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {t('caseDetail.extend.monthOption', { count: option })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('caseDetail.extend.reason')}
            value={motivo}
            multiline
            minRows={3}
            required
            onChange={(event) => {
              setMotivo(event.target.value);
            }}
            onBlur={() => {
              setTouched(true);
            }}
            error={touched && reasonError}
            helperText={
              touched && length < extensionReasonMin
                ? t('caseDetail.extend.reasonMin', { count: extensionReasonMin })
                : t('caseDetail.counter', { count: length, max: extensionReasonMax })
            }
            slotProps={{ htmlInput: { maxLength: extensionReasonMax } }}
          />
        </Stack>
      </DialogContent>
      <BackConfirmActions
        onBack={onClose}
        confirmLabel={t('caseDetail.extend.confirm')}
        confirmDisabled={!parsed.success || isSaving}
        onConfirm={() => {
          void confirm();
        }}
      />
    </>
  );
}

/** "Prorrogar plazo": the one extension of the answer deadline (1–3 months, a reason of ≥ 10 characters). */
export function ExtendDialog({ open, onConfirm, onClose }: ExtendDialogProps) {
  const titleId = useId();
  return (
    <FixedWidthDialog open={open} onClose={onClose} width={560} labelledBy={titleId}>
      {open ? <ExtendForm onConfirm={onConfirm} onClose={onClose} titleId={titleId} /> : null}
    </FixedWidthDialog>
  );
}
