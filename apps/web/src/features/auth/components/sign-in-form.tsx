import { useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { signIn, signInInputSchema } from '../api/sign-in.ts';
import { keepPendingChallenge, type PendingChallenge, type SignInOutcome } from '../api/two-factor.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';
import { SecondStepForm } from './second-step-form.tsx';

type SignInFormProps = {
  onSuccess: () => void;
  /** The tenant requires a second factor the person has not enrolled: the challenge is kept for the enrolment page. */
  onEnrolmentRequired: () => void;
};

/**
 * Administrator sign-in: e-mail and password, validated with the contract's `loginBodySchema`;
 * then, for a person with a second factor, the code step (decision 038).
 */
export function SignInForm({ onSuccess, onEnrolmentRequired }: SignInFormProps) {
  const { t } = useTranslation();
  const outcome = useRef<SignInOutcome | null>(null);
  const [challenge, setChallenge] = useState<PendingChallenge | null>(null);
  const { register, errors, formProps } = useAccountForm(
    signInInputSchema,
    { email: '', password: '' },
    async (values) => {
      outcome.current = await signIn(values);
    },
    () => {
      const done = outcome.current;
      if (done?.kind !== 'second-step') {
        onSuccess();
      } else if (done.challenge.paso === 'codigo') {
        setChallenge(done.challenge);
      } else {
        keepPendingChallenge(done.challenge);
        onEnrolmentRequired();
      }
    },
  );

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onSuccess={onSuccess}
        onRestart={() => {
          setChallenge(null);
        }}
      />
    );
  }
  return (
    <AccountForm {...formProps} submitLabel={t('auth.signIn')}>
      <EmailField
        id="sign-in-email"
        field={register('email')}
        helperText={errors.email ? t('auth.validation.email', { defaultValue: errors.email.message }) : undefined}
      />
      <TextField
        {...register('password')}
        id="sign-in-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={errors.password !== undefined}
        helperText={
          errors.password ? t('auth.validation.password', { defaultValue: errors.password.message }) : undefined
        }
      />
    </AccountForm>
  );
}
