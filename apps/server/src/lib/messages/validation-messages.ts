import type { CatalogueEntry } from './translations.ts';

/** Validation (plugins/error-handler.ts, plugins/text-guard.ts and the contract's schemas). */
export const validationMessages: readonly CatalogueEntry[] = [
  [
    'Los datos enviados no son válidos',
    {
      cat: 'Les dades enviades no són vàlides',
      eu: 'Bidalitako datuak ez dira baliozkoak',
      ga: 'Os datos enviados non son válidos',
      en: 'The data sent is not valid',
    },
  ],
  [
    'La petición no es válida',
    {
      cat: 'La petició no és vàlida',
      eu: 'Eskaera ez da baliozkoa',
      ga: 'A petición non é válida',
      en: 'The request is not valid',
    },
  ],
  [
    'El cuerpo de la petición es demasiado grande',
    {
      cat: 'El cos de la petició és massa gran',
      eu: 'Eskaeraren gorputza handiegia da',
      ga: 'O corpo da petición é demasiado grande',
      en: 'The request body is too large',
    },
  ],
  [
    'Tipo de contenido no admitido',
    {
      cat: 'Tipus de contingut no admès',
      eu: 'Eduki mota hau ez da onartzen',
      ga: 'Tipo de contido non admitido',
      en: 'Content type not supported',
    },
  ],
  [
    'Codificación de contenido no admitida',
    {
      cat: 'Codificació de contingut no admesa',
      eu: 'Edukiaren kodeketa hau ez da onartzen',
      ga: 'Codificación de contido non admitida',
      en: 'Content encoding not supported',
    },
  ],
  [
    'El texto contiene un carácter no admitido (NUL)',
    {
      cat: 'El text conté un caràcter no admès (NUL)',
      eu: 'Testuak onartzen ez den karaktere bat du (NUL)',
      ga: 'O texto contén un carácter non admitido (NUL)',
      en: 'The text contains a character that is not allowed (NUL)',
    },
  ],
  ['Valor no válido', { cat: 'Valor no vàlid', eu: 'Balio baliogabea', ga: 'Valor non válido', en: 'Invalid value' }],
  [
    'Este campo es obligatorio',
    {
      cat: 'Aquest camp és obligatori',
      eu: 'Eremu hau derrigorrezkoa da',
      ga: 'Este campo é obrigatorio',
      en: 'This field is required',
    },
  ],
  [
    'Introduzca un correo electrónico válido',
    {
      cat: 'Introduïu un correu electrònic vàlid',
      eu: 'Idatzi baliozko helbide elektroniko bat',
      ga: 'Introduza un correo electrónico válido',
      en: 'Enter a valid e-mail address',
    },
  ],
  [
    'Introduzca un teléfono válido',
    {
      cat: 'Introduïu un telèfon vàlid',
      eu: 'Idatzi baliozko telefono bat',
      ga: 'Introduza un teléfono válido',
      en: 'Enter a valid phone number',
    },
  ],
  [
    'Introduzca una fecha válida',
    {
      cat: 'Introduïu una data vàlida',
      eu: 'Idatzi baliozko data bat',
      ga: 'Introduza unha data válida',
      en: 'Enter a valid date',
    },
  ],
  [
    'Elija una de las opciones',
    {
      cat: 'Trieu una de les opcions',
      eu: 'Aukeratu aukeretako bat',
      ga: 'Escolla unha das opcións',
      en: 'Choose one of the options',
    },
  ],
  [
    'Opción no válida',
    { cat: 'Opció no vàlida', eu: 'Aukera baliogabea', ga: 'Opción non válida', en: 'Invalid option' },
  ],
  [
    'Elija al menos una opción',
    {
      cat: 'Trieu almenys una opció',
      eu: 'Aukeratu gutxienez aukera bat',
      ga: 'Escolla polo menos unha opción',
      en: 'Choose at least one option',
    },
  ],
  [
    'Debe marcar esta casilla',
    {
      cat: 'Heu de marcar aquesta casella',
      eu: 'Laukitxo hau markatu behar duzu',
      ga: 'Debe marcar esta caixa',
      en: 'You must tick this box',
    },
  ],
  [
    'Adjunte al menos un archivo',
    {
      cat: 'Adjunteu almenys un fitxer',
      eu: 'Erantsi gutxienez fitxategi bat',
      ga: 'Achegue polo menos un ficheiro',
      en: 'Attach at least one file',
    },
  ],
  [
    'Este campo no pertenece al formulario',
    {
      cat: 'Aquest camp no pertany al formulari',
      eu: 'Eremu hau ez dago formularioan',
      ga: 'Este campo non pertence ao formulario',
      en: 'This field is not part of the form',
    },
  ],
  [
    'Indique su nombre',
    { cat: 'Indiqueu el vostre nom', eu: 'Adierazi zure izena', ga: 'Indique o seu nome', en: 'Enter your name' },
  ],
  [
    'Debe aceptar la información sobre protección de datos',
    {
      cat: "Heu d'acceptar la informació sobre protecció de dades",
      eu: 'Datuen babesari buruzko informazioa onartu behar duzu',
      ga: 'Debe aceptar a información sobre protección de datos',
      en: 'You must accept the data protection information',
    },
  ],
  [
    'Indique sus datos de contacto o elija presentar la comunicación de forma anónima',
    {
      cat: 'Indiqueu les vostres dades de contacte o trieu presentar la comunicació de manera anònima',
      eu: 'Adierazi zure harremanetarako datuak edo aukeratu komunikazioa modu anonimoan aurkeztea',
      ga: 'Indique os seus datos de contacto ou escolla presentar a comunicación de forma anónima',
      en: 'Give your contact details or choose to file the report anonymously',
    },
  ],
  [
    'Escriba la información adicional o adjunte algún documento',
    {
      cat: 'Escriviu la informació addicional o adjunteu algun document',
      eu: 'Idatzi informazio gehigarria edo erantsi dokumenturen bat',
      ga: 'Escriba a información adicional ou achegue algún documento',
      en: 'Write the additional information or attach a document',
    },
  ],
  [
    'Documento no válido',
    { cat: 'Document no vàlid', eu: 'Dokumentu baliogabea', ga: 'Documento non válido', en: 'Invalid document' },
  ],
  [
    'El código no tiene el formato correcto',
    {
      cat: 'El codi no té el format correcte',
      eu: 'Kodeak ez du formatu zuzena',
      ga: 'O código non ten o formato correcto',
      en: 'The code does not have the right format',
    },
  ],
  [
    'El tipo de comunicación no existe o no está disponible',
    {
      cat: 'El tipus de comunicació no existeix o no està disponible',
      eu: 'Komunikazio mota ez dago edo ez dago erabilgarri',
      ga: 'O tipo de comunicación non existe ou non está dispoñible',
      en: 'The type of report does not exist or is not available',
    },
  ],
  [
    'No ha escrito en mensaje que desea enviar',
    {
      cat: 'No heu escrit el missatge que voleu enviar',
      eu: 'Ez duzu bidali nahi duzun mezua idatzi',
      ga: 'Non escribiu a mensaxe que desexa enviar',
      en: 'You have not written the message you want to send',
    },
  ],
];
