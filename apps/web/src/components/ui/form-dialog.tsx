import { useId, type FormEvent, type ReactNode } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ButtonProps } from '@mui/material/Button';
import { BackConfirmActions, FixedWidthDialog } from './fixed-width-dialog.tsx';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The paper's width in px (see FixedWidthDialog). */
  width: number;
  title: string;
  /** The id of the element inside `children` that explains the dialog, if any. */
  describedBy?: string;
  /** The confirm button's text; the button submits the form. */
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  confirmDisabled?: boolean;
  /** Called with the form's submit event, its default already prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * A modal form: the title names the dialog, the fields stand in one column, and "Volver" and the
 * confirm button sit in the action bar outside the form (the confirm button submits it, so Enter
 * in a field and the button do the same). The back office's small dialogs (invite, exclude,
 * record a disclosure) share it.
 */
export function FormDialog({
  open,
  onClose,
  width,
  title,
  describedBy,
  confirmLabel,
  confirmColor,
  confirmDisabled = false,
  onSubmit,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formId = useId();
  return (
    <FixedWidthDialog open={open} onClose={onClose} width={width} labelledBy={titleId} describedBy={describedBy}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {children}
        </Stack>
      </DialogContent>
      <BackConfirmActions
        onBack={onClose}
        confirmLabel={confirmLabel}
        confirmColor={confirmColor}
        confirmType="submit"
        form={formId}
        confirmDisabled={confirmDisabled}
      />
    </FixedWidthDialog>
  );
}
