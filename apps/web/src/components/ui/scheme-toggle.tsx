import { useTranslation } from 'react-i18next';
import { toggleScheme, useThemeSettings } from '@/lib/theme-settings.ts';
import { MoonIcon, SunIcon } from './plain-icons.tsx';

/** Light/dark toggle; the choice is stored under `scheme`. */
export function SchemeToggle() {
  const { t } = useTranslation();
  const { scheme } = useThemeSettings();
  const label = scheme === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    // The browser's own tooltip (`title`): no positioning engine on a reporter's page for one hint.
    <button type="button" className="at-btn at-btn-icon" aria-label={label} title={label} onClick={toggleScheme}>
      {scheme === 'light' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
