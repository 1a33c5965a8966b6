import type { CatalogueEntry } from './translations.ts';

/** A resolved case is locked (domain/complaint, features/conversation, features/documents). */
export const lockedCaseMessages: readonly CatalogueEntry[] = [
  [
    'La denuncia está resuelta y no admite cambios',
    {
      cat: 'La denúncia està resolta i no admet canvis',
      eu: 'Salaketa ebatzita dago, eta ez du aldaketarik onartzen',
      ga: 'A denuncia está resolta e non admite cambios',
      en: 'The report is resolved and cannot be changed',
    },
  ],
  [
    'La denuncia está resuelta y no admite nuevos mensajes',
    {
      cat: 'La denúncia està resolta i no admet missatges nous',
      eu: 'Salaketa ebatzita dago, eta ez du mezu berririk onartzen',
      ga: 'A denuncia está resolta e non admite novas mensaxes',
      en: 'The report is resolved and accepts no new messages',
    },
  ],
  [
    'La denuncia está resuelta y no admite nuevos documentos',
    {
      cat: 'La denúncia està resolta i no admet documents nous',
      eu: 'Salaketa ebatzita dago, eta ez du dokumentu berririk onartzen',
      ga: 'A denuncia está resolta e non admite novos documentos',
      en: 'The report is resolved and accepts no new documents',
    },
  ],
  [
    'La denuncia está resuelta y no admite cambios en sus documentos',
    {
      cat: 'La denúncia està resolta i no admet canvis en els seus documents',
      eu: 'Salaketa ebatzita dago, eta ez du bere dokumentuetan aldaketarik onartzen',
      ga: 'A denuncia está resolta e non admite cambios nos seus documentos',
      en: 'The report is resolved and its documents cannot be changed',
    },
  ],
];
