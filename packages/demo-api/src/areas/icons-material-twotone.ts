/// <reference types="vite/client" />
/** Material twotone: the `*TwoTone` icons of `@mui/icons-material`. */
import type { IconComponent } from './icons-catalogues.ts';
import { materialCatalogue } from './icons-material.ts';

const files = import.meta.glob<IconComponent>('../../../../node_modules/@mui/icons-material/*TwoTone.mjs', {
  eager: true,
  import: 'default',
});

export const materialTwotoneCatalogue = materialCatalogue(files, 'TwoTone');
