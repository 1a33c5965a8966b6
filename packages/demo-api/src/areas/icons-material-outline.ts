/// <reference types="vite/client" />
/** Material outline: the `*Outlined` icons of `@mui/icons-material`. */
import type { IconComponent } from './icons-catalogues.ts';
import { materialCatalogue } from './icons-material.ts';

const files = import.meta.glob<IconComponent>('../../../../node_modules/@mui/icons-material/*Outlined.mjs', {
  eager: true,
  import: 'default',
});

export const materialOutlineCatalogue = materialCatalogue(files, 'Outlined');
