import { externalAuthorities } from '@atalaya/contract/tenants/public-pages.schemas';

/** Texts and settings of the demo tenant, written for Atalaya (no third-party sample data). */
export const demoTenant = {
  codigo: 'demo',
  nombre: 'Ayuntamiento de Atalaya (demo)',
  hostnames: ['localhost', '127.0.0.1'],
  parametros: {
    canal_externo_url: externalAuthorities.aai.url,
    canal_externo_nombre: externalAuthorities.aai.nombre,
    idioma_defecto: 'es',
    accesibilidad: {
      estado: 'parcial',
      metodo: 'autoevaluacion',
      fecha_preparacion: '2026-11-25',
      fecha_revision: '2026-11-25',
      contacto_email: 'accesibilidad@atalaya.demo',
    },
  },
  adminEmail: 'admin@atalaya.demo',
  adminName: 'Responsable del Sistema',
  logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img"><title>Atalaya</title><rect width="64" height="64" rx="12" fill="#1e3a5f"/><path d="M22 54h20l-4-30h-12z" fill="#f4f1ea"/><path d="M20 24h24l-3-8H23z" fill="#e0a526"/><rect x="29" y="30" width="6" height="8" rx="1" fill="#1e3a5f"/><path d="M32 8v8" stroke="#f4f1ea" stroke-width="3" stroke-linecap="round"/></svg>`,
  holidays: [
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
  ] as const,
  content: [
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
  ],
  footerMenus: [
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
  ],
} as const;

/** Language entries of spec §3: id, language code, translate key, flag. */
export const idiomasSeed = [
  { ididioma: 1, codigo: 'es', translate: 'es', flag: 'es', nombre: 'Español' },
  { ididioma: 2, codigo: 'cat', translate: 'cat', flag: 'es-ct', nombre: 'Català' },
  { ididioma: 3, codigo: 'eu', translate: 'eu', flag: 'es-pv', nombre: 'Euskara' },
  { ididioma: 4, codigo: 'ga', translate: 'ga', flag: 'es-ga', nombre: 'Galego' },
  { ididioma: 5, codigo: 'en', translate: 'en', flag: 'gb', nombre: 'English' },
] as const;
