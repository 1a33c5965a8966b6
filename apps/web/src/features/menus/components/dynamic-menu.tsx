import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { fallbackLangOf, useLanguage } from '@/lib/i18n.ts';
import { useMenuByCode } from '../api/get-menu.ts';

/** An option whose url starts with http or https opens in a new tab (spec §2). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

type DynamicMenuListProps = {
  options: readonly MenuOption[];
  /** Receives every option that is not an http(s) link; the parent navigates. */
  onSelect: (option: MenuOption) => void;
  /** Accessible name of the `<nav>`. */
  label: string;
  direction?: 'row' | 'column';
  /** Language of the options when it is not the page's (a Spanish fallback menu). */
  lang?: string;
};

/** Lists the visible options of a menu. */
export function DynamicMenuList({ options, onSelect, label, direction = 'row', lang }: DynamicMenuListProps) {
  const visible = options.filter((option) => option.visible);
  if (visible.length === 0) {
    return null;
  }
  return (
    <nav aria-label={label} lang={lang}>
      <ul className={direction === 'column' ? 'at-plain-list at-column' : 'at-plain-list'}>
        {visible.map((option) => (
          <li key={option.idopcion}>
            {isExternalUrl(option.url) ? (
              <a href={option.url} target="_blank" rel="noopener noreferrer" className="at-link-inherit">
                {option.titulo}
              </a>
            ) : (
              <a
                href={option.url}
                className="at-link-inherit"
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(option);
                }}
              >
                {option.titulo}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type DynamicMenuProps = Omit<DynamicMenuListProps, 'options' | 'label'> & {
  /** Menu code (`trans_menu.codigo`), e.g. `pie` for the footer. */
  code: string;
  /** Accessible name; defaults to the menu's title. */
  label?: string;
};

/** The dynamic menu widget: loads menu `code` in the current language and lists its options. */
export function DynamicMenu({ code, label, ...listProps }: DynamicMenuProps) {
  const { ididioma } = useLanguage();
  const { data } = useMenuByCode(code, ididioma);
  if (!data) {
    return null;
  }
  return (
    <DynamicMenuList
      options={data.options}
      label={label ?? data.menu.titulo}
      lang={fallbackLangOf(data.menu.ididioma, ididioma)}
      {...listProps}
    />
  );
}
