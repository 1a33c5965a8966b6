import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

/**
 * What an administrator sees on a back-office page their role may not open (issue 15 §2): a
 * clear sentence and the way back, never a load error nor a spinner. The server refuses the
 * page's calls anyway; this only spares the person a broken screen.
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('noAccess.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="no-access">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <BlockIcon color="warning" aria-hidden="true" />
            <Typography>{t('noAccess.text')}</Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <Button component={RouterLink} to={paths.admin.dashboard.getHref()} variant="contained">
              {t('noAccess.toDashboard')}
            </Button>
            <Button component={RouterLink} to={paths.admin.gestion.getHref()} variant="outlined">
              {t('noAccess.toCaseList')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
