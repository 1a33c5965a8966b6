import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { PeopleScreen } from '@/features/people/components/people-screen.tsx';

/** /admin/usuarios: "Usuarios" — the tenant's people and invitations (Responsable only; issue 15). */
export function PeopleRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.usuarios')} subtitle={t('peopleAdmin.subtitle')} />
      <PeopleScreen />
    </>
  );
}
