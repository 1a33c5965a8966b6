import { useTranslation } from 'react-i18next';
import { languageCodes, languageTags } from '@atalaya/contract/limits';
import { changeLanguage, languageNames, languageShortLabels, useLanguage } from '@/lib/i18n.ts';
import { GlobeIcon } from './plain-icons.tsx';
import { PlainMenu } from './plain-menu.tsx';

/**
 * Header language menu: button "Idioma" showing the current language's short label (GL for
 * Galician, never GA, Irish's code), one `menuitem` per language named in itself (Galego), the
 * current one marked `aria-current`.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <PlainMenu
      label={t('language.menu')}
      button={
        <>
          <GlobeIcon className="at-icon at-icon-sm" />
          <span aria-hidden="true" title={languageNames[language]}>
            {languageShortLabels[language]}
          </span>
        </>
      }
    >
      {languageCodes.map((code) => (
        <li key={code} role="none">
          <button
            type="button"
            role="menuitem"
            className="at-menu-item"
            lang={languageTags[code]}
            aria-current={code === language ? 'true' : undefined}
            onClick={() => {
              void changeLanguage(code);
            }}
          >
            {languageNames[code]}
          </button>
        </li>
      ))}
    </PlainMenu>
  );
}
