import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ComplaintTypesScreen } from '@/features/complaint-types/components/complaint-types-screen.tsx';

/** admin/denuncias/tipos (Tipos): the complaint types of the channel. */
export function ComplaintTypesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.tipos')} subtitle={t('typesAdmin.subtitle')} />
      <ComplaintTypesScreen />
    </>
  );
}
