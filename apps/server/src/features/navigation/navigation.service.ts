import { roleByAccessKind, type Role, type TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import { roleIds, type NavigationItem, type NavigationResponse } from '@atalaya/contract/common/navigation.schemas';
import type { UserRole } from '../../db/schema.ts';
import { demoGroup, itemVisibleTo, menusByRole } from './navigation.policy.ts';

const roles = Object.keys(roleIds).filter((name): name is Role => name in menusByRole);

/** The caller's role, from the access kind the auth plugin checked (not from a free-form claim). */
export function roleOf(claims: TokenClaims): Role {
  return roleByAccessKind[claims.tipoacceso];
}

/** The entries a back-office role sees (itemRoles); a group stays while any of its entries does. */
function visibleItems(items: readonly NavigationItem[], role: UserRole): NavigationItem[] {
  return items.flatMap((item) => {
    if (item.children) {
      const children = visibleItems(item.children, role);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return itemVisibleTo(item, role) ? [item] : [];
  });
}

/**
 * `GET api/common/navigation`: side navigation and user menu of a role; an administrator's by their
 * back-office role (`usuarios.rol`, read per call: `request.role`): a Responsable everything, a
 * gestor Resumen, Gestión and their account, an auditor those and Auditoría.
 */
export function navigationFor(
  role: Role,
  backOfficeRole: UserRole | null = null,
  options: { demoAreas: boolean } = { demoAreas: true },
): NavigationResponse {
  const menu = menusByRole[role];
  if (role !== 'administrador') {
    return { default: [...menu.default], user: [...menu.user] };
  }
  const as = backOfficeRole ?? 'gestor';
  // DEMO_AREAS=false: no link to the sample areas (the server answers 404 under /demo/ too).
  const side = options.demoAreas ? menu.default : menu.default.filter((item) => item.id !== demoGroup.id);
  return { default: visibleItems(side, as), user: visibleItems(menu.user, as) };
}

/** Menurol: everything a role may open (side navigation first, then the user menu). */
export function menuOf(role: Role): NavigationItem[] {
  const menu = menusByRole[role];
  return [...menu.default, ...menu.user];
}

/** The role with a numeric id of `roleIds`, if any. */
export function roleById(id: number): Role | undefined {
  return roles.find((role) => roleIds[role] === id);
}

function linksOf(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...linksOf(item.children ?? [])]);
}

/**
 * An app path without query or fragment, with a leading slash and no trailing one
 * (`admin/menus/?x=1` → `/admin/menus`). Absolute URLs are kept as they are: no menu holds them.
 */
export function normalizeLink(link: string): string {
  const path = link.trim().split(/[?#]/, 1)[0] ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    return path;
  }
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function opens(menuLink: string, link: string): boolean {
  return link === menuLink || link.startsWith(`${menuLink}/`);
}

/** Roles whose menu holds the link, or a parent path of it (`/admin/menus/3` is under `/admin/menus`). */
export function rolesAllowedTo(link: string): Role[] {
  const path = normalizeLink(link);
  return roles.filter((role) => linksOf(menuOf(role)).some((menuLink) => opens(normalizeLink(menuLink), path)));
}
