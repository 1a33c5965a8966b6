import type { CatalogueEntry } from './translations.ts';

/** A meeting the reporter asks for and the date proposed (features/meeting-request; issue 17 §2). */
export const meetingRequestCatalogue: readonly CatalogueEntry[] = [
  [
    'Solicitud de reunión registrada',
    {
      cat: 'Sol·licitud de reunió registrada',
      eu: 'Bilera-eskaera erregistratuta',
      ga: 'Solicitude de reunión rexistrada',
      en: 'Meeting request recorded',
    },
  ],
  [
    'Propuesta de reunión enviada',
    {
      cat: 'Proposta de reunió enviada',
      eu: 'Bilera-proposamena bidalita',
      ga: 'Proposta de reunión enviada',
      en: 'Meeting proposal sent',
    },
  ],
  [
    'Ya se le ha propuesto una fecha: responda en la conversación',
    {
      cat: 'Ja se us ha proposat una data: responeu a la conversa',
      eu: 'Data bat proposatu zaizu jada: erantzun elkarrizketan',
      ga: 'Xa se lle propuxo unha data: responda na conversa',
      en: 'A date has already been proposed to you: answer in the conversation',
    },
  ],
  [
    'La persona informante no ha solicitado una reunión',
    {
      cat: 'La persona informant no ha sol·licitat cap reunió',
      eu: 'Informatzaileak ez du bilerarik eskatu',
      ga: 'A persoa informante non solicitou unha reunión',
      en: 'The reporter has not asked for a meeting',
    },
  ],
  [
    'La fecha de la reunión debe ser posterior a ahora',
    {
      cat: 'La data de la reunió ha de ser posterior a ara',
      eu: 'Bileraren datak oraingoa baino geroagokoa izan behar du',
      ga: 'A data da reunión debe ser posterior a agora',
      en: 'The meeting date must be later than now',
    },
  ],
  [
    'Indique el lugar o el enlace de la videollamada',
    {
      cat: "Indiqueu el lloc o l'enllaç de la videotrucada",
      eu: 'Adierazi lekua edo bideodeiaren esteka',
      ga: 'Indique o lugar ou a ligazón da videochamada',
      en: 'Give the place or the video call link',
    },
  ],
];
