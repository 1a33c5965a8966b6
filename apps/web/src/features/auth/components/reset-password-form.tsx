import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPassword, resetPasswordInputSchema } from '../api/account-links.ts';
import type { ResetPasswordInput } from '../api/account-links.ts';
import { PasswordFields } from './password-fields.tsx';

type ResetPasswordFormProps = { token: string; onDone: () => void };

/** The reset link's form: new password and confirmation; the server's refusal is announced under it. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await resetPassword(token, values);
      onDone();
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
      <PasswordFields
        idPrefix="reset"
        password={register('password')}
        confirmation={register('confirmation')}
        errors={errors}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {t('auth.reset.submit')}
      </Button>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
    </Stack>
  );
}
