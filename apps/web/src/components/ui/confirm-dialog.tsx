import { useEffect, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { registerDialog } from '@/lib/app-events.ts';

export const confirmDialogWidth = 380;

type ConfirmDialogProps = {
  open: boolean;
  /** The question, supplied by the caller. */
  message: string;
  title?: string;
  /** Defaults to "Eliminar". */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** 380 px dialog with "Volver" and a warn-coloured confirm button (spec §2). Closes on logout. */
export function ConfirmDialog({ open, message, title, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    return registerDialog(onClose);
  }, [open, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={messageId}
      slotProps={{ paper: { sx: { width: confirmDialogWidth, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {title ? <DialogTitle id={titleId}>{title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.back')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onConfirm();
          }}
        >
          {confirmLabel ?? t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
