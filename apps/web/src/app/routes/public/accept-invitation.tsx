import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { paths } from '@/config/paths.ts';
import { useInvitation } from '@/features/auth/api/account-links.ts';
import { AcceptInvitationForm } from '@/features/auth/components/accept-invitation-form.tsx';
import { AccountPage } from '@/features/auth/components/account-page.tsx';

/**
 * The steps of accepting an invitation, in order. Only the account (name and password) exists
 * today; the second factor (TOTP) will be the next entry, shown after the account step.
 */
export const invitationSteps = ['account'] as const;

/** /auth/invitacion/:token (a lazy chunk): what the invitation is for, then its steps; ends in /admin. */
export function AcceptInvitationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);

  let content;
  if (invitation.isPending) {
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
          onAccepted={() => {
            void navigate(paths.admin.root.getHref());
          }}
        />
      </>
    );
  }
  return <AccountPage title={t('auth.invitation.title')}>{content}</AccountPage>;
}
