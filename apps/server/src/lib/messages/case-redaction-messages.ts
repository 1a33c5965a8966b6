import type { CatalogueEntry } from './translations.ts';

/** Redaction of a passage of a case's text and of regions of its documents (features/case-redaction; issue 17 §7). */
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
  // Regions of documents (decision 065).
  [
    'Zonas del documento tachadas',
    {
      cat: 'Zones del document ratllades',
      eu: 'Dokumentuaren eremuak ezabatuta',
      ga: 'Zonas do documento riscadas',
      en: 'Document regions redacted',
    },
  ],
  [
    'Solo se pueden tachar zonas de documentos PDF o de imágenes (JPEG, PNG o WebP)',
    {
      cat: "Només es poden ratllar zones de documents PDF o d'imatges (JPEG, PNG o WebP)",
      eu: 'PDF dokumentuetako edo irudietako (JPEG, PNG edo WebP) eremuak soilik ezaba daitezke',
      ga: 'Só se poden riscar zonas de documentos PDF ou de imaxes (JPEG, PNG ou WebP)',
      en: 'Only regions of PDF documents or of images (JPEG, PNG or WebP) can be redacted',
    },
  ],
  [
    'El documento no pertenece a esta comunicación',
    {
      cat: 'El document no pertany a aquesta comunicació',
      eu: 'Dokumentua ez da komunikazio honetakoa',
      ga: 'O documento non pertence a esta comunicación',
      en: 'The document is not part of this report',
    },
  ],
  [
    'La página indicada no existe en el documento',
    {
      cat: 'La pàgina indicada no existeix en el document',
      eu: 'Adierazitako orria ez dago dokumentuan',
      ga: 'A páxina indicada non existe no documento',
      en: 'The document has no such page',
    },
  ],
  [
    'No se ha podido leer el documento para tacharlo',
    {
      cat: "No s'ha pogut llegir el document per ratllar-lo",
      eu: 'Ezin izan da dokumentua irakurri hura ezabatzeko',
      ga: 'Non se puido ler o documento para riscalo',
      en: 'The document could not be read to redact it',
    },
  ],
  [
    'La zona debe quedar dentro de la página',
    {
      cat: 'La zona ha de quedar dins de la pàgina',
      eu: 'Eremuak orriaren barruan egon behar du',
      ga: 'A zona debe quedar dentro da páxina',
      en: 'The region must lie within the page',
    },
  ],
  [
    'El documento ha cambiado mientras se tachaba: vuelva a intentarlo',
    {
      cat: 'El document ha canviat mentre es ratllava: torneu-ho a provar',
      eu: 'Dokumentua aldatu egin da ezabatzen ari zen bitartean: saiatu berriro',
      ga: 'O documento cambiou mentres se riscaba: vólvao tentar',
      en: 'The document changed while it was being redacted: try again',
    },
  ],
];
