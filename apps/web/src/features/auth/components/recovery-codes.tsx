import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type RecoveryCodesProps = { codes: readonly string[]; onDone: () => void; headingLevel: 'h2' | 'h3' };

/** Offers the codes as a text file the person keeps. */
function download(codes: readonly string[]): void {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'atalaya-codigos-recuperacion.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes of a confirmed factor, shown once: copy, download, and continue only after
 * the person says they saved them.
 */
export function RecoveryCodes({ codes, onDone, headingLevel }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="success" role="status">
        {t('auth.twoFactor.enrolled')}
      </Alert>
      <Typography variant="h6" component={headingLevel}>
        {t('auth.twoFactor.codesTitle')}
      </Typography>
      <Typography color="text.secondary">{t('auth.twoFactor.codesIntro')}</Typography>
      <Box
        component="ul"
        aria-label={t('auth.twoFactor.codesTitle')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          listStyle: 'none',
          p: 2,
          m: 0,
          fontFamily: 'monospace',
          fontSize: '1rem',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() => {
            void globalThis.navigator.clipboard?.writeText(codes.join('\n')).then(() => {
              setCopied(true);
            });
          }}
        >
          {copied ? t('auth.twoFactor.copied') : t('auth.twoFactor.copyCodes')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            download(codes);
          }}
        >
          {t('auth.twoFactor.downloadCodes')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={saved}
            onChange={(event) => {
              setSaved(event.target.checked);
            }}
          />
        }
        label={t('auth.twoFactor.savedCodes')}
      />
      <Button variant="contained" size="large" disabled={!saved} onClick={onDone}>
        {t('auth.twoFactor.continue')}
      </Button>
    </Stack>
  );
}
