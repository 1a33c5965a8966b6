/**
 * The icon sets of spec 001 §7 and §9: their keys, namespaces, names and grid size classes (exact
 * values of §9), and the naming rules that turn a package's export names into icon names.
 */

export const ICON_SET_KEYS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'iconsmind',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;

export type IconSetKey = (typeof ICON_SET_KEYS)[number];

export type IconSetInfo = { namespace: string; name: string; grid: string };

/** §9: icon-size-5 for heroicons-solid, icon-size-10 for iconsmind, icon-size-6 for the rest; twotone has no namespace. */
export const ICON_SETS: Record<IconSetKey, IconSetInfo> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6' },
  'heroicons-outline': { namespace: 'heroicons_outline', name: 'Heroicons Outline', grid: 'icon-size-6' },
  'heroicons-solid': { namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-5' },
  iconsmind: { namespace: 'iconsmind', name: 'Iconsmind', grid: 'icon-size-10' },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6' },
  'material-outline': { namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6' },
  'material-twotone': { namespace: '', name: 'Material Twotone', grid: 'icon-size-6' },
};

export function isIconSetKey(value: string): value is IconSetKey {
  return (ICON_SET_KEYS as readonly string[]).includes(value);
}

/** `icon-size-6` → 24 (the size classes count quarters of a rem: 4 px each). */
export function gridPixels(grid: string): number {
  const steps = Number(/^icon-size-(\d+)$/.exec(grid)?.[1] ?? 6);
  return steps * 4;
}

/** The words of a PascalCase export name: `AddAPhoto` → add, a, photo; `Bars3` → bars, 3; `H1` → h1. */
function words(pascal: string): string[] {
  const spaced = pascal
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z]{2,})(\d)/g, '$1 $2')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2');
  return spaced.toLowerCase().split(' ');
}

/** `ArrowDownOnSquareIcon` → `arrow-down-on-square` (heroicons' own file names). */
export function kebabName(pascal: string): string {
  return words(pascal).join('-');
}

/** `AccountCircle` → `account_circle`, `Looks3` → `looks_3` (Material's own naming). */
export function snakeName(pascal: string): string {
  return words(pascal).join('_');
}
