import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formFieldSchema, type FormField } from '@atalaya/contract/complaints/form.schemas';
import type { Database } from '../schema.ts';
import { ensureTenantDefaults } from './tenant-defaults.ts';

/**
 * The demo tenant's reporting channel, written for Atalaya: statuses, one general form about the
 * facts, five complaint types, the acknowledgement text and the hourly caps. The form asks no
 * contact data and takes no files: the wizard's identity step asks for contact data (and says
 * nothing personal is asked of an anonymous reporter), and its documents step is the one place
 * where evidence is attached.
 */

/** Merged into the demo tenant's `parametros_cliente`. `{fecha}` becomes the filing date. */
export const demoChannelParameters = {
  acuse_texto: {
    es: '<p>Hemos recibido su comunicación el {fecha}.</p><p>Ha quedado registrada en el Sistema interno de información del Ayuntamiento de Atalaya. La persona responsable del sistema la examinará y le informará de las actuaciones en un plazo máximo de tres meses.</p><p>Puede consultar su estado, leer las notificaciones y conversar con la persona responsable introduciendo el código que se le mostró al enviarla.</p>',
    en: '<p>We received your report on {fecha}.</p><p>It has been registered in the internal reporting system of the <span lang="es">Ayuntamiento de Atalaya</span>. The person in charge of the system will examine it and tell you what has been done within three months at most.</p><p>You can check its status, read notifications and talk with the person in charge by entering the code you were shown when you sent it.</p>',
    cat: "<p>Hem rebut la vostra comunicació el {fecha}.</p><p>Ha quedat registrada en el Sistema intern d'informació de l'Ajuntament d'Atalaya. La persona responsable del sistema l'examinarà i us informarà de les actuacions en un termini màxim de tres mesos.</p><p>Podeu consultar-ne l'estat, llegir les notificacions i conversar amb la persona responsable introduint el codi que se us va mostrar en enviar-la.</p>",
    eu: '<p>Zure komunikazioa {fecha} jaso dugu.</p><p>Atalayako Udalaren Barne-informazioko Sisteman erregistratu da. Sistemaren arduradunak aztertuko du, eta egindako jarduketen berri emango dizu gehienez hiru hilabeteko epean.</p><p>Haren egoera kontsultatu, jakinarazpenak irakurri eta arduradunarekin hitz egin dezakezu, bidali zenuenean erakutsi zitzaizun kodea sartuta.</p>',
    ga: '<p>Recibimos a súa comunicación o {fecha}.</p><p>Quedou rexistrada no Sistema interno de información do Concello de Atalaya. A persoa responsable do sistema examinaraa e informarao das actuacións nun prazo máximo de tres meses.</p><p>Pode consultar o seu estado, ler as notificacións e conversar coa persoa responsable introducindo o código que se lle mostrou ao enviala.</p>',
  },
  max_denuncias_hora: 30,
  max_mensajes_hora: 300,
} as const;

const extraStatuses = [
  {
    idestadodenuncia: 3,
    nombre: { es: 'En trámite', cat: 'En tràmit', eu: 'Izapidetzen', ga: 'En trámite', en: 'In progress' },
    color: '#ef6c00',
    orden: 20,
  },
  {
    idestadodenuncia: 4,
    nombre: { es: 'Inadmitida', cat: 'Inadmesa', eu: 'Onartu gabea', ga: 'Inadmitida', en: 'Not admitted' },
    color: '#757575',
    orden: 90,
  },
] as const;

const generalFormFields: FormField[] = z.array(formFieldSchema).parse([
  {
    id: 'que_ocurrio',
    tipo: 'texto_largo',
    obligatorio: true,
    max: 20_000,
    etiqueta: {
      es: '¿Qué ha ocurrido?',
      cat: 'Què ha passat?',
      eu: 'Zer gertatu da?',
      ga: 'Que ocorreu?',
      en: 'What happened?',
    },
    ayuda: {
      es: 'Describa los hechos con el mayor detalle posible. Si quiere permanecer en el anonimato, no incluya datos que le identifiquen.',
      cat: "Descriviu els fets amb el màxim detall possible. Si voleu mantenir l'anonimat, no hi incloeu dades que us identifiquin.",
      eu: 'Deskribatu gertaerak ahalik eta zehatzen. Anonimotasuna gorde nahi baduzu, ez sartu zu identifikatzeko moduko daturik.',
      ga: 'Describa os feitos co maior detalle posible. Se quere permanecer no anonimato, non inclúa datos que o identifiquen.',
      en: 'Describe the facts in as much detail as you can. If you want to stay anonymous, do not include anything that identifies you.',
    },
  },
  {
    id: 'cuando',
    tipo: 'fecha',
    etiqueta: {
      es: '¿Cuándo ocurrió?',
      cat: 'Quan va passar?',
      eu: 'Noiz gertatu zen?',
      ga: 'Cando ocorreu?',
      en: 'When did it happen?',
    },
    ayuda: {
      es: 'Una fecha aproximada es suficiente.',
      cat: "N'hi ha prou amb una data aproximada.",
      eu: 'Gutxi gorabeherako data bat nahikoa da.',
      ga: 'Abonda cunha data aproximada.',
      en: 'An approximate date is enough.',
    },
  },
  {
    id: 'donde',
    tipo: 'texto_corto',
    max: 300,
    etiqueta: {
      es: '¿Dónde ocurrió?',
      cat: 'On va passar?',
      eu: 'Non gertatu zen?',
      ga: 'Onde ocorreu?',
      en: 'Where did it happen?',
    },
    ayuda: {
      es: 'Servicio, dependencia o lugar.',
      cat: 'Servei, dependència o lloc.',
      eu: 'Zerbitzua, bulegoa edo lekua.',
      ga: 'Servizo, dependencia ou lugar.',
      en: 'Department, building or place.',
    },
  },
  {
    id: 'personas',
    tipo: 'texto_largo',
    max: 5000,
    etiqueta: {
      es: 'Personas implicadas',
      cat: 'Persones implicades',
      eu: 'Inplikatutako pertsonak',
      ga: 'Persoas implicadas',
      en: 'People involved',
    },
    ayuda: {
      es: 'Nombre o cargo de quienes participaron, si los conoce.',
      cat: 'Nom o càrrec de les persones que hi van participar, si els coneixeu.',
      eu: 'Parte hartu zutenen izena edo kargua, ezagutzen badituzu.',
      ga: 'Nome ou cargo de quen participou, se os coñece.',
      en: 'Names or positions of those involved, if you know them.',
    },
  },
  {
    id: 'como_conocio',
    tipo: 'opcion_unica',
    etiqueta: {
      es: '¿Cómo lo conoció?',
      cat: 'Com ho vau saber?',
      eu: 'Nola jakin zenuen?',
      ga: 'Como o coñeceu?',
      en: 'How did you learn about it?',
    },
    opciones: [
      {
        valor: 'presencie',
        etiqueta: {
          es: 'Lo presencié directamente',
          cat: 'Ho vaig presenciar directament',
          eu: 'Zuzenean ikusi nuen',
          ga: 'Presencieino directamente',
          en: 'I witnessed it myself',
        },
      },
      {
        valor: 'me_contaron',
        etiqueta: {
          es: 'Me lo contó otra persona',
          cat: "M'ho va explicar una altra persona",
          eu: 'Beste pertsona batek kontatu zidan',
          ga: 'Contoumo outra persoa',
          en: 'Someone told me',
        },
      },
      {
        valor: 'documentos',
        etiqueta: {
          es: 'Por documentos a los que tuve acceso',
          cat: 'Per documents als quals vaig tenir accés',
          eu: 'Eskura izan nituen dokumentuen bidez',
          ga: 'Por documentos aos que tiven acceso',
          en: 'Through documents I had access to',
        },
      },
      {
        valor: 'otro',
        etiqueta: {
          es: 'De otra forma',
          cat: "D'una altra manera",
          eu: 'Beste modu batera',
          ga: 'Doutro xeito',
          en: 'Some other way',
        },
      },
    ],
  },
  {
    id: 'areas',
    tipo: 'opcion_multiple',
    etiqueta: {
      es: 'Áreas afectadas',
      cat: 'Àrees afectades',
      eu: 'Eragindako arloak',
      ga: 'Áreas afectadas',
      en: 'Areas affected',
    },
    opciones: [
      {
        valor: 'contratacion',
        etiqueta: {
          es: 'Contratación pública',
          cat: 'Contractació pública',
          eu: 'Kontratazio publikoa',
          ga: 'Contratación pública',
          en: 'Public procurement',
        },
      },
      {
        valor: 'subvenciones',
        etiqueta: {
          es: 'Subvenciones',
          cat: 'Subvencions',
          eu: 'Dirulaguntzak',
          ga: 'Subvencións',
          en: 'Grants and subsidies',
        },
      },
      {
        valor: 'personal',
        etiqueta: { es: 'Personal', cat: 'Personal', eu: 'Langileria', ga: 'Persoal', en: 'Human resources' },
      },
      {
        valor: 'urbanismo',
        etiqueta: { es: 'Urbanismo', cat: 'Urbanisme', eu: 'Hirigintza', ga: 'Urbanismo', en: 'Town planning' },
      },
      {
        valor: 'hacienda',
        etiqueta: {
          es: 'Hacienda y tributos',
          cat: 'Hisenda i tributs',
          eu: 'Ogasuna eta zergak',
          ga: 'Facenda e tributos',
          en: 'Finance and taxes',
        },
      },
      {
        valor: 'medio_ambiente',
        etiqueta: {
          es: 'Medio ambiente',
          cat: 'Medi ambient',
          eu: 'Ingurumena',
          ga: 'Medio ambiente',
          en: 'Environment',
        },
      },
      { valor: 'otra', etiqueta: { es: 'Otra', cat: 'Una altra', eu: 'Beste bat', ga: 'Outra', en: 'Other' } },
    ],
  },
  {
    id: 'continua',
    tipo: 'casilla',
    etiqueta: {
      es: 'Los hechos siguen ocurriendo',
      cat: 'Els fets continuen passant',
      eu: 'Oraindik gertatzen ari da',
      ga: 'Os feitos seguen a ocorrer',
      en: 'It is still happening',
    },
  },
]);

const demoTypes = [
  {
    nombre: {
      es: 'Fraude o corrupción',
      cat: 'Frau o corrupció',
      eu: 'Iruzurra edo ustelkeria',
      ga: 'Fraude ou corrupción',
      en: 'Fraud or corruption',
    },
    descripcion: {
      es: 'Uso indebido de fondos públicos, sobornos, tráfico de influencias, irregularidades en contratos o subvenciones.',
      cat: "Ús indegut de fons públics, suborns, tràfic d'influències, irregularitats en contractes o subvencions.",
      eu: 'Funts publikoen erabilera desegokia, eroskeriak, influentzia-trafikoa, kontratuetako edo dirulaguntzetako irregulartasunak.',
      ga: 'Uso indebido de fondos públicos, subornos, tráfico de influencias, irregularidades en contratos ou subvencións.',
      en: 'Misuse of public funds, bribery, influence peddling, irregularities in contracts or grants.',
    },
  },
  {
    nombre: {
      es: 'Acoso laboral o sexual',
      cat: 'Assetjament laboral o sexual',
      eu: 'Laneko jazarpena edo sexu-jazarpena',
      ga: 'Acoso laboral ou sexual',
      en: 'Workplace or sexual harassment',
    },
    descripcion: {
      es: 'Conductas de hostigamiento, humillación, discriminación o acoso sexual en el entorno de trabajo.',
      cat: "Conductes de fustigació, humiliació, discriminació o assetjament sexual a l'entorn de treball.",
      eu: 'Lan-ingurunean gertatzen diren hertsapen-, umiliazio- edo diskriminazio-jokabideak edo sexu-jazarpena.',
      ga: 'Condutas de hostigamento, humillación, discriminación ou acoso sexual no contorno de traballo.',
      en: 'Bullying, humiliation, discrimination or sexual harassment at work.',
    },
  },
  {
    nombre: {
      es: 'Protección de datos',
      cat: 'Protecció de dades',
      eu: 'Datuen babesa',
      ga: 'Protección de datos',
      en: 'Data protection',
    },
    descripcion: {
      es: 'Accesos indebidos, cesiones o filtraciones de datos personales.',
      cat: 'Accessos indeguts, cessions o filtracions de dades personals.',
      eu: 'Datu pertsonaletarako sarbide desegokiak, datuen lagapenak edo filtrazioak.',
      ga: 'Accesos indebidos, cesións ou filtracións de datos persoais.',
      en: 'Unlawful access to, disclosure or leaks of personal data.',
    },
  },
  {
    nombre: {
      es: 'Seguridad y salud en el trabajo',
      cat: 'Seguretat i salut en el treball',
      eu: 'Laneko segurtasuna eta osasuna',
      ga: 'Seguridade e saúde no traballo',
      en: 'Occupational health and safety',
    },
    descripcion: {
      es: 'Incumplimientos de las medidas de prevención de riesgos laborales.',
      cat: 'Incompliments de les mesures de prevenció de riscos laborals.',
      eu: 'Laneko arriskuen prebentzio-neurriak ez betetzea.',
      ga: 'Incumprimentos das medidas de prevención de riscos laborais.',
      en: 'Breaches of occupational risk prevention measures.',
    },
  },
  {
    nombre: { es: 'Otros', cat: 'Altres', eu: 'Beste batzuk', ga: 'Outros', en: 'Other' },
    descripcion: {
      es: 'Otras infracciones del Derecho de la Unión Europea o infracciones penales o administrativas graves.',
      cat: 'Altres infraccions del dret de la Unió Europea o infraccions penals o administratives greus.',
      eu: 'Europar Batasuneko zuzenbidearen beste arau-hauste batzuk, edo arau-hauste penal edo administratibo larriak.',
      ga: 'Outras infraccións do dereito da Unión Europea ou infraccións penais ou administrativas graves.',
      en: 'Other breaches of European Union law or serious criminal or administrative offences.',
    },
  },
] as const;

/** Seeds the channel of a (new, demo) tenant inside the demo seed's transaction. */
export async function seedDemoChannel(db: Kysely<Database>, idcliente: number, now: string): Promise<void> {
  await ensureTenantDefaults(db, idcliente);
  await db
    .insertInto('den_estados_denuncia')
    .values(extraStatuses.map((s) => ({ ...s, idcliente, nombre: JSON.stringify(s.nombre), inicial: 0 })))
    .execute();
  const { idformulario } = await db
    .insertInto('den_formularios')
    .values({
      idcliente,
      nombre: 'Formulario general',
      version: 1,
      campos: JSON.stringify(generalFormFields),
      activo: 1,
      fec_alta: now,
      fec_modificacion: now,
    })
    .returning('idformulario')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('den_tipos_denuncia')
    .values(
      demoTypes.map((type, i) => ({
        idcliente,
        nombre: JSON.stringify(type.nombre),
        descripcion: JSON.stringify(type.descripcion),
        orden: (i + 1) * 10,
        activo: 1,
        idformulario,
      })),
    )
    .execute();
}
