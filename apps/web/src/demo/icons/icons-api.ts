import type { IconList } from '@atalaya/demo-api/areas/icons';
import { demoFetch } from '../lib/demo-fetch.ts';

// The engine's shapes and set table (types and a few constants: the catalogues load per set, lazily).
export type { IconList } from '@atalaya/demo-api/areas/icons';
export {
  ICON_SET_KEYS,
  ICON_SETS,
  gridPixels,
  isIconSetKey,
  type IconSetKey,
} from '@atalaya/demo-api/areas/icons-sets';

export const iconKeys = {
  list: (set: string) => ['demo', 'icons', 'list', set] as const,
  catalogue: (set: string) => ['demo', 'icons', 'catalogue', set] as const,
};

/** `GET /api/ui/icons/{set}`: namespace, name, grid class and the icon names. */
export function fetchIconList(set: string): Promise<IconList> {
  return demoFetch<IconList>(`/api/ui/icons/${encodeURIComponent(set)}`);
}
