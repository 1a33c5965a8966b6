import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { DashboardView } from '@/features/dashboard/components/dashboard-view.tsx';
import { useKnownRole } from '@/features/user/hooks/use-back-office-role.ts';

/** /admin/denuncias/dashboard: "Resumen" of the complaints of a period. */
export function DashboardRoute() {
  const { t } = useTranslation();
  // An auditor lists cases but never reads one (issue 15 §2): nothing here opens a case for them.
  const canOpenCases = useKnownRole() !== 'auditor';
  return (
    <>
      <PageHeader title={t('nav.resumen')} />
      <DashboardView canOpenCases={canOpenCases} />
    </>
  );
}
