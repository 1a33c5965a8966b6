import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';
import { MenuIcon } from '@/components/ui/plain-icons.tsx';
import { PlainMenu } from '@/components/ui/plain-menu.tsx';
import { flattenLinks, toHref } from './navigation-links.tsx';

type NavigationMenuProps = { items: readonly NavigationItem[] };

/**
 * The header links on a narrow screen (below 600 px, where they do not fit): a "Menú" button that
 * opens them as a menu. Nothing when there are no links.
 */
export function NavigationMenu({ items }: NavigationMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = flattenLinks(items);
  if (links.length === 0) {
    return null;
  }
  return (
    <PlainMenu label={t('navigation.menu')} button={<MenuIcon />} buttonClassName="at-btn-icon">
      {links.map((item) => {
        const href = toHref(item.link ?? '/');
        return (
          <li key={item.id} role="none">
            <RouterLink
              role="menuitem"
              className="at-menu-item"
              to={href}
              aria-current={pathname === href ? 'page' : undefined}
            >
              {item.translation ? t(item.translation, { defaultValue: item.title }) : item.title}
            </RouterLink>
          </li>
        );
      })}
    </PlainMenu>
  );
}
