import type { CatalogueEntry } from './translations.ts';

/** What a case keeps as a record (docs/decisions/026: features/conversation, features/documents). */
export const caseRecordMessages: readonly CatalogueEntry[] = [
  [
    'Los mensajes de la conversación constan en el expediente y no se pueden modificar',
    {
      cat: "Els missatges de la conversa consten a l'expedient i no es poden modificar",
      eu: 'Elkarrizketako mezuak espedientean jasota daude, eta ezin dira aldatu',
      ga: 'As mensaxes da conversa constan no expediente e non se poden modificar',
      en: 'The messages of the conversation are part of the case record and cannot be changed',
    },
  ],
  [
    'Los mensajes de la conversación constan en el expediente y no se pueden eliminar',
    {
      cat: "Els missatges de la conversa consten a l'expedient i no es poden eliminar",
      eu: 'Elkarrizketako mezuak espedientean jasota daude, eta ezin dira ezabatu',
      ga: 'As mensaxes da conversa constan no expediente e non se poden eliminar',
      en: 'The messages of the conversation are part of the case record and cannot be deleted',
    },
  ],
  [
    'Los documentos aportados por el informante constan en el expediente y no se pueden desvincular',
    {
      cat: "Els documents aportats per l'informant consten a l'expedient i no es poden desvincular",
      eu: 'Informatzaileak emandako dokumentuak espedientean jasota daude, eta ezin dira deslotu',
      ga: 'Os documentos achegados pola persoa informante constan no expediente e non se poden desvincular',
      en: 'Documents the reporter provided are part of the case record and cannot be unlinked',
    },
  ],
  [
    'El documento se ha enviado al informante en una notificación y no se puede desvincular',
    {
      cat: "El document s'ha enviat a l'informant en una notificació i no es pot desvincular",
      eu: 'Dokumentua jakinarazpen batean bidali zaio informatzaileari, eta ezin da deslotu',
      ga: 'O documento enviouse á persoa informante nunha notificación e non se pode desvincular',
      en: 'The document was sent to the reporter in a notification and cannot be unlinked',
    },
  ],
];
