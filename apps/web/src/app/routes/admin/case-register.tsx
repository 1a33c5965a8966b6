import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CaseRegisterScreen } from '@/features/case-register/components/case-register-screen.tsx';

/** /admin/libro-registro: "Libro-registro" — the register of communications (the Responsable's; issue 17 §5). */
export function CaseRegisterRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.libroRegistro')} subtitle={t('caseRegister.subtitle')} />
      <CaseRegisterScreen />
    </>
  );
}
