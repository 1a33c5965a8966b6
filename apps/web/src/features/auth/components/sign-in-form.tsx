import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { signIn, signInInputSchema } from '../api/sign-in.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';

type SignInFormProps = { onSuccess: () => void };

/** Administrator sign-in: e-mail and password, validated with the contract's `loginBodySchema`. */
export function SignInForm({ onSuccess }: SignInFormProps) {
  const { t } = useTranslation();
  const { register, errors, formProps } = useAccountForm(
    signInInputSchema,
    { email: '', password: '' },
    signIn,
    onSuccess,
  );

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
