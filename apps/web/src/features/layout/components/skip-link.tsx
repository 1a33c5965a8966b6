import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** "Saltar al contenido": the first focusable element, visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${mainContentId}`} className="at-skip">
      {t('layout.skipToContent')}
    </a>
  );
}
