import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { passwordChangedReason, paths } from '@/config/paths.ts';
import { twoFactorPath } from '@/features/auth/api/two-factor.ts';
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';
import { sessionEndedReason } from '@/lib/api-client.ts';
import { lockedReason } from '@/lib/session-lock.ts';
import { useLayoutName } from '../../shells/route-handle.ts';

/**
 * Sign-in page (/auth/sign-in for administrators, /login for the panel): goes to /admin on success.
 * After a session that ended by itself (`?reason=session-ended`) it says so first. Without chrome
 * (its own layout, empty) it has its own language menu; inside a layout with a header
 * (`?layout=modern`) the header's is the only one.
 */
export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sessionEnded = searchParams.get('reason') === sessionEndedReason;
  const passwordChanged = searchParams.get('reason') === passwordChangedReason;
  const locked = searchParams.get('reason') === lockedReason;
  const hasChrome = useLayoutName() !== 'empty';
  return (
    <Box
      sx={{
        minHeight: hasChrome ? undefined : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
      }}
    >
      {hasChrome ? null : (
        <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <LanguageMenu />
        </Box>
      )}
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('auth.signIn')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.adminIntro')}
        </Typography>
        {sessionEnded ? (
          <Alert severity="warning" sx={{ mb: 3 }} data-testid="session-ended">
            {t('auth.sessionEnded')}
          </Alert>
        ) : null}
        {locked ? (
          <Alert severity="info" role="status" sx={{ mb: 3 }} data-testid="session-locked">
            {t('auth.locked')}
          </Alert>
        ) : null}
        {passwordChanged ? (
          <Alert severity="success" role="status" sx={{ mb: 3 }} data-testid="password-changed">
            {t('auth.passwordChanged')}
          </Alert>
        ) : null}
        <SignInForm
          onSuccess={() => {
            void navigate(paths.admin.root.getHref());
          }}
          onEnrolmentRequired={() => {
            void navigate(twoFactorPath);
          }}
        />
        <Link component={RouterLink} to={paths.forgotPassword.getHref()} sx={{ display: 'block', mt: 3 }}>
          {t('auth.forgotLink')}
        </Link>
        <Link component={RouterLink} to={paths.home.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
          {t('common.backHome')}
        </Link>
      </Paper>
    </Box>
  );
}
