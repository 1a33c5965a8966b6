import { useTranslation } from 'react-i18next';
import { ContentBlock } from '@/features/content/components/content-block.tsx';

/** Code of the home content block (den_denuncia_content.codigo). */
export const homeContentCode = 'inicio';

/** Public home: the tenant's `inicio` content block in the current language. */
export function HomeRoute() {
  const { t } = useTranslation();
  return <ContentBlock code={homeContentCode} headingLevel={1} fallbackTitle={t('home.title')} />;
}
