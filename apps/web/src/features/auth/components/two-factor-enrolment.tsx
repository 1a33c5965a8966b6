import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { totpCodePattern } from '@atalaya/contract/auth/two-factor.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { confirmEnrolment, startEnrolment, type EnrolmentMode } from '../api/two-factor.ts';
import { AccountForm } from './account-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type TwoFactorEnrolmentProps = {
  /** The holder of an enrolment challenge (sign-in, invitation) or the signed-in person (Mi cuenta). */
  mode: EnrolmentMode;
  /** After the recovery codes were saved: the person continues (a challenge has signed them in). */
  onDone: () => void;
  /** When the factor is optional: "Not now". */
  onSkip?: () => void;
  /** The heading level of the step titles inside (h2 on a page, h3 inside a section). */
  headingLevel?: 'h2' | 'h3';
};

/** The secret in groups of four, easier to type into an app. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Enrolment of a second factor (decision 038): the QR code and the secret as text, confirmed with
 * one code of the app; then the ten recovery codes, shown once. Place it on a page (`/auth/dos-factores`,
 * the invitation's second step) or in "Mi cuenta" with `mode={{ kind: 'session' }}`.
 */
export function TwoFactorEnrolment({ mode, onDone, onSkip, headingLevel = 'h2' }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation();
  const enrolment = useQuery({
    queryKey: ['auth', 'segundo-factor', 'alta', mode.kind === 'challenge' ? mode.challenge.reto : 'sesion'],
    queryFn: () => startEnrolment(mode),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [copied, setCopied] = useState(false);

  if (codes) {
    return <RecoveryCodes codes={codes} onDone={onDone} headingLevel={headingLevel} />;
  }
  if (enrolment.isPending) {
    return <Loader />;
  }
  if (enrolment.isError) {
    return (
      <Alert severity="error" role="alert" data-testid="enrolment-failed">
        {enrolment.error.message || t('auth.errors.generic')}
      </Alert>
    );
  }
  const { qr, secreto, alta } = enrolment.data;

  async function submit(): Promise<void> {
    const value = code.replace(/\s+/g, '');
    if (!totpCodePattern.test(value)) {
      setFieldError(t('auth.twoFactor.codeFormat'));
      return;
    }
    setFieldError(null);
    setServerError(null);
    setSubmitting(true);
    try {
      setCodes(await confirmEnrolment(mode, alta, value));
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('auth.errors.generic'));
    } finally {
      setSubmitting(false);
    }
  }
  function onSubmit(event: BaseSyntheticEvent): void {
    event.preventDefault();
    void submit();
  }

  return (
    <Stack spacing={2} data-testid="two-factor-enrolment">
      <Typography variant="h6" component={headingLevel}>
        {t('auth.twoFactor.enrolTitle')}
      </Typography>
      <Typography color="text.secondary">{t('auth.twoFactor.enrolIntro')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={qr}
          alt={t('auth.twoFactor.qrAlt')}
          width={200}
          height={200}
          sx={{ bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
      </Box>
      <Typography color="text.secondary">{t('auth.twoFactor.secretIntro')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          component="code"
          data-testid="totp-secret"
          aria-label={t('auth.twoFactor.secretLabel')}
          sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', flex: 1 }}
        >
          {grouped(secreto)}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            void globalThis.navigator.clipboard?.writeText(secreto).then(() => {
              setCopied(true);
            });
          }}
        >
          {copied ? t('auth.twoFactor.copied') : t('auth.twoFactor.copySecret')}
        </Button>
      </Stack>
      <AccountForm
        onSubmit={onSubmit}
        isSubmitting={isSubmitting}
        serverError={serverError}
        submitLabel={t('auth.twoFactor.confirm')}
      >
        <TextField
          id="enrolment-code"
          label={t('auth.twoFactor.codeLabel')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
          required
          fullWidth
          error={fieldError !== null}
          helperText={fieldError ?? t('auth.twoFactor.confirmHint')}
          slotProps={{ htmlInput: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 8 } }}
        />
      </AccountForm>
      {onSkip ? (
        <Button variant="text" onClick={onSkip} data-testid="enrolment-skip">
          {t('auth.twoFactor.notNow')}
        </Button>
      ) : null}
    </Stack>
  );
}
