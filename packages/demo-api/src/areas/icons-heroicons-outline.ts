/** The heroicons outline set: the 24 px outline components of `@heroicons/react` (MIT). */
import * as outline from '@heroicons/react/24/outline';
import { componentCatalogue, type IconCatalogue } from './icons-catalogues.ts';
import { kebabName } from './icons-sets.ts';

export const heroiconsOutlineCatalogue: IconCatalogue = {
  kind: 'component',
  module: '@heroicons/react/24/outline',
  icons: componentCatalogue(outline, (exportName) =>
    exportName.endsWith('Icon') ? kebabName(exportName.slice(0, -'Icon'.length)) : undefined,
  ),
};
