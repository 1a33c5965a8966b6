import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type EmailFieldProps = { id: string; field: UseFormRegisterReturn<'email'>; helperText: string | undefined };

/** A required e-mail field; `helperText`, when there is one, is its validation error. */
export function EmailField({ id, field, helperText }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      id={id}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
      fullWidth
      error={helperText !== undefined}
      helperText={helperText}
    />
  );
}
