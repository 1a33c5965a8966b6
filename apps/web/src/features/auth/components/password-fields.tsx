import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './account-field-message.ts';

type PasswordFieldsProps = {
  idPrefix: string;
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'confirmation'>;
  errors: { password?: FieldError; confirmation?: FieldError };
};

/** The new password and its confirmation, with the rules as helper text and errors announced by their fields. */
export function PasswordFields({ idPrefix, password, confirmation, errors }: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        id={`${idPrefix}-password`}
        label={t('auth.account.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        error={errors.password !== undefined}
        helperText={fieldMessage(t, errors.password?.message) ?? t('auth.account.passwordHint')}
      />
      <TextField
        {...confirmation}
        id={`${idPrefix}-confirmation`}
        label={t('auth.account.confirmation')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        error={errors.confirmation !== undefined}
        helperText={fieldMessage(t, errors.confirmation?.message)}
      />
    </>
  );
}
