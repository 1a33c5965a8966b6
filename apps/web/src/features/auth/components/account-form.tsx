import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type AccountFormProps = {
  onSubmit: (event: BaseSyntheticEvent) => void;
  isSubmitting: boolean;
  serverError: string | null;
  submitLabel: string;
  children: ReactNode;
};

/** An account form's frame: its fields, the submit button and the server's refusal announced under them. */
export function AccountForm({ onSubmit, isSubmitting, serverError, submitLabel, children }: AccountFormProps) {
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {submitLabel}
      </Button>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
    </Stack>
  );
}
