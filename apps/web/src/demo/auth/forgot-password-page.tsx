import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { requestDemoPasswordReset } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { forgotPasswordSchema, type ForgotPasswordValues } from './auth-schemas.ts';
import { useDemoForm } from './use-demo-form.ts';

export function DemoForgotPasswordPage() {
  const { t } = useDemoText();
  const [done, setDone] = useState(false);
  const { register, errors, messageOf, formProps } = useDemoForm<ForgotPasswordValues>(
    forgotPasswordSchema,
    { email: '' },
    (values) => requestDemoPasswordReset(values.email),
    () => setDone(true),
  );
  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      submitLabel={t('auth.forgotSend')}
      done={done ? t('auth.forgotDone') : null}
      footer={
        <Stack spacing={1}>
          {done ? (
            <Link component={RouterLink} to={demoPaths.resetPassword}>
              {t('auth.resetTitle')}
            </Link>
          ) : null}
          <Link component={RouterLink} to={demoPaths.signIn}>
            {t('auth.backToSignIn')}
          </Link>
        </Stack>
      }
      {...formProps}
    >
      <TextField
        {...register('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={messageOf(errors.email)}
      />
    </AuthCard>
  );
}
