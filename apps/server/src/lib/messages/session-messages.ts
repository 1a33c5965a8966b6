import type { CatalogueEntry } from './translations.ts';

/** Sessions and permissions (lib/errors.ts, plugins/auth.ts, lib/hostname.ts). */
export const sessionMessages: readonly CatalogueEntry[] = [
  [
    'Sesión no válida o caducada',
    {
      cat: 'Sessió no vàlida o caducada',
      eu: 'Saioa ez da baliozkoa edo iraungi egin da',
      ga: 'Sesión non válida ou caducada',
      en: 'Invalid or expired session',
    },
  ],
  [
    'La sesión ya no es válida. Vuelva a iniciar sesión.',
    {
      cat: 'La sessió ja no és vàlida. Torneu a iniciar la sessió.',
      eu: 'Saioak ez du balio jada. Hasi saioa berriro.',
      ga: 'A sesión xa non é válida. Volva iniciar sesión.',
      en: 'Your session is no longer valid. Please sign in again.',
    },
  ],
  [
    'No tiene permiso para realizar esta acción',
    {
      cat: 'No teniu permís per fer aquesta acció',
      eu: 'Ez duzu ekintza hau egiteko baimenik',
      ga: 'Non ten permiso para realizar esta acción',
      en: 'You are not allowed to do this',
    },
  ],
  [
    'No se ha encontrado el elemento solicitado',
    {
      cat: "No s'ha trobat l'element sol·licitat",
      eu: 'Ez da aurkitu eskatutako elementua',
      ga: 'Non se atopou o elemento solicitado',
      en: 'The requested item was not found',
    },
  ],
  [
    'No hay ningún canal de información disponible en esta dirección',
    {
      cat: "No hi ha cap canal d'informació disponible en aquesta adreça",
      eu: 'Helbide honetan ez dago informazio-kanalik erabilgarri',
      ga: 'Non hai ningunha canle de información dispoñible neste enderezo',
      en: 'There is no reporting channel at this address',
    },
  ],
];
