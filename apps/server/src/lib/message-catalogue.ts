import type { LanguageCode } from '@atalaya/contract/limits';

/** The languages a Spanish message is translated into. */
type OtherLanguage = Exclude<LanguageCode, 'es'>;
type Translations = Readonly<Record<OtherLanguage, string>>;

/**
 * The server messages a person reads (sign-in, limits, uploads, validation, locked cases), keyed by
 * their Spanish text, which stays the default and the wording of spec 000. Wording follows the web
 * app's translation files where both say the same thing. A message missing here answers in Spanish.
 */
const catalogue: ReadonlyMap<string, Translations> = new Map<string, Translations>([
  // A person's own account (features/auth/account.routes.ts, contract account.schemas.ts).
  [
    'La contraseña debe tener al menos 12 caracteres',
    {
      cat: 'La contrasenya ha de tenir almenys 12 caràcters',
      eu: 'Pasahitzak 12 karaktere izan behar ditu gutxienez',
      ga: 'O contrasinal debe ter polo menos 12 caracteres',
      en: 'The password must be at least 12 characters long',
    },
  ],
  [
    'La contraseña no puede tener más de 256 caracteres',
    {
      cat: 'La contrasenya no pot tenir més de 256 caràcters',
      eu: 'Pasahitzak ezin ditu 256 karaktere baino gehiago izan',
      ga: 'O contrasinal non pode ter máis de 256 caracteres',
      en: 'The password cannot be longer than 256 characters',
    },
  ],
  [
    'Esa contraseña es demasiado común. Elija otra más difícil de adivinar.',
    {
      cat: "Aquesta contrasenya és massa comuna. Trieu-ne una altra de més difícil d'endevinar.",
      eu: 'Pasahitz hori arruntegia da. Aukeratu asmatzen zailagoa den beste bat.',
      ga: 'Ese contrasinal é demasiado común. Escolla outro máis difícil de adiviñar.',
      en: 'That password is too common. Choose one that is harder to guess.',
    },
  ],
  [
    'La contraseña no puede contener su correo electrónico',
    {
      cat: 'La contrasenya no pot contenir la vostra adreça electrònica',
      eu: 'Pasahitzak ezin du zure helbide elektronikoa izan',
      ga: 'O contrasinal non pode conter o seu correo electrónico',
      en: 'The password cannot contain your e-mail address',
    },
  ],
  [
    'Introduzca su nombre',
    {
      cat: 'Introduïu el vostre nom',
      eu: 'Idatzi zure izena',
      ga: 'Introduza o seu nome',
      en: 'Enter your name',
    },
  ],
  [
    'Este enlace no es válido o ha caducado. Pida uno nuevo.',
    {
      cat: 'Aquest enllaç no és vàlid o ha caducat. Demaneu-ne un de nou.',
      eu: 'Esteka hau ez da baliozkoa edo iraungi egin da. Eskatu beste bat.',
      ga: 'Esta ligazón non é válida ou caducou. Pida unha nova.',
      en: 'This link is not valid or has expired. Ask for a new one.',
    },
  ],
  [
    'Ya hay una cuenta con este correo electrónico en este canal. Inicie sesión.',
    {
      cat: 'Ja hi ha un compte amb aquesta adreça electrònica en aquest canal. Inicieu la sessió.',
      eu: 'Badago kontu bat helbide elektroniko honekin kanal honetan. Hasi saioa.',
      ga: 'Xa hai unha conta con este correo electrónico neste canal. Inicie sesión.',
      en: 'There is already an account with this e-mail address in this channel. Please sign in.',
    },
  ],
  [
    'Si el correo electrónico corresponde a una cuenta de este canal, recibirá un enlace para elegir una contraseña nueva. El enlace caduca en una hora.',
    {
      cat: "Si l'adreça electrònica correspon a un compte d'aquest canal, rebreu un enllaç per triar una contrasenya nova. L'enllaç caduca d'aquí a una hora.",
      eu: 'Helbide elektronikoa kanal honetako kontu batena bada, pasahitz berri bat aukeratzeko esteka bat jasoko duzu. Estekak ordubete barru iraungiko du.',
      ga: 'Se o correo electrónico corresponde a unha conta desta canle, recibirá unha ligazón para escoller un contrasinal novo. A ligazón caduca nunha hora.',
      en: 'If the e-mail address belongs to an account of this channel, you will receive a link to choose a new password. The link expires in one hour.',
    },
  ],
  [
    'Contraseña cambiada. Ya puede iniciar sesión con la nueva.',
    {
      cat: 'Contrasenya canviada. Ja podeu iniciar la sessió amb la nova.',
      eu: 'Pasahitza aldatu da. Orain saioa has dezakezu berriarekin.',
      ga: 'Contrasinal cambiado. Xa pode iniciar sesión co novo.',
      en: 'Password changed. You can now sign in with the new one.',
    },
  ],
  // Sessions and permissions (lib/errors.ts, plugins/auth.ts, lib/hostname.ts).
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
  // Sign-in and receipt (features/auth, features/intake).
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
  // Limits (plugins/source-limit.ts, features/intake, domain/complaint/chat.policy.ts, uploads).
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
  // Uploads (lib/file-inspection.ts, lib/metadata-strip.ts, features/documents, features/gallery).
  [
    'Tipo de archivo no permitido',
    {
      cat: 'Tipus de fitxer no permès',
      eu: 'Fitxategi mota hau ez dago baimenduta',
      ga: 'Tipo de ficheiro non permitido',
      en: 'File type not allowed',
    },
  ],
  [
    'El archivo está vacío',
    { cat: 'El fitxer és buit', eu: 'Fitxategia hutsik dago', ga: 'O ficheiro está baleiro', en: 'The file is empty' },
  ],
  [
    'El archivo está dañado o no se puede leer',
    {
      cat: 'El fitxer està malmès o no es pot llegir',
      eu: 'Fitxategia hondatuta dago edo ezin da irakurri',
      ga: 'O ficheiro está danado ou non se pode ler',
      en: 'The file is damaged or cannot be read',
    },
  ],
  [
    'El PDF está cifrado o protegido con contraseña. Súbalo sin protección.',
    {
      cat: 'El PDF està xifrat o protegit amb contrasenya. Pugeu-lo sense protecció.',
      eu: 'PDFa zifratuta edo pasahitzez babestuta dago. Igo ezazu babesik gabe.',
      ga: 'O PDF está cifrado ou protexido con contrasinal. Súbao sen protección.',
      en: 'The PDF is encrypted or password-protected. Upload it without protection.',
    },
  ],
  [
    'Este tipo de archivo no se admite: conservaría sus metadatos (autor, fechas…), que podrían identificarle, y no se pueden eliminar. Conviértalo a PDF y adjunte el PDF.',
    {
      cat: "Aquest tipus de fitxer no s'admet: en conservaria les metadades (autor, dates…), que us podrien identificar, i no es poden eliminar. Convertiu-lo a PDF i adjunteu el PDF.",
      eu: 'Fitxategi mota hau ez da onartzen: bere metadatuak (egilea, datak…) gordeko lituzke, zu identifikatzeko balio dezaketenak, eta ezin dira ezabatu. Bihurtu PDF formatura eta erantsi PDFa.',
      ga: 'Este tipo de ficheiro non se admite: conservaría os seus metadatos (autor, datas…), que poderían identificalo, e non se poden eliminar. Convérteo a PDF e achegue o PDF.',
      en: 'This type of file is not accepted: it would keep its metadata (author, dates…), which could identify you and cannot be removed. Convert it to PDF and attach the PDF.',
    },
  ],
  [
    'Envíe el archivo como multipart/form-data',
    {
      cat: 'Envieu el fitxer com a multipart/form-data',
      eu: 'Bidali fitxategia multipart/form-data gisa',
      ga: 'Envíe o ficheiro como multipart/form-data',
      en: 'Send the file as multipart/form-data',
    },
  ],
  [
    'Envíe un único archivo en el campo «file» y ningún otro dato',
    {
      cat: 'Envieu un únic fitxer al camp «file» i cap altra dada',
      eu: 'Bidali fitxategi bakar bat «file» eremuan, eta beste daturik ez',
      ga: 'Envíe un único ficheiro no campo «file» e ningún outro dato',
      en: 'Send a single file in the «file» field and nothing else',
    },
  ],
  [
    'Adjunte un archivo en el campo «file»',
    {
      cat: 'Adjunteu un fitxer al camp «file»',
      eu: 'Erantsi fitxategi bat «file» eremuan',
      ga: 'Achegue un ficheiro no campo «file»',
      en: 'Attach a file in the «file» field',
    },
  ],
  [
    'El archivo no ha llegado completo. Vuelva a intentarlo.',
    {
      cat: 'El fitxer no ha arribat complet. Torneu-ho a provar.',
      eu: 'Fitxategia ez da osorik iritsi. Saiatu berriro.',
      ga: 'O ficheiro non chegou completo. Volva intentalo.',
      en: 'The file did not arrive complete. Please try again.',
    },
  ],
  [
    'La imagen no puede superar los 2MB.',
    {
      cat: 'La imatge no pot superar els 2 MB.',
      eu: 'Irudiak ezin ditu 2 MB gainditu.',
      ga: 'A imaxe non pode superar os 2 MB.',
      en: 'The image cannot be larger than 2 MB.',
    },
  ],
  [
    'El archivo no es una imagen JPEG, PNG, WebP o GIF',
    {
      cat: 'El fitxer no és una imatge JPEG, PNG, WebP o GIF',
      eu: 'Fitxategia ez da JPEG, PNG, WebP edo GIF irudi bat',
      ga: 'O ficheiro non é unha imaxe JPEG, PNG, WebP ou GIF',
      en: 'The file is not a JPEG, PNG, WebP or GIF image',
    },
  ],
  [
    'Adjunte una imagen en el campo «file»',
    {
      cat: 'Adjunteu una imatge al camp «file»',
      eu: 'Erantsi irudi bat «file» eremuan',
      ga: 'Achegue unha imaxe no campo «file»',
      en: 'Attach an image in the «file» field',
    },
  ],
  [
    'No se ha encontrado la denuncia',
    {
      cat: "No s'ha trobat la denúncia",
      eu: 'Ez da aurkitu salaketa',
      ga: 'Non se atopou a denuncia',
      en: 'The report was not found',
    },
  ],
  [
    'El documento no se ha podido convertir a PDF',
    {
      cat: "El document no s'ha pogut convertir a PDF",
      eu: 'Ezin izan da dokumentua PDF bihurtu',
      ga: 'Non se puido converter o documento a PDF',
      en: 'The document could not be converted to PDF',
    },
  ],
  // A resolved case is locked (domain/complaint, features/conversation, features/documents).
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
  // What a case keeps as a record (docs/decisions/026: features/conversation, features/documents).
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
  // Validation (plugins/error-handler.ts, plugins/text-guard.ts and the contract's schemas).
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
]);

/** Messages with a number or size inside: the Spanish pattern and each language's wording. */
const patterns: readonly { spanish: RegExp; texts: Readonly<Record<OtherLanguage, (value: string) => string>> }[] = [
  {
    spanish: /^Máximo (\d+) caracteres$/,
    texts: {
      cat: (n) => `Màxim ${n} caràcters`,
      eu: (n) => `Gehienez ${n} karaktere`,
      ga: (n) => `Máximo ${n} caracteres`,
      en: (n) => `At most ${n} characters`,
    },
  },
  {
    spanish: /^El archivo supera el tamaño máximo permitido \(([^()]+)\)$/,
    texts: {
      cat: (size) => `El fitxer supera la mida màxima permesa (${size})`,
      eu: (size) => `Fitxategiak baimendutako gehieneko tamaina gainditzen du (${size})`,
      ga: (size) => `O ficheiro supera o tamaño máximo permitido (${size})`,
      en: (size) => `The file is larger than the maximum size allowed (${size})`,
    },
  },
  {
    spanish: /^Ya tiene (\d+) archivos pendientes de adjuntar\. Elimine alguno o presente la comunicación\.$/,
    texts: {
      cat: (n) => `Ja teniu ${n} fitxers pendents d'adjuntar. Elimineu-ne algun o presenteu la comunicació.`,
      eu: (n) => `Erantsi gabeko ${n} fitxategi dituzu jada. Ezabatu baten bat edo aurkeztu komunikazioa.`,
      ga: (n) => `Xa ten ${n} ficheiros pendentes de achegar. Elimine algún ou presente a comunicación.`,
      en: (n) => `You already have ${n} files waiting to be attached. Remove one or file the report.`,
    },
  },
];

/**
 * A server message in the interface language: Spanish (the default, spec 000's wording) as it is;
 * any other language from the catalogue, or in Spanish when the catalogue lacks it.
 * @example translateMessage('El código no es válido', 'en') // 'The code is not valid'
 */
export function translateMessage(message: string, language: LanguageCode): string {
  if (language === 'es') {
    return message;
  }
  const known = catalogue.get(message);
  if (known) {
    return known[language];
  }
  for (const { spanish, texts } of patterns) {
    const match = spanish.exec(message);
    if (match?.[1] !== undefined) {
      return texts[language](match[1]);
    }
  }
  return message;
}
