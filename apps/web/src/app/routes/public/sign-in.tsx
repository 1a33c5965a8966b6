import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { paths } from '@/config/paths.ts';
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';

/** Sign-in page (/auth/sign-in for administrators, /login for the panel): goes to /admin on success. */
export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <LanguageMenu />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('auth.signIn')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.adminIntro')}
        </Typography>
        <SignInForm
          onSuccess={() => {
            void navigate(paths.admin.root.getHref());
          }}
        />
        <Link component={RouterLink} to={paths.home.getHref()} sx={{ display: 'inline-block', mt: 3 }}>
          {t('common.backHome')}
        </Link>
      </Paper>
    </Box>
  );
}
