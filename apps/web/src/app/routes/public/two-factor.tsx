import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { readPendingChallenge } from '@/features/auth/api/two-factor.ts';
import { AccountPage } from '@/features/auth/components/account-page.tsx';
import { TwoFactorEnrolment } from '@/features/auth/components/two-factor-enrolment.tsx';

/**
 * /auth/dos-factores (a lazy chunk, decision 038): the enrolment a tenant that requires a second
 * factor asks before anything else, for the challenge the sign-in kept in this tab; ends in /admin.
 */
export function TwoFactorRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [challenge] = useState(readPendingChallenge);
  return (
    <AccountPage title={t('auth.twoFactor.pageTitle')}>
      {challenge ? (
        <>
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('auth.twoFactor.requiredByChannel')}
          </Alert>
          <TwoFactorEnrolment
            mode={{ kind: 'challenge', challenge }}
            onDone={() => {
              void navigate(paths.admin.root.getHref());
            }}
          />
        </>
      ) : (
        <Alert severity="warning" role="alert" data-testid="enrolment-expired">
          {t('auth.twoFactor.noChallenge')}
        </Alert>
      )}
    </AccountPage>
  );
}
