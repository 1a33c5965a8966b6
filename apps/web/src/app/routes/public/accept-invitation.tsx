import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { paths } from '@/config/paths.ts';
import { useInvitation } from '@/features/auth/api/account-links.ts';
import type { EnrolmentMode } from '@/features/auth/api/two-factor.ts';
import { AcceptInvitationForm } from '@/features/auth/components/accept-invitation-form.tsx';
import { AccountPage } from '@/features/auth/components/account-page.tsx';
import { TwoFactorEnrolment } from '@/features/auth/components/two-factor-enrolment.tsx';

/**
 * The steps of accepting an invitation, in order: the account (name and password), then the
 * second factor (TOTP, decision 038): required when the tenant requires it, offered otherwise.
 */
export const invitationSteps = ['account', 'second-factor'] as const;

type SecondFactorStep = { mode: EnrolmentMode; required: boolean };

/** /auth/invitacion/:token (a lazy chunk): what the invitation is for, then its steps; ends in /admin. */
export function AcceptInvitationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);
  function toAdmin(): void {
    void navigate(paths.admin.root.getHref());
  }

  let content;
  if (secondFactor) {
    content = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="invitation-second-factor">
          {secondFactor.required ? t('auth.twoFactor.requiredByChannel') : t('auth.twoFactor.offered')}
        </Typography>
        <TwoFactorEnrolment
          mode={secondFactor.mode}
          onDone={toAdmin}
          onSkip={secondFactor.required ? undefined : toAdmin}
        />
      </>
    );
  } else if (invitation.isPending) {
    content = <Loader />;
  } else if (invitation.isError) {
    content = (
      <Alert severity="error" role="alert" data-testid="invitation-invalid">
        {t('auth.invitation.invalid')}
      </Alert>
    );
  } else {
    const { email, cliente, rol } = invitation.data;
    content = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.invitation.intro', { cliente, rol: t(`auth.invitation.roles.${rol}`) })}
        </Typography>
        <AcceptInvitationForm
          token={token}
          email={email}
          onAccepted={(outcome) => {
            setSecondFactor(
              outcome.kind === 'second-step'
                ? { mode: { kind: 'challenge', challenge: outcome.challenge }, required: true }
                : { mode: { kind: 'session' }, required: false },
            );
          }}
        />
      </>
    );
  }
  return <AccountPage title={t('auth.invitation.title')}>{content}</AccountPage>;
}
