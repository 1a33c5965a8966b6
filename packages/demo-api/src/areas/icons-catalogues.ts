/**
 * The icons of each set, loaded on demand (one lazy chunk per set): the engine answers their names,
 * the icons screen draws them from the same modules, so a name listed is always an icon drawn.
 *
 * - feather: `feather-icons` (MIT), the SVG contents of `dist/icons.json`.
 * - heroicons: `@heroicons/react` (MIT), 24 px outline and 20 px solid components.
 * - material: `@mui/icons-material` (MIT, Google's Material Icons, Apache 2.0), filled, Outlined, TwoTone.
 * - iconsmind: no open package; names and line glyphs drawn for this demo (`icons-iconsmind.ts`).
 */
import type { ComponentType, CSSProperties } from 'react';
import type { IconSetKey } from './icons-sets.ts';

/** A React icon of a package (heroicons or MUI): sized through `style`. */
export type IconComponent = ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean | 'true' }>;

/** An icon drawn by a package component, with the import a developer would write. */
export type ComponentIcon = { exportName: string; Icon: IconComponent };

/** Our own line glyph on a 32 × 32 grid: path data stroked with the text colour. */
export type Glyph = readonly string[];

export type IconCatalogue =
  | { kind: 'svg'; module: string; icons: ReadonlyMap<string, string> }
  | { kind: 'component'; module: string; icons: ReadonlyMap<string, ComponentIcon> }
  | { kind: 'glyph'; module: string; icons: ReadonlyMap<string, Glyph> };

const loaders: Record<IconSetKey, () => Promise<IconCatalogue>> = {
  feather: async () => (await import('./icons-feather.ts')).featherCatalogue,
  'heroicons-outline': async () => (await import('./icons-heroicons-outline.ts')).heroiconsOutlineCatalogue,
  'heroicons-solid': async () => (await import('./icons-heroicons-solid.ts')).heroiconsSolidCatalogue,
  iconsmind: async () => (await import('./icons-iconsmind.ts')).iconsmindCatalogue,
  'material-solid': async () => (await import('./icons-material-solid.ts')).materialSolidCatalogue,
  'material-outline': async () => (await import('./icons-material-outline.ts')).materialOutlineCatalogue,
  'material-twotone': async () => (await import('./icons-material-twotone.ts')).materialTwotoneCatalogue,
};

export function loadIconCatalogue(set: IconSetKey): Promise<IconCatalogue> {
  return loaders[set]();
}

/** A catalogue of package components by icon name, one entry per distinct component (aliases dropped), sorted. */
export function componentCatalogue(
  exports: Record<string, unknown>,
  toName: (exportName: string) => string | undefined,
): Map<string, ComponentIcon> {
  const seen = new Set<unknown>();
  const names = new Set<string>();
  const entries: [string, ComponentIcon][] = [];
  for (const exportName of Object.keys(exports).sort()) {
    const Icon = exports[exportName];
    const name = toName(exportName);
    if (name === undefined || Icon === undefined || seen.has(Icon) || names.has(name)) {
      continue;
    }
    seen.add(Icon);
    names.add(name);
    entries.push([name, { exportName, Icon: Icon as IconComponent }]);
  }
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b, 'en')));
}
