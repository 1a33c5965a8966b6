import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { OrgAuditScreen } from '@/features/org-audit/components/org-audit-screen.tsx';

/** /admin/auditoria: "Auditoría" — the organisation's audit trail (Responsables and auditors; issue 15 §5). */
export function OrgAuditRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.auditoria')} subtitle={t('orgAudit.subtitle')} />
      <OrgAuditScreen />
    </>
  );
}
