import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useRouteHandle } from '../../shells/route-handle.ts';

/** An admin menu entry whose screens come in a later issue; its title comes from the route's handle. */
export function UnderConstructionRoute() {
  const { t } = useTranslation();
  const { title } = useRouteHandle();
  return (
    <>
      <PageHeader title={title ? t(title) : t('admin.title')} />
      <Alert severity="info">{t('admin.underConstruction')}</Alert>
    </>
  );
}
