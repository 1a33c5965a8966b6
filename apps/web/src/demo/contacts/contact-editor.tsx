import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { RichTextEditor } from '@/components/ui/rich-text-editor.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';
import { contactChanges, contactFormSchema, contactFormValues, type ContactFormValues } from './contact-form.ts';
import {
  contactKeys,
  fetchContact,
  fetchContactTags,
  fetchCountries,
  updateContact,
  uploadContactAvatar,
  type Contact,
} from './contacts-api.ts';
import { EmailFields } from './email-fields.tsx';
import { PhoneField } from './phone-field.tsx';

/** Loads the contact, then its form. */
export function ContactEditor({ id }: { id: string }) {
  const { t } = useDemoText();
  const contact = useQuery({ queryKey: contactKeys.one(id), queryFn: () => fetchContact(id) });
  if (contact.isError) {
    return <Alert severity="error">{t('demo.notFound')}</Alert>;
  }
  return contact.data ? <ContactForm contact={contact.data} /> : <Loader />;
}

function ContactForm({ contact }: { contact: Contact }) {
  const { t } = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tags = useQuery({ queryKey: contactKeys.tags, queryFn: fetchContactTags });
  const countries = useQuery({ queryKey: contactKeys.countries, queryFn: fetchCountries, staleTime: Infinity });
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: contactFormValues(contact),
  });
  const { errors } = form.formState;
  const phones = useFieldArray({ control: form.control, name: 'phoneNumbers' });
  const detail = demoPaths.contact(contact.id);
  const save = useMutation({
    mutationFn: (values: ContactFormValues) => updateContact(contact.id, contactChanges(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void navigate(detail);
    },
  });
  const avatar = useMutation({
    mutationFn: (file: File) => uploadContactAvatar(contact.id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
  function message(key: string | undefined): string | undefined {
    return key ? t(key as DemoTextKey) : undefined;
  }
  const allTags = tags.data ?? [];
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label={t('contacts.editTitle', { name: contact.name })}
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <Typography variant="h5" component="h2">
        {t('contacts.editTitle', { name: contact.name })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          alt={t('contacts.avatarOf', { name: contact.name })}
          src={contact.avatar ?? undefined}
          sx={{ width: 72, height: 72 }}
        >
          {contact.name.slice(0, 1)}
        </Avatar>
        <Button component="label" startIcon={<PhotoCameraOutlinedIcon />} disabled={avatar.isPending}>
          {t('contacts.avatar')}
          <input
            hidden
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) {
                avatar.mutate(file);
              }
            }}
          />
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            {...form.register('name')}
            fullWidth
            required
            label={t('contacts.name')}
            error={Boolean(errors.name)}
            helperText={message(errors.name?.message)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.register('title')} fullWidth label={t('contacts.title_')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.register('company')} fullWidth label={t('contacts.company')} />
        </Grid>
      </Grid>
      <EmailFields control={form.control} register={form.register} errors={errors.emails} t={t} />
      <Stack spacing={1.5} role="group" aria-labelledby="demo-contact-phones">
        <Typography id="demo-contact-phones" variant="subtitle1" component="h3">
          {t('contacts.phones')}
        </Typography>
        {phones.fields.map((field, index) => (
          <Controller
            key={field.id}
            control={form.control}
            name={`phoneNumbers.${index}`}
            render={({ field: entry }) => (
              <PhoneField
                index={index}
                value={entry.value}
                countries={countries.data ?? []}
                errors={{
                  country: message(errors.phoneNumbers?.[index]?.country?.message),
                  phoneNumber: message(errors.phoneNumbers?.[index]?.phoneNumber?.message),
                }}
                t={t}
                onChange={entry.onChange}
                onRemove={() => phones.remove(index)}
              />
            )}
          />
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => phones.append({ country: 'es', phoneNumber: '', label: 'Mobile' })}
        >
          {t('contacts.addPhone')}
        </Button>
      </Stack>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={allTags}
            value={allTags.filter((tag) => field.value.includes(tag.id))}
            getOptionLabel={(tag) => tag.title}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, value) => field.onChange(value.map((tag) => tag.id))}
            renderInput={(params) => <TextField {...params} label={t('contacts.tags')} />}
          />
        )}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.register('birthday')}
            fullWidth
            type="date"
            label={t('contacts.birthday')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.register('address')} fullWidth label={t('contacts.address')} />
        </Grid>
      </Grid>
      <Controller
        control={form.control}
        name="notes"
        render={({ field }) => (
          <RichTextEditor value={field.value} onChange={field.onChange} maxLength={2000} label={t('contacts.notes')} />
        )}
      />
      {save.isError ? <Alert severity="error">{t('auth.failed')}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
        <Button onClick={() => void navigate(detail)}>{t('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
