import type { CatalogueEntry } from './translations.ts';

/** Limits (plugins/source-limit.ts, features/intake, domain/complaint/chat.policy.ts, uploads). */
export const limitMessages: readonly CatalogueEntry[] = [
  [
    'Ha hecho demasiadas solicitudes seguidas. Espere un momento y vuelva a intentarlo.',
    {
      cat: 'Heu fet massa sol·licituds seguides. Espereu un moment i torneu-ho a provar.',
      eu: 'Eskaera gehiegi egin dituzu jarraian. Itxaron une batez eta saiatu berriro.',
      ga: 'Fixo demasiadas solicitudes seguidas. Agarde un momento e volva intentalo.',
      en: 'You have made too many requests in a row. Wait a moment and try again.',
    },
  ],
  [
    'Se ha alcanzado el número máximo de comunicaciones por hora. Inténtelo más tarde.',
    {
      cat: "S'ha arribat al nombre màxim de comunicacions per hora. Torneu-ho a provar més tard.",
      eu: 'Orduko komunikazio kopuru handienera iritsi da. Saiatu berriro geroago.',
      ga: 'Alcanzouse o número máximo de comunicacións por hora. Inténteo máis tarde.',
      en: 'The maximum number of reports per hour has been reached. Please try again later.',
    },
  ],
  [
    'Se ha alcanzado el número máximo de mensajes por hora. Inténtelo más tarde.',
    {
      cat: "S'ha arribat al nombre màxim de missatges per hora. Torneu-ho a provar més tard.",
      eu: 'Orduko mezu kopuru handienera iritsi da. Saiatu berriro geroago.',
      ga: 'Alcanzouse o número máximo de mensaxes por hora. Inténteo máis tarde.',
      en: 'The maximum number of messages per hour has been reached. Please try again later.',
    },
  ],
  [
    'Se ha alcanzado el número máximo de archivos que se pueden subir en una hora. Vuelva a intentarlo más tarde.',
    {
      cat: "S'ha arribat al nombre màxim de fitxers que es poden pujar en una hora. Torneu-ho a provar més tard.",
      eu: 'Ordubetean igo daitezkeen fitxategien kopuru handienera iritsi da. Saiatu berriro geroago.',
      ga: 'Alcanzouse o número máximo de ficheiros que se poden subir nunha hora. Volva intentalo máis tarde.',
      en: 'The maximum number of files that can be uploaded in an hour has been reached. Please try again later.',
    },
  ],
  [
    'Ha hecho demasiadas comprobaciones seguidas. Vuelva a intentarlo más tarde.',
    {
      cat: 'Heu fet massa comprovacions seguides. Torneu-ho a provar més tard.',
      eu: 'Egiaztapen gehiegi egin dituzu jarraian. Saiatu berriro geroago.',
      ga: 'Fixo demasiadas comprobacións seguidas. Volva intentalo máis tarde.',
      en: 'You have made too many checks in a row. Please try again later.',
    },
  ],
];
