import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { recoveryCodePattern, totpCodePattern } from '@atalaya/contract/auth/two-factor.schemas';
import { completeSecondStep, type PendingChallenge } from '../api/two-factor.ts';
import { AccountForm } from './account-form.tsx';

type SecondStepFormProps = {
  challenge: PendingChallenge;
  onSuccess: () => void;
  /** Back to the password (a challenge that expired, or another account). */
  onRestart: () => void;
};

/**
 * The sign-in's second step (decision 038): the 6-digit code of the person's authenticator app,
 * or one of their recovery codes. The server's refusals (wrong or used code, the 15-minute lock,
 * an expired challenge) are announced under the form in the interface language.
 */
export function SecondStepForm({ challenge, onSuccess, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(): Promise<void> {
    const value = code.replace(/\s+/g, '');
    const valid = recovery ? recoveryCodePattern.test(value) : totpCodePattern.test(value);
    if (!valid) {
      setFieldError(recovery ? t('auth.twoFactor.recoveryFormat') : t('auth.twoFactor.codeFormat'));
      return;
    }
    setFieldError(null);
    setServerError(null);
    setSubmitting(true);
    try {
      await completeSecondStep(challenge, value);
      onSuccess();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('auth.errors.generic'));
      setCode('');
    } finally {
      setSubmitting(false);
    }
  }
  function onSubmit(event: BaseSyntheticEvent): void {
    event.preventDefault();
    void submit();
  }

  const id = recovery ? 'second-step-recovery' : 'second-step-code';
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="second-step-intro">
        {recovery ? t('auth.twoFactor.recoveryIntro') : t('auth.twoFactor.codeIntro')}
      </Typography>
      <AccountForm
        onSubmit={onSubmit}
        isSubmitting={isSubmitting}
        serverError={serverError}
        submitLabel={t('auth.twoFactor.verify')}
      >
        <TextField
          key={id}
          id={id}
          label={recovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
          autoFocus
          required
          fullWidth
          error={fieldError !== null}
          helperText={fieldError ?? undefined}
          slotProps={{
            htmlInput: recovery
              ? { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 16 }
              : { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 },
          }}
        />
      </AccountForm>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setFieldError(null);
          setServerError(null);
        }}
        sx={{ display: 'block', mt: 2 }}
      >
        {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
      </Link>
      <Button variant="text" size="small" onClick={onRestart} sx={{ mt: 1, px: 0 }}>
        {t('auth.twoFactor.restart')}
      </Button>
    </>
  );
}
