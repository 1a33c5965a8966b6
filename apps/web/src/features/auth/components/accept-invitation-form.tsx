import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, acceptInvitationInputSchema } from '../api/account-links.ts';
import type { AcceptInvitationInput } from '../api/account-links.ts';
import { fieldMessage } from './account-field-message.ts';
import { PasswordFields } from './password-fields.tsx';

type AcceptInvitationFormProps = { token: string; email: string; onAccepted: () => void };

/** The invitation's account step: name, new password and confirmation; the session is kept on success. */
export function AcceptInvitationForm({ token, email, onAccepted }: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationInputSchema),
    defaultValues: { nombre: '', password: '', confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await acceptInvitation(token, email, values);
      onAccepted();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('auth.errors.generic'));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <TextField
        id="invitation-email"
        label={t('auth.email')}
        value={email}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        {...register('nombre')}
        id="invitation-name"
        label={t('auth.account.name')}
        autoComplete="name"
        required
        fullWidth
        error={errors.nombre !== undefined}
        helperText={fieldMessage(t, errors.nombre?.message)}
      />
      <PasswordFields
        idPrefix="invitation"
        password={register('password')}
        confirmation={register('confirmation')}
        errors={errors}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {t('auth.invitation.submit')}
      </Button>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
    </Stack>
  );
}
