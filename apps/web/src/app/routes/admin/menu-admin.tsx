import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { MenuAdminScreen } from '@/features/menu-admin/components/menu-admin-screen.tsx';

/** /admin/menus (Menús Dinámicos): the dynamic menus and their options. */
export function MenuAdminRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.menus_dinamicos')} subtitle={t('menusAdmin.subtitle')} />
      <MenuAdminScreen />
    </>
  );
}
