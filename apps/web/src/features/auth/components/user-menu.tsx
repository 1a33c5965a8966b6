import { useCallback, useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageTags } from '@atalaya/contract/limits';
import { paths } from '@/config/paths.ts';
import { changeLanguage, languageNames, useLanguage } from '@/lib/i18n.ts';
import { lockSession } from '@/lib/session-lock.ts';
import { toggleScheme, useThemeSettings } from '@/lib/theme.ts';

export type UserMenuLink = { id: string; label: string; href: string };

type UserMenuProps = {
  email: string;
  /** Entries of the user menu from the navigation (e.g. Comunicaciones Anónimas). */
  links?: readonly UserMenuLink[];
};

/** Keyboard shortcut of "lock": Ctrl+L ends the session and goes to the sign-in page (spec §2). */
function useLockShortcut(lock: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'l') {
        event.preventDefault();
        lock();
      }
    }
    globalThis.addEventListener('keydown', onKeyDown);
    return () => {
      globalThis.removeEventListener('keydown', onKeyDown);
    };
  }, [lock]);
}

/** Administrator user menu: e-mail, links, language, light/dark, lock (Ctrl+L) and sign out. */
export function UserMenu({ email, links = [] }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const { scheme } = useThemeSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  function close() {
    setAnchor(null);
  }
  function go(href: string) {
    close();
    void navigate(href);
  }
  const lock = useCallback(() => {
    close();
    void lockSession();
  }, []);
  useLockShortcut(lock);

  return (
    <>
      <IconButton
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <PersonIcon fontSize="small" aria-hidden="true" />
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('userMenu.signedInAs')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="user-email">
            {email}
          </Typography>
        </Box>
        <Divider />
        {links.map((link) => (
          <MenuItem
            key={link.id}
            onClick={() => {
              go(link.href);
            }}
          >
            <ListItemIcon>
              <LinkIcon fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            {link.label}
          </MenuItem>
        ))}
        {/* A div, not an <li>: a list item is not allowed inside role="menu"; the choices are
            radio items so a screen reader says which language is on. */}
        <ListSubheader component="div" sx={{ lineHeight: '32px' }}>
          {t('userMenu.changeLanguage')}
        </ListSubheader>
        {languageCodes.map((code) => (
          <MenuItem
            key={code}
            lang={languageTags[code]}
            role="menuitemradio"
            aria-checked={code === language}
            selected={code === language}
            onClick={() => {
              close();
              void changeLanguage(code);
            }}
            sx={{ pl: 4 }}
          >
            {languageNames[code]}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            toggleScheme();
          }}
        >
          <ListItemIcon>
            {scheme === 'light' ? (
              <DarkModeIcon fontSize="small" aria-hidden="true" />
            ) : (
              <LightModeIcon fontSize="small" aria-hidden="true" />
            )}
          </ListItemIcon>
          {scheme === 'light' ? t('theme.toDark') : t('theme.toLight')}
        </MenuItem>
        <MenuItem onClick={lock}>
          <ListItemIcon>
            <LockIcon fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('userMenu.lock')}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', pl: 2 }}>
            Ctrl+L
          </Typography>
        </MenuItem>
        <MenuItem
          onClick={() => {
            go(paths.signOut.getHref());
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('auth.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
