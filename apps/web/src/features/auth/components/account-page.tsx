import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { paths } from '@/config/paths.ts';

/** The frame of the account pages (invitation, forgot, reset): like the sign-in page's, with its language menu. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
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
      <Box sx={{ width: '100%', maxWidth: 480, display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <LanguageMenu />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
        <Link component={RouterLink} to={paths.signIn.getHref()} sx={{ display: 'inline-block', mt: 3 }}>
          {t('auth.backToSignIn')}
        </Link>
      </Paper>
    </Box>
  );
}
