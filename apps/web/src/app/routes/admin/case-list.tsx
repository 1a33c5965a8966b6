import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CaseListScreen } from '@/features/case-list/components/case-list-screen.tsx';
import { useKnownRole } from '@/features/user/hooks/use-back-office-role.ts';

/** admin/denuncias/gestion (Gestión): the tenant's complaints, with filters and the Excel export. */
export function CaseListRoute() {
  const { t } = useTranslation();
  // An auditor lists cases but never reads one (issue 15 §2): nothing here opens a case for them.
  const canOpenCases = useKnownRole() !== 'auditor';
  return (
    <>
      <PageHeader title={t('nav.gestion')} subtitle={t('caseList.subtitle')} />
      <CaseListScreen canOpenCases={canOpenCases} />
    </>
  );
}
