/** The feather set: every icon of `feather-icons` (MIT), its SVG contents as the package ships them. */
import icons from 'feather-icons/dist/icons.json';
import type { IconCatalogue } from './icons-catalogues.ts';

export const featherCatalogue: IconCatalogue = {
  kind: 'svg',
  module: 'feather-icons',
  icons: new Map(Object.entries(icons as Record<string, string>).sort(([a], [b]) => a.localeCompare(b, 'en'))),
};
