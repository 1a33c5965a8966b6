import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';

/** /admin/denuncias/dashboard: "Resumen" (its widgets come in a later issue). */
export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.resumen')} />
      <Typography color="text.secondary">{t('admin.dashboardEmpty')}</Typography>
    </>
  );
}
