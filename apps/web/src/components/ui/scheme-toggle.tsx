import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslation } from 'react-i18next';
import { toggleScheme, useThemeSettings } from '@/lib/theme.ts';

/** Light/dark toggle; the choice is stored under `scheme`. */
export function SchemeToggle() {
  const { t } = useTranslation();
  const { scheme } = useThemeSettings();
  const label = scheme === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    // The browser's own tooltip (`title`): MUI's Tooltip would bring its positioning engine into
    // every reporter's page for this one hint.
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggleScheme}>
      {scheme === 'light' ? <DarkModeIcon aria-hidden="true" /> : <LightModeIcon aria-hidden="true" />}
    </IconButton>
  );
}
