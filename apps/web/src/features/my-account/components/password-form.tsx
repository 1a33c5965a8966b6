import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordRules } from '@atalaya/contract/auth/account.schemas';
import { notify } from '@/lib/notices.ts';
import { useChangeMyPassword } from '../api/my-account.ts';

/** The page's checks (messages are translation keys); the server applies every rule again. */
const formSchema = z
  .object({
    actual: z.string().min(1, 'myAccount.password.required'),
    nueva: z.string().min(passwordRules.minLength, 'myAccount.password.tooShort').max(passwordRules.maxLength),
    confirmacion: z.string(),
  })
  .refine((values) => values.nueva === values.confirmacion, {
    message: 'myAccount.password.mismatch',
    path: ['confirmacion'],
  });
type FormValues = z.infer<typeof formSchema>;

const fields = [
  { name: 'actual', label: 'myAccount.password.current', autoComplete: 'current-password' },
  { name: 'nueva', label: 'myAccount.password.new', autoComplete: 'new-password' },
  { name: 'confirmacion', label: 'myAccount.password.confirm', autoComplete: 'new-password' },
] as const;

/** "Cambiar la contraseña": the current one, the new one twice. The person's other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const change = useChangeMyPassword();
  const { control, handleSubmit, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { actual: '', nueva: '', confirmacion: '' },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        void handleSubmit((values) => {
          change.mutate(
            { actual: values.actual, nueva: values.nueva },
            {
              onSuccess: () => {
                reset();
                notify({ message: t('myAccount.password.changed'), severity: 'success' });
              },
            },
          );
        })(event);
      }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('myAccount.password.title')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('myAccount.password.help')}
      </Typography>
      {change.error ? (
        <Alert severity="error" onClose={() => change.reset()}>
          {change.error.message}
        </Alert>
      ) : null}
      {fields.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: input, fieldState }) => (
            <TextField
              {...input}
              type="password"
              label={t(field.label)}
              required
              autoComplete={field.autoComplete}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              slotProps={{
                htmlInput: {
                  maxLength: passwordRules.maxLength,
                  ...(field.name === 'nueva' ? { 'aria-describedby': helpId } : {}),
                },
              }}
            />
          )}
        />
      ))}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {t('myAccount.password.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
