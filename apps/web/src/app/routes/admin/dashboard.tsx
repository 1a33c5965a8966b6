import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { DashboardView } from '@/features/dashboard/components/dashboard-view.tsx';

/** /admin/denuncias/dashboard: "Resumen" of the complaints of a period. */
export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.resumen')} />
      <DashboardView />
    </>
  );
}
