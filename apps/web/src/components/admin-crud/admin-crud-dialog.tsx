import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { BackConfirmActions, useCloseOnLogout } from '@/components/ui/fixed-width-dialog.tsx';

type AdminCrudDialogProps = {
  open: boolean;
  /** New entity ("Alta") or an existing one ("Edición"). */
  isNew: boolean;
  /** What is edited, after the title ("Alta · Tipo"). */
  subject?: string;
  /** Save stays disabled until the form is valid. */
  canSave: boolean;
  isSaving?: boolean;
  /** Why the last save failed, shown in the dialog (the snackbar behind a modal is hidden from screen readers). */
  errorMessage?: string;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
};

/** The back office's edit dialog: title Alta or Edición, the form, Volver and Guardar. Closes on logout. */
export function AdminCrudDialog({
  open,
  isNew,
  subject,
  canSave,
  isSaving = false,
  errorMessage,
  onSave,
  onClose,
  children,
  maxWidth = 'sm',
}: AdminCrudDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();

  useCloseOnLogout(open, onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSave && !isSaving) {
      onSave();
    }
  }

  const title = isNew ? t('adminCrud.createTitle') : t('adminCrud.editTitle');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{subject ? `${title} · ${subject}` : title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errorMessage ? (
              <Alert severity="error" role="alert">
                {errorMessage}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <BackConfirmActions
          onBack={onClose}
          confirmLabel={t('adminCrud.save')}
          confirmType="submit"
          confirmDisabled={!canSave || isSaving}
        />
      </form>
    </Dialog>
  );
}

/** What an entity's edit dialog gets from its screen. */
export type EntityDialogProps = {
  isSaving: boolean;
  /** Why the last save failed. */
  errorMessage?: string;
  onSave: (input: object) => void;
  onClose: () => void;
};

type SchemaFormDialogProps = EntityDialogProps &
  Pick<AdminCrudDialogProps, 'isNew' | 'subject' | 'maxWidth' | 'children'> & {
    /** A `useSchemaForm`: Guardar is enabled while it is valid and saves its input. */
    form: { isValid: boolean; input: object };
  };

/** The open edit dialog of a `useSchemaForm`. */
export function SchemaFormDialog({ form, onSave, ...props }: SchemaFormDialogProps) {
  return (
    <AdminCrudDialog
      open
      canSave={form.isValid}
      onSave={() => {
        onSave(form.input);
      }}
      {...props}
    />
  );
}
