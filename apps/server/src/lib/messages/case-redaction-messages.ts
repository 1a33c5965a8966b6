import type { CatalogueEntry } from './translations.ts';

/** Redaction of a passage of a case's text (features/case-redaction; issue 17 §7). */
export const caseRedactionCatalogue: readonly CatalogueEntry[] = [
  [
    'Pasaje tachado',
    {
      cat: 'Passatge ratllat',
      eu: 'Pasartea ezabatuta',
      ga: 'Pasaxe riscada',
      en: 'Passage redacted',
    },
  ],
  [
    'Ese campo no tiene texto que se pueda tachar',
    {
      cat: 'Aquest camp no té text que es pugui ratllar',
      eu: 'Eremu horrek ez du ezaba daitekeen testurik',
      ga: 'Ese campo non ten texto que se poida riscar',
      en: 'That field has no text that can be redacted',
    },
  ],
  [
    'Esta comunicación no tiene transcripción',
    {
      cat: 'Aquesta comunicació no té transcripció',
      eu: 'Komunikazio honek ez du transkripziorik',
      ga: 'Esta comunicación non ten transcrición',
      en: 'This report has no transcript',
    },
  ],
  [
    'El mensaje no existe en esta comunicación',
    {
      cat: 'El missatge no existeix en aquesta comunicació',
      eu: 'Mezua ez dago komunikazio honetan',
      ga: 'A mensaxe non existe nesta comunicación',
      en: 'The message is not part of this report',
    },
  ],
  [
    'El pasaje seleccionado no es válido',
    {
      cat: 'El passatge seleccionat no és vàlid',
      eu: 'Hautatutako pasartea ez da baliozkoa',
      ga: 'A pasaxe seleccionada non é válida',
      en: 'The selected passage is not valid',
    },
  ],
  [
    'El texto ha cambiado desde que lo abrió: vuelva a cargarlo y seleccione de nuevo el pasaje',
    {
      cat: 'El text ha canviat des que el vau obrir: torneu-lo a carregar i seleccioneu de nou el passatge',
      eu: 'Testua aldatu egin da ireki zenuenetik: kargatu berriro eta hautatu pasartea berriro',
      ga: 'O texto cambiou desde que o abriu: vólvao cargar e seleccione de novo a pasaxe',
      en: 'The text has changed since you opened it: reload it and select the passage again',
    },
  ],
  [
    'Ese pasaje ya está tachado',
    {
      cat: 'Aquest passatge ja està ratllat',
      eu: 'Pasarte hori ezabatuta dago jada',
      ga: 'Esa pasaxe xa está riscada',
      en: 'That passage is already redacted',
    },
  ],
  [
    'Los datos de esta comunicación se han purgado',
    {
      cat: "Les dades d'aquesta comunicació s'han purgat",
      eu: 'Komunikazio honen datuak garbitu dira',
      ga: 'Os datos desta comunicación purgáronse',
      en: 'The data of this report have been purged',
    },
  ],
  [
    'Indique el campo',
    {
      cat: 'Indiqueu el camp',
      eu: 'Adierazi eremua',
      ga: 'Indique o campo',
      en: 'Give the field',
    },
  ],
  [
    'Indique el mensaje',
    {
      cat: 'Indiqueu el missatge',
      eu: 'Adierazi mezua',
      ga: 'Indique a mensaxe',
      en: 'Give the message',
    },
  ],
];
