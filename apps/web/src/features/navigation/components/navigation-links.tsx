import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@atalaya/contract/common/navigation.schemas';

/** Navigation links may come without the leading slash (`admin/denuncias/dashboard`). */
export function toHref(link: string): string {
  return /^(https?:)?\/\//i.test(link) || link.startsWith('/') ? link : `/${link}`;
}

/** Every item with a link, groups and collapsables flattened, dividers dropped. */
export function flattenLinks(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => {
    if (item.type === 'divider') {
      return [];
    }
    const own = item.link ? [item] : [];
    return [...own, ...flattenLinks(item.children ?? [])];
  });
}

type NavigationLinksProps = { items: readonly NavigationItem[] };

/** The user menu entries (e.g. Comunicaciones Anónimas) as header links. */
export function NavigationLinks({ items }: NavigationLinksProps) {
  const { t } = useTranslation();
  const links = flattenLinks(items);
  if (links.length === 0) {
    return null;
  }
  return (
    <>
      {links.map((item) => (
        <RouterLink key={item.id} className="at-btn" to={toHref(item.link ?? '/')}>
          {item.translation ? t(item.translation, { defaultValue: item.title }) : item.title}
        </RouterLink>
      ))}
    </>
  );
}
