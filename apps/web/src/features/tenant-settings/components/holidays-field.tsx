import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TenantSettings } from '@atalaya/contract/tenants/tenant-settings.schemas';

type Holiday = TenantSettings['festivos'][number];
type HolidaysFieldProps = { values: readonly Holiday[]; onChange: (values: Holiday[]) => void; error?: string };

/** The tenant's holidays (festivos): date and description rows, added and removed. */
export function HolidaysField({ values, onChange, error }: HolidaysFieldProps) {
  const { t } = useTranslation();

  function update(index: number, change: Partial<Holiday>) {
    onChange(values.map((h, i) => (i === index ? { ...h, ...change } : h)));
  }

  return (
    <Stack spacing={1}>
      {values.map((holiday, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            type="date"
            label={t('tenantSettings.holidayDate')}
            value={holiday.fecha}
            onChange={(e) => update(index, { fecha: e.target.value })}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('tenantSettings.holidayName')}
            value={holiday.descripcion}
            onChange={(e) => update(index, { descripcion: e.target.value })}
            size="small"
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('tenantSettings.removeHoliday', { fecha: holiday.fecha })}
            onClick={() => onChange(values.filter((_h, i) => i !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Button
        variant="outlined"
        onClick={() => onChange([...values, { fecha: '', descripcion: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('tenantSettings.addHoliday')}
      </Button>
    </Stack>
  );
}
