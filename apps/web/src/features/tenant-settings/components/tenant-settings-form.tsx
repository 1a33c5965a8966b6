import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { tenantSettingsSchema, type TenantSettings } from '@atalaya/contract/tenants/tenant-settings.schemas';
import { RichTextEditor } from '@/components/ui/rich-text-editor.tsx';
import { languageNames } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useSaveTenantSettings, type TenantSettingsData } from '../api/tenant-settings.ts';
import { AccessibilityFields } from './accessibility-fields.tsx';
import { HolidaysField } from './holidays-field.tsx';
import { LimitsFields } from './limits-fields.tsx';
import { LogoField, type LogoUpload } from './logo-field.tsx';
import { SecurityFields } from './security-fields.tsx';
import { StringListField } from './string-list-field.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** First message per top-level field of a failed validation. */
function errorsOf(values: TenantSettings): Partial<Record<string, string>> {
  const parsed = tenantSettingsSchema.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** Everything an organisation sets up about its channel, saved at once. */
export function TenantSettingsForm({ initial }: { initial: TenantSettingsData }) {
  const { t } = useTranslation();
  const { idcliente: _id, logo: logoUrl, ...start } = initial;
  const [values, setValues] = useState<TenantSettings>(start);
  const [logo, setLogo] = useState<LogoUpload | null>(null);
  const [acuseLanguage, setAcuseLanguage] = useState<LanguageCode>('es');
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveTenantSettings();
  const errors = submitted ? errorsOf(values) : {};

  function change(patch: Partial<TenantSettings>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  async function onSave() {
    setSubmitted(true);
    if (Object.keys(errorsOf(values)).length > 0) {
      notify({ message: t('tenantSettings.fixErrors'), severity: 'error' });
      return;
    }
    try {
      await save.mutateAsync({
        ajustes: values,
        ...(logo ? { logo: { tipo: logo.tipo, datos_base64: logo.datos_base64 } } : {}),
      });
      setLogo(null);
      notify({ message: t('messages.updated'), severity: 'success' });
    } catch {
      notify({ message: t('messages.updateFailed'), severity: 'error' });
    }
  }

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <Section title={t('tenantSettings.organisation')}>
        <Stack spacing={2}>
          <TextField
            label={t('tenantSettings.name')}
            value={values.nombre}
            onChange={(e) => change({ nombre: e.target.value })}
            error={Boolean(errors.nombre)}
            helperText={errors.nombre ?? ' '}
            required
            fullWidth
          />
          <LogoField currentUrl={logoUrl} value={logo} onChange={setLogo} />
        </Stack>
      </Section>
      <Section title={t('tenantSettings.hostnames')}>
        <StringListField
          label={t('tenantSettings.hostname')}
          placeholder="canal.ejemplo.es"
          values={values.hostnames}
          onChange={(hostnames) => change({ hostnames })}
          error={errors.hostnames}
        />
      </Section>
      <Section title={t('tenantSettings.languages')}>
        <FormGroup row>
          {languageCodes.map((code) => (
            <FormControlLabel
              key={code}
              label={languageNames[code]}
              control={
                <Checkbox
                  checked={values.idiomas.includes(code)}
                  disabled={code === 'es'}
                  onChange={(e) =>
                    change({
                      idiomas: e.target.checked
                        ? languageCodes.filter((c) => c === code || values.idiomas.includes(c))
                        : values.idiomas.filter((c) => c !== code),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Section>
      <Section title={t('tenantSettings.holidays')}>
        <HolidaysField values={values.festivos} onChange={(festivos) => change({ festivos })} error={errors.festivos} />
      </Section>
      <Section title={t('tenantSettings.externalChannel')}>
        <Stack spacing={2}>
          <TextField
            label={t('tenantSettings.externalChannelName')}
            value={values.canal_externo_nombre}
            onChange={(e) => change({ canal_externo_nombre: e.target.value })}
            error={Boolean(errors.canal_externo_nombre)}
            helperText={errors.canal_externo_nombre ?? t('tenantSettings.externalChannelNameHelp')}
            fullWidth
          />
          <TextField
            label={t('tenantSettings.externalChannelUrl')}
            value={values.canal_externo_url}
            onChange={(e) => change({ canal_externo_url: e.target.value.trim() })}
            error={Boolean(errors.canal_externo_url)}
            helperText={errors.canal_externo_url ?? t('tenantSettings.externalChannelHelp')}
            fullWidth
          />
        </Stack>
      </Section>
      <Section title={t('tenantSettings.accessibility')}>
        <AccessibilityFields
          value={values.accesibilidad}
          onChange={(accesibilidad) => change({ accesibilidad })}
          showErrors={submitted}
        />
      </Section>
      <Section title={t('tenantSettings.acknowledgement')}>
        <Tabs
          value={acuseLanguage}
          onChange={(_e, code: LanguageCode) => setAcuseLanguage(code)}
          variant="scrollable"
          aria-label={t('tenantSettings.acknowledgementLanguages')}
        >
          {values.idiomas.map((code) => (
            <Tab key={code} value={code} label={languageNames[code]} />
          ))}
        </Tabs>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('tenantSettings.acknowledgementHelp')}
        </Typography>
        <RichTextEditor
          key={acuseLanguage}
          label={t('tenantSettings.acknowledgementText', { language: languageNames[acuseLanguage] })}
          value={values.acuse_texto[acuseLanguage] ?? ''}
          onChange={(html) => change({ acuse_texto: { ...values.acuse_texto, [acuseLanguage]: html } })}
          maxLength={15_000}
          error={Boolean(errors.acuse_texto)}
          helperText={errors.acuse_texto}
        />
      </Section>
      <Section title={t('tenantSettings.security')}>
        <SecurityFields values={values} errors={errors} onChange={change} />
      </Section>
      <Section title={t('tenantSettings.limits')}>
        <LimitsFields values={values} errors={errors} onChange={change} />
      </Section>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" size="large" onClick={() => void onSave()} disabled={save.isPending}>
          {t('tenantSettings.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
