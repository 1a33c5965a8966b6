import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInputSchema, requestPasswordReset } from '../api/account-links.ts';
import type { ForgotPasswordInput } from '../api/account-links.ts';
import { fieldMessage } from './account-field-message.ts';

/**
 * "Forgot password": the e-mail; then the same confirmation whatever the address (the server
 * answers alike), announced as a status message in place of the form.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('auth.errors.generic'));
    }
  });

  if (sent) {
    return (
      <Alert severity="success" role="status" data-testid="forgot-sent">
        {t('auth.forgot.sent')}
      </Alert>
    );
  }
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
        {...register('email')}
        id="forgot-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={errors.email !== undefined}
        helperText={fieldMessage(t, errors.email?.message)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {t('auth.forgot.submit')}
      </Button>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
    </Stack>
  );
}
