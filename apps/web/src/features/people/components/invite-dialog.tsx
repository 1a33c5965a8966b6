import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inviteBodySchema, peopleRoles } from '@atalaya/contract/people/people.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';

/** The invitation dialog is as wide as the other admin forms. */
export const inviteDialogWidth = 480;

type InviteInput = z.input<typeof inviteBodySchema>;
type InviteOutput = z.output<typeof inviteBodySchema>;

type InviteDialogProps = {
  open: boolean;
  isSaving: boolean;
  /** The server's refusal (e.g. the address already belongs to a person), shown as it comes. */
  errorMessage: string | undefined;
  onInvite: (body: InviteOutput) => void;
  onClose: () => void;
};

/** "Invitar": an address and a role; the person gets a one-time link by mail, valid 72 h. */
export function InviteDialog({ open, isSaving, errorMessage, onInvite, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteBodySchema),
    defaultValues: { email: '', rol: 'gestor' },
  });
  function close() {
    reset();
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      width={inviteDialogWidth}
      title={t('peopleAdmin.inviteTitle')}
      confirmLabel={t('peopleAdmin.sendInvitation')}
      confirmDisabled={isSaving}
      onSubmit={(event) => {
        void handleSubmit((body) => {
          onInvite(body);
        })(event);
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('peopleAdmin.inviteHelp')}
      </Typography>
      {errorMessage ? <Alert severity="error">{errorMessage}</Alert> : null}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            type="email"
            label={t('peopleAdmin.email')}
            required
            autoComplete="off"
            error={fieldState.error !== undefined}
            helperText={fieldState.error ? t('peopleAdmin.emailInvalid') : undefined}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        )}
      />
      <Controller
        control={control}
        name="rol"
        render={({ field }) => (
          <TextField {...field} select label={t('peopleAdmin.role')} required>
            {peopleRoles.map((rol) => (
              <MenuItem key={rol} value={rol}>
                {t(`peopleAdmin.roles.${rol}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
