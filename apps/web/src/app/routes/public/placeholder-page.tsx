import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';

/** A page whose screens come in a later issue: its title and a short note. */
function PlaceholderPage({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <p className="at-text">{t(textKey)}</p>
    </>
  );
}

/** Target of the Inicio breadcrumb link. */
export function IndicadoresRoute() {
  return <PlaceholderPage titleKey="indicadores.title" textKey="indicadores.comingSoon" />;
}
