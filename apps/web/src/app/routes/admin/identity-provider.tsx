import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { IdentityProviderScreen } from '@/features/identity-provider/components/identity-provider-screen.tsx';

/** /admin/identidad: "Identidad (Cl@ve)" — the tenant's identity provider for citizens (Responsable only; issue 16 §1). */
export function IdentityProviderRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.identidad')} subtitle={t('identityProvider.subtitle')} />
      <IdentityProviderScreen />
    </>
  );
}
