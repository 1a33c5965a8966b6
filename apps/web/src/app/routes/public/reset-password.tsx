import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, passwordChangedReason } from '@/config/paths.ts';
import { AccountPage } from '@/features/auth/components/account-page.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

/** /auth/restablecer/:token (a lazy chunk): the new password; then the sign-in page says it changed. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  return (
    <AccountPage title={t('auth.reset.title')}>
      <ResetPasswordForm
        token={token}
        onDone={() => {
          void navigate(`${paths.signIn.getHref()}?reason=${passwordChangedReason}`);
        }}
      />
    </AccountPage>
  );
}
