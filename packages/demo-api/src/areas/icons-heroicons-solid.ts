/** The heroicons solid set: the 20 px solid components of `@heroicons/react` (MIT), drawn at icon-size-5. */
import * as solid from '@heroicons/react/20/solid';
import { componentCatalogue, type IconCatalogue } from './icons-catalogues.ts';
import { kebabName } from './icons-sets.ts';

export const heroiconsSolidCatalogue: IconCatalogue = {
  kind: 'component',
  module: '@heroicons/react/20/solid',
  icons: componentCatalogue(solid, (exportName) =>
    exportName.endsWith('Icon') ? kebabName(exportName.slice(0, -'Icon'.length)) : undefined,
  ),
};
