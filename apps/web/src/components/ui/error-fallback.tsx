import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/** Shown by an error boundary around a region; offers to try again. */
export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={resetErrorBoundary}>
          {t('common.retry', { defaultValue: 'Reintentar' })}
        </Button>
      }
      sx={{ m: 2 }}
    >
      {t('errors.region', { defaultValue: 'No se ha podido mostrar esta sección.' })}
    </Alert>
  );
}
