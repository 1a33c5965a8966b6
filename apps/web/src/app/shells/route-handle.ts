import { useMatches, useSearchParams } from 'react-router';

export const layoutNames = ['empty', 'classy', 'modern'] as const;
export type LayoutName = (typeof layoutNames)[number];

/** Route data (`handle`): the layout and the i18n key of the page title. */
export type RouteHandle = { layout?: LayoutName; title?: string };

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (layoutNames as readonly string[]).includes(value);
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
