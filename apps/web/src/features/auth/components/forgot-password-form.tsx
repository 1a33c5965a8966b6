import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInputSchema, requestPasswordReset } from '../api/account-links.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { fieldMessage } from './account-field-message.ts';
import { AccountForm } from './account-form.tsx';
import { EmailField } from './email-field.tsx';

/**
 * "Forgot password": the e-mail; then the same confirmation whatever the address (the server
 * answers alike), announced as a status message in place of the form.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { register, errors, formProps } = useAccountForm(
    forgotPasswordInputSchema,
    { email: '' },
    requestPasswordReset,
    () => setSent(true),
  );

  if (sent) {
    return (
      <Alert severity="success" role="status" data-testid="forgot-sent">
        {t('auth.forgot.sent')}
      </Alert>
    );
  }
  return (
    <AccountForm {...formProps} submitLabel={t('auth.forgot.submit')}>
      <EmailField id="forgot-email" field={register('email')} helperText={fieldMessage(t, errors.email?.message)} />
    </AccountForm>
  );
}
