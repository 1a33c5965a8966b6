import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

type RetryAlertProps = Omit<AlertProps, 'severity' | 'action' | 'children'> & {
  /** What failed to load. */
  message: string;
  /** "Reintentar"; without it, no button. */
  onRetry?: () => void;
};

/** An error alert for data that failed to load, with a "Reintentar" button. */
export function RetryAlert({ message, onRetry, ...props }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
      {...props}
    >
      {message}
    </Alert>
  );
}
