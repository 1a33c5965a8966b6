import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslation } from 'react-i18next';
import { retentionBounds, type RetentionSettings } from '@atalaya/contract/complaints/case-retention.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formRefusalOf } from '@/lib/api-error.ts';
import { notify } from '@/lib/notices.ts';
import { useRetentionSettings, useSaveRetentionSettings } from '../api/case-retention.ts';

type Field = keyof RetentionSettings;
const fields = ['meses_sin_investigacion', 'meses_tras_cierre', 'anios_registro'] as const satisfies readonly Field[];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

function asText(settings: RetentionSettings): Values {
  return {
    meses_sin_investigacion: `${settings.meses_sin_investigacion}`,
    meses_tras_cierre: `${settings.meses_tras_cierre}`,
    anios_registro: `${settings.anios_registro}`,
  };
}

/** A whole number within the contract's bounds, or null. */
function readBounded(field: Field, text: string): number | null {
  const { min, max } = retentionBounds[field];
  if (!/^\s*\d+\s*$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function SettingsForm({ initial }: { initial: RetentionSettings }) {
  const { t } = useTranslation();
  const save = useSaveRetentionSettings();
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => asText(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  function rangeOf(field: Field): string {
    return t('caseRetention.settings.range', retentionBounds[field]);
  }

  async function submit() {
    const found: Errors = {};
    const body: Partial<RetentionSettings> = {};
    for (const field of fields) {
      const value = readBounded(field, values[field]);
      if (value === null) {
        found[field] = rangeOf(field);
      } else {
        body[field] = value;
      }
    }
    setErrors(found);
    setRefusal(null);
    const invalid = fields.find((field) => found[field] !== undefined);
    if (invalid) {
      document.getElementById(`retention-${invalid}`)?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync(body as RetentionSettings);
      setValues(asText(saved));
      notify({ title: t('adminCrud.okTitle'), message: t('caseRetention.settings.saved'), severity: 'success' });
    } catch (error) {
      const { message, fieldErrors, details } = formRefusalOf(error, fields);
      setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
      setRefusal(
        [t('caseRetention.settings.saveFailed'), message, ...details].filter((text) => text !== undefined).join(' · '),
      );
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('caseRetention.settings.periods')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ maxWidth: 520 }}
        data-testid="retention-settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {refusal ? (
          <Alert severity="error" data-testid="retention-settings-refusal">
            {refusal}
          </Alert>
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field}
            id={`retention-${field}`}
            required
            type="number"
            label={t(`caseRetention.settings.fields.${field}.label`)}
            value={values[field]}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
            }}
            error={errors[field] !== undefined}
            helperText={errors[field] ?? `${t(`caseRetention.settings.fields.${field}.help`)} ${rangeOf(field)}`}
            slotProps={{ htmlInput: { ...retentionBounds[field], step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <div>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending}>
            {t('caseRetention.settings.save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * "Conservación de datos" (issue 17 §6; decision 050), the Responsable's: how long the personal data
 * of a case with no investigation and of a closed case are kept, and how many years the register
 * keeps its entry, within the law's bounds (art 32.4: 3 months; art 26.2: 10 years).
 */
export function RetentionSettingsScreen() {
  const { t } = useTranslation();
  const settings = useRetentionSettings();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="retention-law">
        {t('caseRetention.settings.help')}
      </Typography>
      {settings.isPending ? (
        <Loader />
      ) : settings.isError ? (
        <RetryAlert
          message={t('caseRetention.settings.loadError')}
          onRetry={() => {
            void settings.refetch();
          }}
        />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </Stack>
  );
}
