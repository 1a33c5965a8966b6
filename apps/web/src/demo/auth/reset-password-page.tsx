import { useState } from 'react';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { resetDemoPassword } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { resetPasswordSchema, type ResetPasswordValues } from './auth-schemas.ts';
import { useDemoForm } from './use-demo-form.ts';

export function DemoResetPasswordPage() {
  const { t } = useDemoText();
  const [done, setDone] = useState(false);
  const { register, errors, messageOf, formProps } = useDemoForm<ResetPasswordValues>(
    resetPasswordSchema,
    { password: '', passwordConfirm: '' },
    (values) => resetDemoPassword(values.password),
    () => setDone(true),
  );
  return (
    <AuthCard
      title={t('auth.resetTitle')}
      submitLabel={t('auth.resetSend')}
      done={done ? t('auth.resetDone') : null}
      footer={
        <Link component={RouterLink} to={demoPaths.signIn}>
          {t('auth.backToSignIn')}
        </Link>
      }
      {...formProps}
    >
      <TextField
        {...register('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={messageOf(errors.password) ?? t('validation.passwordLength')}
      />
      <TextField
        {...register('passwordConfirm')}
        label={t('auth.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.passwordConfirm)}
        helperText={messageOf(errors.passwordConfirm)}
      />
    </AuthCard>
  );
}
