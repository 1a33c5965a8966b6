import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { normalizeReceipt, receiptPattern } from '@atalaya/contract/complaints/complaint.schemas';
import { ApiError } from '@/lib/api-client.ts';
import { useSignInWithReceipt } from '../api/sign-in-with-receipt.ts';

type FollowUpFormProps = {
  /** Called once the Informante tokens are stored. */
  onSignedIn: () => void;
};

/**
 * The receipt code form: accepts lower case, spaces and dashes (normalised with the contract's
 * `normalizeReceipt`), checks the format before sending, then signs in as Informante.
 */
export function FollowUpForm({ onSignedIn }: FollowUpFormProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const signIn = useSignInWithReceipt();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const normalized = normalizeReceipt(code);
    if (normalized === '') {
      setFormatError(t('followUp.errors.required'));
      return;
    }
    if (!receiptPattern.test(normalized)) {
      setFormatError(t('validation.receiptFormat'));
      return;
    }
    setFormatError(null);
    try {
      await signIn.mutateAsync(normalized);
      setCode('');
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setServerError(t('followUp.errors.invalid'));
      } else if (error instanceof ApiError && error.status === 429) {
        setServerError(t('followUp.errors.tooMany'));
      } else if (error instanceof ApiError && error.status === 400) {
        setFormatError(t('validation.receiptFormat'));
      } else if (error instanceof ApiError && error.status === 0) {
        setServerError(t('followUp.errors.network'));
      } else {
        setServerError(error instanceof Error && error.message ? error.message : t('followUp.errors.generic'));
      }
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      sx={{ maxWidth: 520 }}
    >
      <TextField
        id="receipt-code"
        label={t('followUp.codeLabel')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFormatError(null);
        }}
        required
        fullWidth
        autoComplete="off"
        error={formatError !== null}
        helperText={formatError ?? t('followUp.codeHelp')}
        slotProps={{
          htmlInput: {
            autoCapitalize: 'characters',
            spellCheck: false,
            autoCorrect: 'off',
            'aria-describedby': helpId,
            style: { fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.08em' },
          },
          formHelperText: { id: helpId },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {t('followUp.submit')}
      </Button>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
    </Stack>
  );
}
