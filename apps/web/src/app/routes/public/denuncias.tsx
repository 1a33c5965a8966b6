import { useTranslation } from 'react-i18next';
import { ContentBlock } from '@/features/content/components/content-block.tsx';

export const denunciasContentCode = 'denuncias';

/** "Comunicaciones Anónimas": the channel's information block; filing comes in a later issue. */
export function DenunciasRoute() {
  const { t } = useTranslation();
  return (
    <ContentBlock
      code={denunciasContentCode}
      headingLevel={1}
      fallbackTitle={t('denuncias.title')}
      emptyText={t('denuncias.empty')}
    />
  );
}
