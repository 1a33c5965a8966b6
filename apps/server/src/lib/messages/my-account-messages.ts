import type { CatalogueEntry } from './translations.ts';

/** A person's own account page and the organisation's trail (features/my-account, features/org-audit). */
export const myAccountMessages: readonly CatalogueEntry[] = [
  [
    'La contraseña actual no es correcta',
    {
      cat: 'La contrasenya actual no és correcta',
      eu: 'Uneko pasahitza ez da zuzena',
      ga: 'O contrasinal actual non é correcto',
      en: 'The current password is not correct',
    },
  ],
  [
    'La contraseña nueva debe ser distinta de la actual',
    {
      cat: 'La contrasenya nova ha de ser diferent de l’actual',
      eu: 'Pasahitz berriak unekoaren desberdina izan behar du',
      ga: 'O contrasinal novo debe ser distinto do actual',
      en: 'The new password must be different from the current one',
    },
  ],
  [
    'Contraseña cambiada. Sus otras sesiones se han cerrado.',
    {
      cat: 'Contrasenya canviada. Les vostres altres sessions s’han tancat.',
      eu: 'Pasahitza aldatu da. Zure beste saioak itxi dira.',
      ga: 'Contrasinal cambiado. As súas outras sesións pecháronse.',
      en: 'Password changed. Your other sessions have been closed.',
    },
  ],
  [
    'Sesión cerrada',
    {
      cat: 'Sessió tancada',
      eu: 'Saioa itxi da',
      ga: 'Sesión pechada',
      en: 'Session closed',
    },
  ],
  [
    'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
    {
      cat: 'Massa intents. Espereu uns minuts abans de tornar-ho a provar.',
      eu: 'Saiakera gehiegi. Itxaron minutu batzuk berriro saiatu aurretik.',
      ga: 'Demasiados intentos. Agarde uns minutos antes de volver intentalo.',
      en: 'Too many attempts. Wait a few minutes before trying again.',
    },
  ],
  [
    'Introduzca su contraseña actual',
    {
      cat: 'Introduïu la vostra contrasenya actual',
      eu: 'Idatzi zure uneko pasahitza',
      ga: 'Introduza o seu contrasinal actual',
      en: 'Enter your current password',
    },
  ],
  [
    'Indique el caso',
    {
      cat: 'Indiqueu el cas',
      eu: 'Adierazi kasua',
      ga: 'Indique o caso',
      en: 'Choose the case',
    },
  ],
  [
    'La fecha inicial es posterior a la final',
    {
      cat: 'La data inicial és posterior a la final',
      eu: 'Hasierako data amaierakoa baino geroagokoa da',
      ga: 'A data inicial é posterior á final',
      en: 'The start date is after the end date',
    },
  ],
];
