import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';
import { flattenLinks } from './navigation-links.tsx';
import { toHref } from './side-navigation.tsx';

type NavigationMenuProps = { items: readonly NavigationItem[] };

/**
 * The header links on a narrow screen (below 600 px, where they do not fit): a "Menú" button that
 * opens them as a menu. Nothing when there are no links.
 */
export function NavigationMenu({ items }: NavigationMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = flattenLinks(items);
  if (links.length === 0) {
    return null;
  }
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('navigation.menu')}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {links.map((item) => {
          const href = toHref(item.link ?? '/');
          return (
            <MenuItem
              key={item.id}
              component={RouterLink}
              to={href}
              selected={pathname === href}
              aria-current={pathname === href ? 'page' : undefined}
              onClick={() => {
                setAnchor(null);
              }}
            >
              {item.translation ? t(item.translation, { defaultValue: item.title }) : item.title}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
