import { useRef } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, acceptInvitationInputSchema } from '../api/account-links.ts';
import type { SignInOutcome } from '../api/two-factor.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { fieldMessage } from './account-field-message.ts';
import { AccountForm } from './account-form.tsx';
import { PasswordFields } from './password-fields.tsx';

type AcceptInvitationFormProps = { token: string; email: string; onAccepted: (outcome: SignInOutcome) => void };

/**
 * The invitation's account step: name, new password and confirmation; the session is kept on
 * success, or the tenant's enrolment challenge is handed on (decision 038).
 */
export function AcceptInvitationForm({ token, email, onAccepted }: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const outcome = useRef<SignInOutcome>({ kind: 'signed-in' });
  const { register, errors, formProps } = useAccountForm(
    acceptInvitationInputSchema,
    { nombre: '', password: '', confirmation: '' },
    async (values) => {
      outcome.current = await acceptInvitation(token, email, values);
    },
    () => {
      onAccepted(outcome.current);
    },
  );

  return (
    <AccountForm {...formProps} submitLabel={t('auth.invitation.submit')}>
      <TextField
        id="invitation-email"
        label={t('auth.email')}
        value={email}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        {...register('nombre')}
        id="invitation-name"
        label={t('auth.account.name')}
        autoComplete="name"
        required
        fullWidth
        error={errors.nombre !== undefined}
        helperText={fieldMessage(t, errors.nombre?.message)}
      />
      <PasswordFields
        idPrefix="invitation"
        password={register('password')}
        confirmation={register('confirmation')}
        errors={errors}
      />
    </AccountForm>
  );
}
