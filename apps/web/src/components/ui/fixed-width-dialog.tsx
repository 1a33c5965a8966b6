import { useEffect, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { registerDialog } from '@/lib/app-events.ts';

/** While `open`, registers `onClose` so that the dialog closes when the session ends. */
export function useCloseOnLogout(open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    return registerDialog(onClose);
  }, [open, onClose]);
}

type FixedWidthDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The paper's width in px; it never overflows a narrow viewport (16 px margins). */
  width: number;
  /** The id of the element that names the dialog (its title). */
  labelledBy?: string;
  describedBy?: string;
  /** `false` drops MUI's breakpoint class; omitted, MUI's default applies. */
  maxWidth?: false;
  /** Escape and a click outside; defaults to `onClose` (a draft dialog asks first: useDiscardGuard). */
  onDismiss?: () => void;
  children: ReactNode;
};

/** A modal dialog of a fixed width (spec §2 sizes) that closes on Escape, backdrop (`onDismiss`) and logout. */
export function FixedWidthDialog({
  open,
  onClose,
  width,
  labelledBy,
  describedBy,
  maxWidth,
  onDismiss,
  children,
}: FixedWidthDialogProps) {
  useCloseOnLogout(open, onClose);
  return (
    <Dialog
      open={open}
      onClose={onDismiss ?? onClose}
      maxWidth={maxWidth}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {children}
    </Dialog>
  );
}

type BackConfirmActionsProps = {
  onBack: () => void;
  /** The confirm button's text. */
  confirmLabel: string;
  confirmDisabled?: boolean;
  /** Omitted for a submit button, which submits its form instead. */
  onConfirm?: () => void;
  confirmColor?: ButtonProps['color'];
  confirmType?: 'submit';
  /** The id of the form a submit button submits, when it stands outside that form. */
  form?: string;
};

/** A dialog's action bar: "Volver" and a contained confirm button. */
export function BackConfirmActions({
  onBack,
  confirmLabel,
  confirmDisabled = false,
  onConfirm,
  confirmColor,
  confirmType,
  form,
}: BackConfirmActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onBack}>{t('common.back')}</Button>
      <Button
        type={confirmType}
        form={form}
        variant="contained"
        color={confirmColor}
        disabled={confirmDisabled}
        onClick={
          onConfirm
            ? () => {
                onConfirm();
              }
            : undefined
        }
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
