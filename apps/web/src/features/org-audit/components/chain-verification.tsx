import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useOrgAuditVerification } from '../api/org-audit.ts';

/** The chain recomputed on the server each time the page opens (and on demand). */
export function ChainVerification() {
  const { t } = useTranslation();
  const check = useOrgAuditVerification();
  const again = (
    <Button color="inherit" size="small" onClick={() => void check.refetch()} disabled={check.isFetching}>
      {t('orgAudit.verification.again')}
    </Button>
  );
  if (check.isPending || (check.isFetching && !check.data)) {
    return (
      <Alert severity="info" role="status">
        {t('orgAudit.verification.checking')}
      </Alert>
    );
  }
  if (check.isError) {
    return (
      <Alert severity="warning" action={again}>
        {t('orgAudit.verification.failed')}
      </Alert>
    );
  }
  return check.data.ok ? (
    <Alert severity="success" role="status" action={again} data-testid="chain-ok">
      {t('orgAudit.verification.ok', { count: check.data.filas })}
    </Alert>
  ) : (
    <Alert severity="error" role="alert" action={again} data-testid="chain-broken">
      {t('orgAudit.verification.broken', { id: check.data.primera_rota })}
    </Alert>
  );
}
