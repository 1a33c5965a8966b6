import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PaletteIcon from '@mui/icons-material/Palette';
import { useTranslation } from 'react-i18next';
import { setThemeName, themeNames, themeSwatch, useThemeSettings } from '@/lib/theme.ts';

/** Chooses the colour theme (default, brand, teal, rose, purple, amber, fuchsia); stored under `theme`. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme } = useThemeSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('theme.picker')}
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <PaletteIcon aria-hidden="true" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {themeNames.map((name) => (
          <MenuItem
            key={name}
            selected={name === theme}
            onClick={() => {
              setAnchor(null);
              setThemeName(name);
            }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: themeSwatch(name), mr: 1.5 }}
            />
            {t(`theme.names.${name}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
