import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useAreaText } from '../lib/demo-text.ts';
import { helpCenterStrings, type HelpCenterTextKey } from './help-center-strings.ts';
import {
  emptySupport,
  sendSupportLocally,
  supportMessageMax,
  supportMessageMin,
  supportSchema,
  supportTopics,
  type SupportValues,
} from './support-schema.ts';

/** The support form: validated as you would expect; it is a demo, so it answers here and says so. */
export function SupportScreen() {
  const { t } = useAreaText(helpCenterStrings);
  const [sent, setSent] = useState<{ name: string; reference: string } | null>(null);
  const form = useForm<SupportValues>({ resolver: zodResolver(supportSchema), defaultValues: emptySupport });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const { reference } = await sendSupportLocally(values);
    setSent({ name: values.name, reference });
    form.reset(emptySupport);
  });
  function messageOf(error: FieldError | undefined): string | undefined {
    return error?.message
      ? t(error.message as HelpCenterTextKey, { min: supportMessageMin, max: supportMessageMax })
      : undefined;
  }
  return (
    <Stack spacing={2} component="section" aria-labelledby="support-title">
      <Typography id="support-title" variant="h5" component="h2">
        {t('sections.support')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('support.intro')}
        </Typography>
        {sent ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" role="status">
              <Typography sx={{ fontWeight: 500 }}>{t('support.sent', { name: sent.name })}</Typography>
              <Typography variant="body2">{t('support.reference', { reference: sent.reference })}</Typography>
              <Typography variant="body2">{t('support.demoNote')}</Typography>
            </Alert>
            <Button variant="outlined" onClick={() => setSent(null)}>
              {t('support.another')}
            </Button>
          </Stack>
        ) : (
          <Box component="form" noValidate aria-busy={isSubmitting} onSubmit={(event) => void submit(event)}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  {...form.register('name')}
                  label={t('support.name')}
                  autoComplete="name"
                  required
                  fullWidth
                  error={Boolean(errors.name)}
                  helperText={messageOf(errors.name)}
                />
                <TextField
                  {...form.register('email')}
                  label={t('support.emailLabel')}
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  error={Boolean(errors.email)}
                  helperText={messageOf(errors.email)}
                />
              </Stack>
              <Controller
                control={form.control}
                name="topic"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('support.topic')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    name={field.name}
                    error={Boolean(errors.topic)}
                    helperText={messageOf(errors.topic)}
                  >
                    {supportTopics.map((topic) => (
                      <MenuItem key={topic} value={topic}>
                        {t(`support.topic.${topic}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...form.register('subject')}
                label={t('support.subject')}
                required
                error={Boolean(errors.subject)}
                helperText={messageOf(errors.subject)}
              />
              <TextField
                {...form.register('message')}
                label={t('support.message')}
                required
                multiline
                minRows={5}
                error={Boolean(errors.message)}
                helperText={messageOf(errors.message) ?? t('support.messageHint', { min: supportMessageMin })}
              />
              {isSubmitting ? <LinearProgress aria-label={t('support.sending')} /> : null}
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                {t('support.send')}
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
