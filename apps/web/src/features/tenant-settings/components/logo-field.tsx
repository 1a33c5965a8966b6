import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoMaxBytes, logoMimes } from '@atalaya/contract/tenants/tenant-settings.schemas';
import { FileChooserButton } from '@/components/ui/file-chooser-button.tsx';

export type LogoUpload = { tipo: (typeof logoMimes)[number]; datos_base64: string; preview: string };

type LogoFieldProps = { currentUrl: string; value: LogoUpload | null; onChange: (logo: LogoUpload | null) => void };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The tenant's logo: current image, and a new PNG/JPEG/WebP of at most 512 KB (checked here and on the server). */
export function LogoField({ currentUrl, value, onChange }: LogoFieldProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [error, setError] = useState<string | null>(null);
  const shown = value?.preview ?? currentUrl;

  async function onFile(file: File | undefined) {
    setError(null);
    if (!file) {
      return;
    }
    if (!(logoMimes as readonly string[]).includes(file.type)) {
      setError(t('tenantSettings.logoType'));
      return;
    }
    if (file.size > logoMaxBytes) {
      setError(t('tenantSettings.logoTooBig'));
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    onChange({ tipo: file.type as LogoUpload['tipo'], datos_base64: dataUrl.split(',')[1] ?? '', preview: dataUrl });
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {shown ? (
          <Box component="img" src={shown} alt={t('tenantSettings.logoAlt')} sx={{ maxWidth: 88, maxHeight: 88 }} />
        ) : null}
      </Box>
      <Stack spacing={1}>
        <FileChooserButton accept={logoMimes} describedBy={helpId} onChoose={(file) => void onFile(file)}>
          {t('tenantSettings.chooseLogo')}
        </FileChooserButton>
        {value ? <Button onClick={() => onChange(null)}>{t('tenantSettings.keepLogo')}</Button> : null}
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? t('tenantSettings.logoHelp')}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
