import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ComplaintStatusesScreen } from '@/features/complaint-statuses/components/complaint-statuses-screen.tsx';

/** admin/denuncias/estados (Estados): the statuses a complaint goes through. */
export function ComplaintStatusesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.estados')} subtitle={t('statusesAdmin.subtitle')} />
      <ComplaintStatusesScreen />
    </>
  );
}
