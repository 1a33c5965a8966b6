import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signIn, signInInputSchema } from '../api/sign-in.ts';
import type { SignInInput } from '../api/sign-in.ts';

type SignInFormProps = { onSuccess: () => void };

/** Administrator sign-in: e-mail and password, validated with the contract's `loginBodySchema`. */
export function SignInForm({ onSuccess }: SignInFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
      onSuccess();
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
        {...register('email')}
        id="sign-in-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={errors.email !== undefined}
        helperText={errors.email ? t('auth.validation.email', { defaultValue: errors.email.message }) : undefined}
      />
      <TextField
        {...register('password')}
        id="sign-in-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={errors.password !== undefined}
        helperText={
          errors.password ? t('auth.validation.password', { defaultValue: errors.password.message }) : undefined
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {t('auth.signIn')}
      </Button>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
    </Stack>
  );
}
