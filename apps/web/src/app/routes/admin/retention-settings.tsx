import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { RetentionSettingsScreen } from '@/features/case-retention/components/retention-settings-screen.tsx';

/** /admin/conservacion: "Conservación de datos" — the tenant's retention periods (Responsable only; issue 17 §6). */
export function RetentionSettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.conservacion')} subtitle={t('caseRetention.settings.subtitle')} />
      <RetentionSettingsScreen />
    </>
  );
}
