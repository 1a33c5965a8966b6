import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { allowedUploadMimes, uploadDefaults, uploadPolicy } from '@atalaya/contract/complaints/document.schemas';
import type { TenantSettings } from '@atalaya/contract/tenants/tenant-settings.schemas';

type LimitKey = 'max_archivos' | 'max_subidas_hora' | 'max_denuncias_hora' | 'max_mensajes_hora';
type LimitsFieldsProps = {
  values: TenantSettings;
  errors: Partial<Record<string, string>>;
  onChange: (change: Partial<TenantSettings>) => void;
};

const mib = 1024 * 1024;
/** File format names (not translated: they are product names and extensions). */
const mimeLabels: Record<(typeof allowedUploadMimes)[number], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'text/plain': 'TXT',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (.xlsx)',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint (.pptx)',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/msword': 'Word (.doc)',
  'application/vnd.ms-excel': 'Excel (.xls)',
  'audio/mpeg': 'MP3',
  'audio/ogg': 'OGG',
  'audio/wav': 'WAV',
  'audio/mp4': 'M4A',
};
const numberKeys: readonly LimitKey[] = ['max_archivos', 'max_subidas_hora', 'max_denuncias_hora', 'max_mensajes_hora'];

/**
 * Upload limits (size in MB, files per complaint, accepted types, whether reporters may attach types
 * that keep their metadata) and the hourly caps.
 */
export function LimitsFields({ values, errors, onChange }: LimitsFieldsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const keptMetadataHelpId = useId();
  const sizeHelp = t('tenantSettings.maxFileHelp', {
    size: formatFileSize(uploadDefaults.maxFileBytes, language),
    max: formatFileSize(uploadPolicy.maxFileBytesCeiling, language),
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          type="number"
          label={t('tenantSettings.maxFileMb')}
          value={Math.round((values.max_tamano_archivo / mib) * 10) / 10}
          onChange={(e) => onChange({ max_tamano_archivo: Math.round(Number(e.target.value) * mib) })}
          error={Boolean(errors.max_tamano_archivo)}
          helperText={errors.max_tamano_archivo ?? sizeHelp}
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
        />
      </Grid>
      {numberKeys.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <TextField
            type="number"
            label={t(`tenantSettings.${key}`)}
            value={values[key]}
            onChange={(e) => onChange({ [key]: Number(e.target.value) })}
            error={Boolean(errors[key])}
            helperText={errors[key] ?? ' '}
            fullWidth
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <FormLabel component="legend">{t('tenantSettings.allowedTypes')}</FormLabel>
        <FormGroup row>
          {allowedUploadMimes.map((mime) => (
            <FormControlLabel
              key={mime}
              label={mimeLabels[mime]}
              control={
                <Checkbox
                  checked={values.tipos_permitidos.includes(mime)}
                  onChange={(e) =>
                    onChange({
                      tipos_permitidos: e.target.checked
                        ? [...values.tipos_permitidos, mime]
                        : values.tipos_permitidos.filter((m) => m !== mime),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {errors.tipos_permitidos ? <FormHelperText error>{errors.tipos_permitidos}</FormHelperText> : null}
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          label={t('tenantSettings.admitKeptMetadata')}
          control={
            <Switch
              checked={values.admitir_con_metadatos}
              onChange={(e) => onChange({ admitir_con_metadatos: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': keptMetadataHelpId } }}
            />
          }
        />
        <FormHelperText id={keptMetadataHelpId}>{t('tenantSettings.admitKeptMetadataHelp')}</FormHelperText>
      </Grid>
    </Grid>
  );
}
