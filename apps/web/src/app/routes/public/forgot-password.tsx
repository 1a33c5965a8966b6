import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/features/auth/components/account-page.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

/** /auth/olvido (a lazy chunk): asks for a reset link. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('auth.forgot.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.forgot.intro')}
      </Typography>
      <ForgotPasswordForm />
    </AccountPage>
  );
}
