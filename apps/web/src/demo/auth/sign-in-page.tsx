import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { signInToDemo } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { signInSchema, type SignInValues } from './auth-schemas.ts';
import { useDemoForm } from './use-demo-form.ts';

/** The one demo account (packages/demo-api, spec 001 §5), shown on the page. */
export const demoAccount = { email: 'demo@atalaya.example', password: 'atalaya-demo' } as const;

export function DemoSignInPage() {
  const { t } = useDemoText();
  const navigate = useNavigate();
  const { register, errors, messageOf, formProps } = useDemoForm<SignInValues>(
    signInSchema,
    { email: '', password: '' },
    (values) => signInToDemo(values.email, values.password),
    () => void navigate(demoPaths.home, { replace: true }),
  );
  return (
    <AuthCard
      title={t('auth.signInTitle')}
      submitLabel={t('auth.signIn')}
      intro={<Alert severity="info">{t('auth.account', demoAccount)}</Alert>}
      footer={
        <Stack spacing={1}>
          <Link component={RouterLink} to={demoPaths.forgotPassword}>
            {t('auth.forgot')}
          </Link>
          <Link component={RouterLink} to={demoPaths.signUp}>
            {t('auth.noAccount')} {t('auth.signUp')}
          </Link>
        </Stack>
      }
      {...formProps}
    >
      <TextField
        {...register('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        required
        error={Boolean(errors.email)}
        helperText={messageOf(errors.email)}
      />
      <TextField
        {...register('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={messageOf(errors.password)}
      />
    </AuthCard>
  );
}
