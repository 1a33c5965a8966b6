import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Loader } from '@/components/ui/loader.tsx';
import { SanitizedHtml } from '@/components/ui/sanitized-html.tsx';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { useDemoText } from '../lib/demo-text.ts';
import { demoPaths } from '../lib/demo-paths.ts';
import type { DemoTextKey } from '../lib/strings-es.ts';
import { contactKeys, deleteContact, fetchContact, fetchContactTags, fetchCountries } from './contacts-api.ts';
import { countryOf, jobOf, phoneHref, phoneText } from './contact-text.ts';
import { ManageTagsButton } from './tags-dialog.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** One contact as read: photo, job, e-mails, phones with flag and dial code, tags, birthday, address, notes. */
export function ContactDetail({ id }: { id: string }) {
  const { t, locale } = useDemoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const contact = useQuery({ queryKey: contactKeys.one(id), queryFn: () => fetchContact(id) });
  const tags = useQuery({ queryKey: contactKeys.tags, queryFn: fetchContactTags });
  const countries = useQuery({ queryKey: contactKeys.countries, queryFn: fetchCountries, staleTime: Infinity });
  const remove = useMutation({
    mutationFn: () => deleteContact(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void navigate(demoPaths.contacts);
    },
  });
  if (contact.isError) {
    return <Alert severity="error">{t('demo.notFound')}</Alert>;
  }
  if (!contact.data) {
    return <Loader />;
  }
  const data = contact.data;
  const job = jobOf(data);
  const countryList = countries.data ?? [];
  const tagTitles = data.tags
    .map((tagId) => tags.data?.find((tag) => tag.id === tagId)?.title)
    .filter((title): title is string => Boolean(title));
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={demoPaths.contacts} sx={{ display: { md: 'none' }, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} aria-hidden="true" />
        {t('contacts.back')}
      </Link>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          alt={t('contacts.avatarOf', { name: data.name })}
          src={data.avatar ?? undefined}
          sx={{ width: 96, height: 96 }}
        >
          {data.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h2">
            {data.name}
          </Typography>
          <Typography color="text.secondary">{[job.title, job.company].filter(Boolean).join(' · ')}</Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<EditOutlinedIcon />}
            component={RouterLink}
            to={`${demoPaths.contact(id)}?edit=1`}
          >
            {t('contacts.edit')}
          </Button>
          <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirming(true)}>
            {t('contacts.delete')}
          </Button>
        </Stack>
      </Stack>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h3" variant="subtitle1">
            {t('contacts.tags')}
          </Typography>
          <ManageTagsButton />
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          aria-label={t('contacts.tags')}
          role="list"
        >
          {tagTitles.map((title) => (
            <Chip key={title} label={title} role="listitem" />
          ))}
        </Stack>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
        {data.emails.length > 0 ? (
          <Field label={t('contacts.emails')}>
            {data.emails.map((entry) => (
              <Typography key={entry.email}>
                <Link href={`mailto:${entry.email}`}>{entry.email}</Link> ·{' '}
                {t(`contacts.label.${entry.label}` as DemoTextKey)}
              </Typography>
            ))}
          </Field>
        ) : null}
        {data.phoneNumbers.length > 0 ? (
          <Field label={t('contacts.phones')}>
            {data.phoneNumbers.map((entry) => {
              const country = countryOf(countryList, entry.country);
              return (
                <Typography key={`${entry.country}${entry.phoneNumber}`}>
                  <span role="img" aria-label={country?.name ?? entry.country.toUpperCase()}>
                    {country?.flag ?? ''}
                  </span>{' '}
                  <Link href={phoneHref(countryList, entry)}>{phoneText(countryList, entry)}</Link> ·{' '}
                  {t(`contacts.label.${entry.label}` as DemoTextKey)}
                </Typography>
              );
            })}
          </Field>
        ) : null}
        {data.birthday ? (
          <Field label={t('contacts.birthday')}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(data.birthday))}
          </Field>
        ) : null}
        {data.address ? <Field label={t('contacts.address')}>{data.address}</Field> : null}
        {data.notes ? (
          <Field label={t('contacts.notes')}>
            <SanitizedHtml html={data.notes} />
          </Field>
        ) : null}
      </Box>
      <DemoConfirmDialog
        open={confirming}
        title={t('contacts.delete')}
        text={t('contacts.confirmDelete', { name: data.name })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Stack>
  );
}
