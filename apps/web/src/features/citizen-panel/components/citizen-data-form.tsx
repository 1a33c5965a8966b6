import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { citizenRegisterBodySchema } from '@atalaya/contract/auth/citizen.schemas';
import type { CitizenData } from '@atalaya/contract/auth/citizen.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { useCitizenData, useSaveCitizenData } from '../api/citizen-panel.ts';

type FieldErrors = { email?: string; telefono?: string };

function Form({ data }: { data: CitizenData }) {
  const { t } = useTranslation();
  const save = useSaveCitizenData();
  const [email, setEmail] = useState(data.email ?? '');
  const [telefono, setTelefono] = useState(data.telefono ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = citizenRegisterBodySchema.safeParse({ email: email.trim(), telefono: telefono.trim() });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        email: paths.has('email') ? t('ciudadano.data.invalidEmail') : undefined,
        telefono: paths.has('telefono') ? t('ciudadano.data.invalidPhone') : undefined,
      });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setSaved(true);
    } catch {
      // The error answer is shown below.
    }
  }

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 520 }}>
      <Typography>{t('ciudadano.data.intro')}</Typography>
      <TextField label={t('ciudadano.data.name')} value={data.nombre} slotProps={{ input: { readOnly: true } }} />
      <TextField
        label={t('ciudadano.data.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email !== undefined}
        helperText={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <TextField
        label={t('ciudadano.data.phone')}
        type="tel"
        autoComplete="tel"
        value={telefono}
        error={errors.telefono !== undefined}
        helperText={errors.telefono}
        onChange={(event) => {
          setTelefono(event.target.value);
        }}
      />
      {save.isError ? <Alert severity="error">{t('ciudadano.data.saveError')}</Alert> : null}
      {saved ? (
        <Alert severity="success" role="status">
          {t('ciudadano.data.saved')}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('ciudadano.data.save')}
        </Button>
      </div>
    </Stack>
  );
}

/** "Mis datos": the verified name and the e-mail and phone the citizen gives (`POST /api/auth/register`). */
export function CitizenDataForm() {
  const { t } = useTranslation();
  const data = useCitizenData(true);
  if (data.isPending) {
    return <Loader />;
  }
  if (data.isError) {
    return <Alert severity="error">{t('ciudadano.data.loadError')}</Alert>;
  }
  return <Form data={data.data} />;
}
