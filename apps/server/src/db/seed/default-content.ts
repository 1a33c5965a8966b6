import { externalAuthorities } from '@atalaya/contract/tenants/public-pages.schemas';
import { channelDefaults } from '@atalaya/contract/complaints/channel-settings.schemas';

/**
 * The texts and settings every tenant starts with, the demo's and each one the operator creates
 * (`npm run atalaya -- tenant create`), written for Atalaya in the five languages: the public
 * pages' content blocks, the footer menu, Spain's national holidays (they move legal deadlines)
 * and the channel's parameters. Administrators change all of them afterwards.
 */

/** The first keys of `parametros_cliente`: the external channel (the AAI) and the default language. */
export const defaultPublicParameters = {
  canal_externo_url: externalAuthorities.aai.url,
  canal_externo_nombre: externalAuthorities.aai.nombre,
  idioma_defecto: 'es',
} as const;

/** The last keys of `parametros_cliente`: the hourly caps on new complaints and chat messages. */
export const defaultChannelCaps = {
  max_denuncias_hora: channelDefaults.maxComplaintsPerHour,
  max_mensajes_hora: channelDefaults.maxMessagesPerHour,
} as const;

/** National holidays (fecha, descripcion); each tenant adds its regional and local ones. */
export const nationalHolidays = [
  ['2026-01-01', 'Año Nuevo'],
  ['2026-01-06', 'Epifanía del Señor'],
  ['2026-04-03', 'Viernes Santo'],
  ['2026-05-01', 'Fiesta del Trabajo'],
  ['2026-08-15', 'Asunción de la Virgen'],
  ['2026-10-12', 'Fiesta Nacional de España'],
  ['2026-12-08', 'Inmaculada Concepción'],
  ['2026-12-25', 'Natividad del Señor'],
  ['2027-01-01', 'Año Nuevo'],
  ['2027-01-06', 'Epifanía del Señor'],
] as const;

/** Content blocks of the public pages (codigo `inicio` and `denuncias`) in the five languages. */
export const defaultContent = [
  {
    codigo: 'inicio',
    ididioma: 1,
    titulo: 'Sistema interno de información',
    contenido:
      '<p>Este canal permite comunicar, de forma confidencial o anónima, infracciones del Derecho de la Unión Europea y acciones u omisiones que puedan ser constitutivas de infracción penal o administrativa grave o muy grave, conforme a la Ley 2/2023, de 20 de febrero.</p><p>Su identidad está protegida: nadie puede tomar represalias contra quien informa de buena fe.</p>',
  },
  {
    codigo: 'inicio',
    ididioma: 5,
    titulo: 'Internal reporting system',
    contenido:
      '<p>This channel lets you report, confidentially or anonymously, breaches of European Union law and acts or omissions that may amount to a serious or very serious criminal or administrative offence, under Spanish Law 2/2023 of 20 February.</p><p>Your identity is protected: nobody may retaliate against a person who reports in good faith.</p>',
  },
  {
    codigo: 'inicio',
    ididioma: 2,
    titulo: "Sistema intern d'informació",
    contenido:
      "<p>Aquest canal permet comunicar, de manera confidencial o anònima, infraccions del dret de la Unió Europea i accions o omissions que puguin ser constitutives d'infracció penal o administrativa greu o molt greu, d'acord amb la Llei 2/2023, de 20 de febrer.</p><p>La vostra identitat està protegida: ningú no pot prendre represàlies contra qui informa de bona fe.</p>",
  },
  {
    codigo: 'inicio',
    ididioma: 3,
    titulo: 'Barne-informazioko sistema',
    contenido:
      '<p>Kanal honen bidez, modu konfidentzialean edo anonimoan jakinaraz ditzakezu Europar Batasuneko zuzenbidearen arau-hausteak, bai eta arau-hauste penal edo administratibo larri edo oso larri izan daitezkeen egintzak edo ez-egiteak ere, otsailaren 20ko 2/2023 Legearen arabera.</p><p>Zure nortasuna babestuta dago: inork ezin du mendekurik hartu fede onez informatzen duenaren aurka.</p>',
  },
  {
    codigo: 'inicio',
    ididioma: 4,
    titulo: 'Sistema interno de información',
    contenido:
      '<p>Esta canle permite comunicar, de forma confidencial ou anónima, infraccións do dereito da Unión Europea e accións ou omisións que poidan ser constitutivas de infracción penal ou administrativa grave ou moi grave, conforme á Lei 2/2023, do 20 de febreiro.</p><p>A súa identidade está protexida: ninguén pode tomar represalias contra quen informa de boa fe.</p>',
  },
  {
    codigo: 'denuncias',
    ididioma: 1,
    titulo: 'Comunicaciones Anónimas',
    contenido:
      '<p>Puede presentar una comunicación sin identificarse. Al enviarla recibirá un código secreto con el que podrá consultar su estado y conversar con la persona responsable.</p>',
  },
  {
    codigo: 'denuncias',
    ididioma: 5,
    titulo: 'Anonymous reports',
    contenido:
      '<p>You can file a report without identifying yourself. When you send it you receive a secret code to check its status and talk with the person in charge.</p>',
  },
  {
    codigo: 'denuncias',
    ididioma: 2,
    titulo: 'Comunicacions anònimes',
    contenido:
      "<p>Podeu presentar una comunicació sense identificar-vos. En enviar-la rebreu un codi secret amb què podreu consultar-ne l'estat i conversar amb la persona responsable.</p>",
  },
  {
    codigo: 'denuncias',
    ididioma: 3,
    titulo: 'Komunikazio anonimoak',
    contenido:
      '<p>Komunikazio bat aurkez dezakezu zure burua identifikatu gabe. Bidaltzean kode sekretu bat jasoko duzu, eta harekin haren egoera kontsultatu eta arduradunarekin hitz egin ahal izango duzu.</p>',
  },
  {
    codigo: 'denuncias',
    ididioma: 4,
    titulo: 'Comunicacións anónimas',
    contenido:
      '<p>Pode presentar unha comunicación sen identificarse. Ao enviala recibirá un código secreto co que poderá consultar o seu estado e conversar coa persoa responsable.</p>',
  },
] as const;

/** The footer menu (codigo `pie`) in the five languages: title and options [titulo, url]. */
export const defaultFooterMenus = [
  {
    ididioma: 1,
    titulo: 'Enlaces',
    opciones: [
      ['Comunicaciones Anónimas', '/denuncias'],
      ['Ley 2/2023 de protección del informante', 'https://www.boe.es/eli/es/l/2023/02/20/2/con'],
      ['Accesibilidad', '/accesibilidad'],
    ],
  },
  {
    ididioma: 5,
    titulo: 'Links',
    opciones: [
      ['Anonymous reports', '/denuncias'],
      ['Law 2/2023 on whistleblower protection', 'https://www.boe.es/eli/es/l/2023/02/20/2/con'],
      ['Accessibility', '/accesibilidad'],
    ],
  },
  {
    ididioma: 2,
    titulo: 'Enllaços',
    opciones: [
      ['Comunicacions anònimes', '/denuncias'],
      ["Llei 2/2023 de protecció de l'informant", 'https://www.boe.es/eli/es/l/2023/02/20/2/con'],
      ['Accessibilitat', '/accesibilidad'],
    ],
  },
  {
    ididioma: 3,
    titulo: 'Estekak',
    opciones: [
      ['Komunikazio anonimoak', '/denuncias'],
      ['Informatzailea babesteko 2/2023 Legea', 'https://www.boe.es/eli/es/l/2023/02/20/2/con'],
      ['Irisgarritasuna', '/accesibilidad'],
    ],
  },
  {
    ididioma: 4,
    titulo: 'Ligazóns',
    opciones: [
      ['Comunicacións anónimas', '/denuncias'],
      ['Lei 2/2023 de protección do informante', 'https://www.boe.es/eli/es/l/2023/02/20/2/con'],
      ['Accesibilidade', '/accesibilidad'],
    ],
  },
] as const;
