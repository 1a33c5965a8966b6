import { useTranslation } from 'react-i18next';
import { resetPassword, resetPasswordInputSchema } from '../api/account-links.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountForm } from './account-form.tsx';
import { PasswordFields } from './password-fields.tsx';

type ResetPasswordFormProps = { token: string; onDone: () => void };

/** The reset link's form: new password and confirmation; the server's refusal is announced under it. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { register, errors, formProps } = useAccountForm(
    resetPasswordInputSchema,
    { password: '', confirmation: '' },
    (values) => resetPassword(token, values),
    onDone,
  );

  return (
    <AccountForm {...formProps} submitLabel={t('auth.reset.submit')}>
      <PasswordFields
        idPrefix="reset"
        password={register('password')}
        confirmation={register('confirmation')}
        errors={errors}
      />
    </AccountForm>
  );
}
