import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { DemoText } from '../lib/demo-text.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';
import type { ContactFormValues } from './contact-form.ts';
import { emailLabels } from './contacts-api.ts';

type EmailFieldsProps = {
  control: Control<ContactFormValues>;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>['emails'];
  t: DemoText;
};

/** A contact's e-mails, each Personal or Work; add and remove. */
export function EmailFields({ control, register, errors, t }: EmailFieldsProps) {
  const emails = useFieldArray({ control, name: 'emails' });
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="demo-contact-emails">
      <Typography id="demo-contact-emails" variant="subtitle1" component="h3">
        {t('contacts.emails')}
      </Typography>
      {emails.fields.map((field, index) => {
        const n = index + 1;
        const error = errors?.[index]?.email?.message;
        return (
          <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              {...register(`emails.${index}.email`)}
              type="email"
              label={t('contacts.email', { n })}
              error={Boolean(error)}
              helperText={error ? t(error as DemoTextKey) : undefined}
              sx={{ flexGrow: 1 }}
            />
            <Controller
              control={control}
              name={`emails.${index}.label`}
              render={({ field: label }) => (
                <TextField
                  select
                  label={t('contacts.emailLabel', { n })}
                  value={label.value}
                  onChange={label.onChange}
                  sx={{ minWidth: 140 }}
                >
                  {emailLabels.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`contacts.label.${value}` as DemoTextKey)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <IconButton
              aria-label={t('contacts.removeEmail', { n })}
              onClick={() => emails.remove(index)}
              sx={{ alignSelf: 'center' }}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => emails.append({ email: '', label: 'Personal' })}
      >
        {t('contacts.addEmail')}
      </Button>
    </Stack>
  );
}
