import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, dismissWorkerError, useServiceWorkerState } from '@/lib/service-worker.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MuiScope } from './mui-scope.tsx';

/**
 * Spec §2: when a new version is ready, "Hay una nueva versión disponible. ¿Actualizar ahora?" (in
 * the interface language), reloading on confirmation; an unrecoverable worker error in an alert.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { ready, error } = useServiceWorkerState();
  return (
    <MuiScope>
      <ConfirmDialog
        open={ready}
        title={t('sw.title')}
        message={t('sw.updateReady')}
        confirmLabel={t('sw.update')}
        onConfirm={applyUpdate}
        onClose={dismissUpdate}
      />
      <Snackbar open={error !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={dismissWorkerError} role="alert">
          {t('sw.error')}
        </Alert>
      </Snackbar>
    </MuiScope>
  );
}
