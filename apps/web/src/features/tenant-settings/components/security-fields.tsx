import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantSettings } from '@atalaya/contract/tenants/tenant-settings.schemas';

type SecurityFieldsProps = {
  values: TenantSettings;
  errors: Partial<Record<string, string>>;
  onChange: (change: Partial<TenantSettings>) => void;
};

/** How people sign in (issue 15 §3, §5): a second factor for everyone, and the idle lock's minutes. */
export function SecurityFields({ values, errors, onChange }: SecurityFieldsProps) {
  const { t } = useTranslation();
  const twoFactorHelpId = useId();
  return (
    <Stack spacing={2}>
      <div>
        <FormControlLabel
          label={t('tenantSettings.twoFactorRequired')}
          control={
            <Switch
              checked={values.dos_factores_obligatorio}
              onChange={(e) => onChange({ dos_factores_obligatorio: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': twoFactorHelpId } }}
            />
          }
        />
        <FormHelperText id={twoFactorHelpId}>{t('tenantSettings.twoFactorRequiredHelp')}</FormHelperText>
      </div>
      <TextField
        type="number"
        label={t('tenantSettings.idleMinutes')}
        value={values.minutos_inactividad}
        onChange={(e) => onChange({ minutos_inactividad: Number(e.target.value) })}
        error={Boolean(errors.minutos_inactividad)}
        helperText={errors.minutos_inactividad ?? t('tenantSettings.idleMinutesHelp')}
        sx={{ maxWidth: 360 }}
        slotProps={{ htmlInput: { min: 1, max: 480, step: 1 } }}
      />
    </Stack>
  );
}
