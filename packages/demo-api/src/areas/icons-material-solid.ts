/// <reference types="vite/client" />
/** Material solid: the filled icons of `@mui/icons-material` (files without a variant suffix). */
import type { IconComponent } from './icons-catalogues.ts';
import { materialCatalogue } from './icons-material.ts';

const files = import.meta.glob<IconComponent>(
  [
    '../../../../node_modules/@mui/icons-material/*.mjs',
    '!../../../../node_modules/@mui/icons-material/*Outlined.mjs',
    '!../../../../node_modules/@mui/icons-material/*Rounded.mjs',
    '!../../../../node_modules/@mui/icons-material/*Sharp.mjs',
    '!../../../../node_modules/@mui/icons-material/*TwoTone.mjs',
    '!../../../../node_modules/@mui/icons-material/index.mjs',
  ],
  { eager: true, import: 'default' },
);

export const materialSolidCatalogue = materialCatalogue(files, '');
