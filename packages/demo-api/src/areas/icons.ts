/**
 * Icon lists (spec 001 §7, §9): `GET /api/ui/icons/{set}` → `{namespace, name, grid, list}`. The
 * names come from the set's package, loaded on demand (`icons-catalogues.ts`); an unknown set → 404.
 */
import { defineArea } from '../engine.ts';
import { notFound, ok } from '../router.ts';
import { loadIconCatalogue } from './icons-catalogues.ts';
import { ICON_SETS, isIconSetKey, type IconSetInfo } from './icons-sets.ts';

export const ICONS_PATH = '/api/ui/icons';

export type IconList = IconSetInfo & { list: string[] };

export const iconsArea = defineArea<Record<string, never>>({
  name: 'icons',
  // Nothing to seed: the lists are read from the packages.
  seed: () => ({}),
  routes() {
    return [
      {
        method: 'GET',
        path: `${ICONS_PATH}/:set`,
        async handler({ params }) {
          const set = params.set ?? '';
          if (!isIconSetKey(set)) {
            return notFound();
          }
          const catalogue = await loadIconCatalogue(set);
          const answer: IconList = { ...ICON_SETS[set], list: [...catalogue.icons.keys()] };
          return ok(answer);
        },
      },
    ];
  },
});
