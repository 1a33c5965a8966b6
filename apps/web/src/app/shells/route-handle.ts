import { useMatches, useSearchParams } from 'react-router';
import { peopleRoles } from '@atalaya/contract/people/people.schemas';
import type { PeopleRole } from '@atalaya/contract/people/people.schemas';

export const layoutNames = ['empty', 'classy', 'modern'] as const;
export type LayoutName = (typeof layoutNames)[number];

/**
 * Route data (`handle`): the layout, the i18n key of the page title and, for a back-office page,
 * the roles that may open it (issue 15 §2). An admin page that declares no roles is the
 * Responsable's only (deny by default); the admin root checks it (`admin-root.tsx`).
 */
export type RouteHandle = {
  layout?: LayoutName;
  title?: string;
  roles?: readonly PeopleRole[];
  /** A page drawn without MUI (decision 044): the public shell shows it without loading MUI's theme. */
  plain?: boolean;
};

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (layoutNames as readonly string[]).includes(value);
}

function isPeopleRole(value: unknown): value is PeopleRole {
  return typeof value === 'string' && (peopleRoles as readonly string[]).includes(value);
}

function readRoles(value: unknown): readonly PeopleRole[] | undefined {
  return Array.isArray(value) ? value.filter(isPeopleRole) : undefined;
}

function readHandle(handle: unknown): RouteHandle {
  if (typeof handle !== 'object' || handle === null) {
    return {};
  }
  const layout: unknown = Reflect.get(handle, 'layout');
  const title: unknown = Reflect.get(handle, 'title');
  return {
    layout: isLayoutName(layout) ? layout : undefined,
    title: typeof title === 'string' ? title : undefined,
    roles: readRoles(Reflect.get(handle, 'roles')),
    plain: Reflect.get(handle, 'plain') === true,
  };
}

/** The deepest matched route's handle values. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const result: RouteHandle = {};
  for (const match of matches) {
    const handle = readHandle(match.handle);
    result.layout = handle.layout ?? result.layout;
    result.title = handle.title ?? result.title;
  }
  return result;
}

/** The back-office roles the page shown may be opened by: only the deepest route's own (never inherited). */
export function useRouteRoles(): readonly PeopleRole[] {
  const matches = useMatches();
  const deepest = matches.at(-1);
  return readHandle(deepest?.handle).roles ?? ['responsable'];
}

/**
 * Whether the page shown needs MUI's theme: every page but those whose deepest route says `plain`
 * (decision 044), and every page in the back office's layout.
 */
export function useNeedsMui(): boolean {
  const matches = useMatches();
  const layout = useLayoutName();
  return layout === 'classy' || readHandle(matches.at(-1)?.handle).plain !== true;
}

/** `?layout=` wins over route data; modern is the default (spec §2). */
export function useLayoutName(): LayoutName {
  const [searchParams] = useSearchParams();
  const { layout } = useRouteHandle();
  const fromQuery = searchParams.get('layout');
  if (isLayoutName(fromQuery)) {
    return fromQuery;
  }
  return layout ?? 'modern';
}
