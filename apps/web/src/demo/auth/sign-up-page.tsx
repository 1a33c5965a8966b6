import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import { signUpToDemo } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { signUpSchema, type SignUpValues } from './auth-schemas.ts';
import { useDemoForm } from './use-demo-form.ts';

export function DemoSignUpPage() {
  const { t } = useDemoText();
  const [done, setDone] = useState(false);
  const { register, errors, messageOf, formProps } = useDemoForm<SignUpValues>(
    signUpSchema,
    { name: '', email: '', password: '', company: '', agree: false },
    (values) => signUpToDemo(values),
    () => setDone(true),
  );
  return (
    <AuthCard
      title={t('auth.signUpTitle')}
      submitLabel={t('auth.signUp')}
      done={done ? t('auth.signUpDone') : null}
      footer={
        <Link component={RouterLink} to={demoPaths.signIn}>
          {t('auth.backToSignIn')}
        </Link>
      }
      {...formProps}
    >
      <TextField
        {...register('name')}
        label={t('auth.name')}
        autoComplete="name"
        required
        error={Boolean(errors.name)}
        helperText={messageOf(errors.name)}
      />
      <TextField
        {...register('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={messageOf(errors.email)}
      />
      <TextField
        {...register('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={messageOf(errors.password) ?? t('validation.passwordLength')}
      />
      <TextField {...register('company')} label={t('auth.company')} autoComplete="organization" />
      <FormControl error={Boolean(errors.agree)}>
        <FormControlLabel control={<Checkbox {...register('agree')} />} label={t('auth.agree')} />
        {errors.agree ? <FormHelperText>{messageOf(errors.agree)}</FormHelperText> : null}
      </FormControl>
    </AuthCard>
  );
}
