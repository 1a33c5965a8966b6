import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTenantSettings } from '@/features/tenant-settings/api/tenant-settings.ts';
import { TenantSettingsForm } from '@/features/tenant-settings/components/tenant-settings-form.tsx';

/** /admin/ajustes: the organisation's channel settings. */
export function TenantSettingsRoute() {
  const { t } = useTranslation();
  const settings = useTenantSettings();
  return (
    <>
      <PageHeader title={t('nav.ajustes')} subtitle={t('tenantSettings.subtitle')} />
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <Alert severity="error">{t('tenantSettings.loadFailed')}</Alert> : null}
      {settings.data ? <TenantSettingsForm initial={settings.data} /> : null}
    </>
  );
}
