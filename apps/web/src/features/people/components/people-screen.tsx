import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import type { OpenInvitation, Person } from '@atalaya/contract/people/people.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { notify } from '@/lib/notices.ts';
import {
  useInvitePerson,
  usePeople,
  useResendInvitation,
  useResetTwoFactor,
  useRevokeInvitation,
  useUpdatePerson,
} from '../api/people.ts';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { PeopleTable } from './people-table.tsx';

type Confirmation =
  | { kind: 'deactivate'; person: Person }
  | { kind: 'reset-two-factor'; person: Person }
  | { kind: 'revoke'; invitation: OpenInvitation }
  | null;

/** The confirmation dialog's texts for each action. */
function confirmationTexts(
  t: (key: string, values?: Record<string, string>) => string,
  confirmation: Confirmation,
): { title: string; message: string; confirmLabel: string } {
  if (confirmation?.kind === 'revoke') {
    return {
      title: t('peopleAdmin.revokeTitle'),
      message: t('peopleAdmin.revokeQuestion', { email: confirmation.invitation.email }),
      confirmLabel: t('peopleAdmin.revoke'),
    };
  }
  if (confirmation?.kind === 'reset-two-factor') {
    return {
      title: t('peopleAdmin.resetTwoFactorTitle'),
      message: t('peopleAdmin.resetTwoFactorQuestion', { name: confirmation.person.nombre }),
      confirmLabel: t('peopleAdmin.resetTwoFactor'),
    };
  }
  return {
    title: t('peopleAdmin.deactivateTitle'),
    message: confirmation ? t('peopleAdmin.deactivateQuestion', { name: confirmation.person.nombre }) : '',
    confirmLabel: t('peopleAdmin.deactivate'),
  };
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** Usuarios (Responsable only): the tenant's people and invitations. */
export function PeopleScreen() {
  const { t } = useTranslation();
  const people = usePeople();
  const invite = useInvitePerson();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const update = useUpdatePerson();
  const resetTwoFactor = useResetTwoFactor();
  const [inviting, setInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const busy = resend.isPending || revoke.isPending || update.isPending || resetTwoFactor.isPending;
  // The last refusal of an action on the tables (e.g. the last Responsable, 409), as the server words it.
  const actionError =
    messageOf(update.error) ?? messageOf(resend.error) ?? messageOf(revoke.error) ?? messageOf(resetTwoFactor.error);

  function done(message: string) {
    notify({ title: t('adminCrud.okTitle'), message, severity: 'success' });
  }
  function resetActions() {
    update.reset();
    resend.reset();
    revoke.reset();
    resetTwoFactor.reset();
  }

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => {
            invite.reset();
            setInviting(true);
          }}
        >
          {t('peopleAdmin.invite')}
        </Button>
      </Stack>
      {people.isPending ? <Loader /> : null}
      {people.isError ? <Alert severity="error">{t('adminCrud.loadError')}</Alert> : null}
      {actionError ? (
        <Alert severity="error" onClose={resetActions}>
          {actionError}
        </Alert>
      ) : null}
      {people.data ? (
        <>
          <section aria-labelledby="people-heading">
            <Typography id="people-heading" variant="h2" component="h2" sx={{ mb: 1, fontSize: '1.25rem' }}>
              {t('peopleAdmin.people')}
            </Typography>
            <PeopleTable
              people={people.data.usuarios}
              busy={busy}
              onChangeRole={(person, rol) => {
                resetActions();
                update.mutate(
                  { idusuario: person.idusuario, rol },
                  { onSuccess: () => done(t('peopleAdmin.roleChanged', { name: person.nombre })) },
                );
              }}
              onDeactivate={(person) => {
                setConfirmation({ kind: 'deactivate', person });
              }}
              onResetTwoFactor={(person) => {
                setConfirmation({ kind: 'reset-two-factor', person });
              }}
              onReactivate={(person) => {
                resetActions();
                update.mutate(
                  { idusuario: person.idusuario, activo: true },
                  { onSuccess: () => done(t('peopleAdmin.reactivated', { name: person.nombre })) },
                );
              }}
            />
          </section>
          <section aria-labelledby="invitations-heading">
            <Typography id="invitations-heading" variant="h2" component="h2" sx={{ mb: 1, fontSize: '1.25rem' }}>
              {t('peopleAdmin.invitations')}
            </Typography>
            <InvitationsTable
              invitations={people.data.invitaciones}
              busy={busy}
              onResend={(invitation) => {
                resetActions();
                resend.mutate(invitation.idinvitacion, {
                  onSuccess: () => done(t('peopleAdmin.resent', { email: invitation.email })),
                });
              }}
              onRevoke={(invitation) => {
                setConfirmation({ kind: 'revoke', invitation });
              }}
            />
          </section>
        </>
      ) : null}
      <InviteDialog
        open={inviting}
        isSaving={invite.isPending}
        errorMessage={messageOf(invite.error)}
        onClose={() => {
          setInviting(false);
        }}
        onInvite={(body) => {
          invite.mutate(body, {
            onSuccess: () => {
              setInviting(false);
              done(t('peopleAdmin.invited', { email: body.email }));
            },
          });
        }}
      />
      <ConfirmDialog
        open={confirmation !== null}
        {...confirmationTexts(t, confirmation)}
        onClose={() => {
          setConfirmation(null);
        }}
        onConfirm={() => {
          const current = confirmation;
          setConfirmation(null);
          resetActions();
          if (current?.kind === 'revoke') {
            revoke.mutate(current.invitation.idinvitacion, {
              onSuccess: () => done(t('peopleAdmin.revoked', { email: current.invitation.email })),
            });
          } else if (current?.kind === 'reset-two-factor') {
            resetTwoFactor.mutate(current.person.idusuario, {
              onSuccess: () => done(t('peopleAdmin.twoFactorReset', { name: current.person.nombre })),
            });
          } else if (current?.kind === 'deactivate') {
            update.mutate(
              { idusuario: current.person.idusuario, activo: false },
              { onSuccess: () => done(t('peopleAdmin.deactivated', { name: current.person.nombre })) },
            );
          }
        }}
      />
    </Stack>
  );
}
