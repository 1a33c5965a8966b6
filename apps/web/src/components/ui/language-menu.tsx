import { useState } from 'react';
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageTags } from '@atalaya/contract/limits';
import { changeLanguage, languageNames, languageShortLabels, useLanguage } from '@/lib/i18n.ts';

/**
 * Header language menu: button "Idioma" showing the current language's short label (GL for
 * Galician, never GA, Irish's code), one `menuitem` per language named in itself (Galego).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('language.menu')}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'language-menu' : undefined}
        startIcon={<TranslateIcon aria-hidden="true" />}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
        }}
      >
        <span aria-hidden="true" title={languageNames[language]}>
          {languageShortLabels[language]}
        </span>
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {languageCodes.map((code) => (
          <MenuItem
            key={code}
            lang={languageTags[code]}
            selected={code === language}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(code);
            }}
          >
            {languageNames[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
