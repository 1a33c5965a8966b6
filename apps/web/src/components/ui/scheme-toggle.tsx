import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleScheme}>
        {scheme === 'light' ? <DarkModeIcon aria-hidden="true" /> : <LightModeIcon aria-hidden="true" />}
      </IconButton>
    </Tooltip>
  );
}
