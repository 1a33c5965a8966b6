import type { CatalogueEntry } from './translations.ts';

/** Sign-in and receipt (features/auth, features/intake). */
export const signInMessages: readonly CatalogueEntry[] = [
  [
    'Correo electrónico o contraseña incorrectos',
    {
      cat: 'Correu electrònic o contrasenya incorrectes',
      eu: 'Helbide elektronikoa edo pasahitza ez dira zuzenak',
      ga: 'Correo electrónico ou contrasinal incorrectos',
      en: 'Wrong e-mail address or password',
    },
  ],
  [
    'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
    {
      cat: "Massa intents fallits. Torneu-ho a provar d'aquí a uns minuts.",
      eu: 'Huts egindako saiakera gehiegi. Saiatu berriro minutu batzuk barru.',
      ga: 'Demasiados intentos fallidos. Volva intentalo nuns minutos.',
      en: 'Too many failed attempts. Please try again in a few minutes.',
    },
  ],
  [
    'Demasiados intentos fallidos. Vuelva a intentarlo más tarde.',
    {
      cat: 'Massa intents fallits. Torneu-ho a provar més tard.',
      eu: 'Huts egindako saiakera gehiegi. Saiatu berriro geroago.',
      ga: 'Demasiados intentos fallidos. Volva intentalo máis tarde.',
      en: 'Too many failed attempts. Please try again later.',
    },
  ],
  [
    'El código no es válido',
    {
      cat: 'El codi no és vàlid',
      eu: 'Kodea ez da baliozkoa',
      ga: 'O código non é válido',
      en: 'The code is not valid',
    },
  ],
  [
    'Introduzca la contraseña',
    {
      cat: 'Introduïu la contrasenya',
      eu: 'Idatzi pasahitza',
      ga: 'Introduza o contrasinal',
      en: 'Enter your password',
    },
  ],
];
