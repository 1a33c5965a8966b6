import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CaseListScreen } from '@/features/case-list/components/case-list-screen.tsx';

/** admin/denuncias/gestion (Gestión): the tenant's complaints, with filters and the Excel export. */
export function CaseListRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.gestion')} subtitle={t('caseList.subtitle')} />
      <CaseListScreen />
    </>
  );
}
