import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoBase, demoPaths } from '../lib/demo-paths.ts';
import { clearDemoSession, useDemoSession } from '../lib/demo-session.ts';
import { unlockDemo } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { unlockSchema, type UnlockValues } from './auth-schemas.ts';
import { useDemoForm } from './use-demo-form.ts';

/** The demo page the lock was taken on (only a /demo/ path), else the demo's home. */
export function returnPath(state: unknown): string {
  const from: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : undefined;
  return typeof from === 'string' && from.startsWith(`${demoBase}/`) && !from.startsWith(demoPaths.unlockSession)
    ? from
    : demoPaths.home;
}

/** The locked session (lock from the user menu): the password of the signed-in demo user opens it again. */
export function DemoUnlockSessionPage() {
  const { t } = useDemoText();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useDemoSession();
  const email = user?.email ?? '';
  const { register, errors, messageOf, formProps } = useDemoForm<UnlockValues>(
    unlockSchema,
    { password: '' },
    (values) => unlockDemo(email, values.password),
    () => void navigate(returnPath(location.state), { replace: true }),
  );
  if (!user) {
    return <Navigate to={demoPaths.signIn} replace />;
  }
  return (
    <AuthCard
      title={t('auth.unlockTitle')}
      submitLabel={t('auth.unlock')}
      intro={<Typography>{t('auth.unlockText', { email })}</Typography>}
      footer={
        <Link component={RouterLink} to={demoPaths.signIn} onClick={clearDemoSession}>
          {t('auth.notYou')}
        </Link>
      }
      {...formProps}
    >
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField
        {...register('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        error={Boolean(errors.password)}
        helperText={messageOf(errors.password)}
      />
    </AuthCard>
  );
}
