import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { TwoFactorAccountPanel } from '@/features/auth/components/two-factor-account-panel.tsx';
import { MyAccountScreen } from '@/features/my-account/components/my-account-screen.tsx';

/**
 * /admin/cuenta: "Mi cuenta" — the person's own account (every role; issue 15 §2). The two-factor
 * feature's panel goes into `secondFactorPanel` here (the route composes features).
 */
export function MyAccountRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.miCuenta')} subtitle={t('myAccount.subtitle')} />
      <MyAccountScreen secondFactorPanel={<TwoFactorAccountPanel />} />
    </>
  );
}
