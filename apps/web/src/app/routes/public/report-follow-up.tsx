import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useSignOutReporter } from '@/features/report-status/api/sign-out-reporter.ts';
import { FollowUpForm } from '@/features/report-status/components/follow-up-form.tsx';
import { useAccessClaims } from '@/lib/tokens.ts';

/** /denuncias/seguimiento: the receipt code form; a reporter already signed in may go on or leave. */
export function ReportFollowUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claims = useAccessClaims();
  const signOut = useSignOutReporter(paths.reportFollowUp.getHref());
  const isReporter = claims?.tipoacceso === 'Informante';

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('followUp.title')} subtitle={t('followUp.intro')} />
      {isReporter ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Typography sx={{ mb: 1.5 }}>{t('followUp.open')}</Typography>
          <Stack direction="row" spacing={1.5}>
            <Button component={RouterLink} to={paths.reportStatus.getHref()} variant="contained" size="small">
              {t('followUp.openView')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              onClick={() => {
                void signOut();
              }}
            >
              {t('complaint.signOut')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <FollowUpForm
        onSignedIn={() => {
          void navigate(paths.reportStatus.getHref());
        }}
      />
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {t('followUp.security')}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {t('followUp.noCode')}{' '}
        <Link component={RouterLink} to={paths.reportNew.getHref()}>
          {t('denuncias.actions.file')}
        </Link>
      </Typography>
    </Box>
  );
}
