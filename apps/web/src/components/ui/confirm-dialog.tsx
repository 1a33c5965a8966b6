import { useId } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { BackConfirmActions, FixedWidthDialog } from './fixed-width-dialog.tsx';

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

  return (
    <FixedWidthDialog
      open={open}
      onClose={onClose}
      width={confirmDialogWidth}
      labelledBy={title ? titleId : undefined}
      describedBy={messageId}
    >
      {title ? <DialogTitle id={titleId}>{title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <BackConfirmActions
        onBack={onClose}
        confirmLabel={confirmLabel ?? t('common.delete')}
        confirmColor="error"
        onConfirm={onConfirm}
      />
    </FixedWidthDialog>
  );
}
