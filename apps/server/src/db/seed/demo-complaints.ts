import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formFieldSchema, type FormField } from '@atalaya/contract/complaints/form.schemas';
import type { Database } from '../schema.ts';
import { ensureTenantDefaults } from './tenant-defaults.ts';

/**
 * The demo tenant's reporting channel, written for Atalaya: statuses, one general form that uses
 * every field type, five complaint types, the acknowledgement text and the hourly caps.
 */

/** Merged into the demo tenant's `parametros_cliente`. `{fecha}` becomes the filing date. */
export const demoChannelParameters = {
  acuse_texto: {
    es: '<p>Hemos recibido su comunicación el {fecha}.</p><p>Ha quedado registrada en el Sistema interno de información del Ayuntamiento de Atalaya. La persona responsable del sistema la examinará y le informará de las actuaciones en un plazo máximo de tres meses.</p><p>Puede consultar su estado, leer las notificaciones y conversar con la persona responsable introduciendo el código que se le mostró al enviarla.</p>',
    en: '<p>We received your report on {fecha}.</p><p>It has been registered in the internal reporting system of the Ayuntamiento de Atalaya. The person in charge of the system will examine it and tell you what has been done within three months at most.</p><p>You can check its status, read notifications and talk with the person in charge by entering the code you were shown when you sent it.</p>',
    cat: "<p>Hem rebut la vostra comunicació el {fecha}.</p><p>Ha quedat registrada en el Sistema intern d'informació de l'Ajuntament d'Atalaya. La persona responsable l'examinarà i us informarà de les actuacions en un termini màxim de tres mesos.</p>",
    ga: '<p>Recibimos a súa comunicación o {fecha}.</p><p>Quedou rexistrada no Sistema interno de información do Concello de Atalaya. A persoa responsable examinaraa e informarao das actuacións nun prazo máximo de tres meses.</p>',
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
    ayuda: { es: 'Una fecha aproximada es suficiente.', en: 'An approximate date is enough.' },
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
    ayuda: { es: 'Servicio, dependencia o lugar.', en: 'Department, building or place.' },
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
      { valor: 'presencie', etiqueta: { es: 'Lo presencié directamente', en: 'I witnessed it myself' } },
      { valor: 'me_contaron', etiqueta: { es: 'Me lo contó otra persona', en: 'Someone told me' } },
      {
        valor: 'documentos',
        etiqueta: { es: 'Por documentos a los que tuve acceso', en: 'Through documents I had access to' },
      },
      { valor: 'otro', etiqueta: { es: 'De otra forma', en: 'Some other way' } },
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
      { valor: 'contratacion', etiqueta: { es: 'Contratación pública', en: 'Public procurement' } },
      { valor: 'subvenciones', etiqueta: { es: 'Subvenciones', en: 'Grants and subsidies' } },
      { valor: 'personal', etiqueta: { es: 'Personal', en: 'Human resources' } },
      { valor: 'urbanismo', etiqueta: { es: 'Urbanismo', en: 'Town planning' } },
      { valor: 'hacienda', etiqueta: { es: 'Hacienda y tributos', en: 'Finance and taxes' } },
      { valor: 'medio_ambiente', etiqueta: { es: 'Medio ambiente', en: 'Environment' } },
      { valor: 'otra', etiqueta: { es: 'Otra', en: 'Other' } },
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
  {
    id: 'email_contacto',
    tipo: 'email',
    etiqueta: {
      es: 'Correo electrónico para el seguimiento (opcional)',
      eu: 'Posta elektronikoa (aukerakoa)',
      en: 'E-mail for follow-up (optional)',
    },
    ayuda: {
      es: 'Solo si desea que le avisemos. Se guarda cifrado y solo lo ve la persona responsable.',
      en: 'Only if you want us to notify you. It is stored encrypted and only the person in charge sees it.',
    },
  },
  {
    id: 'telefono',
    tipo: 'telefono',
    etiqueta: { es: 'Teléfono (opcional)', eu: 'Telefonoa (aukerakoa)', en: 'Phone (optional)' },
  },
  {
    id: 'pruebas',
    tipo: 'adjunto',
    etiqueta: { es: 'Pruebas', cat: 'Proves', eu: 'Frogak', ga: 'Probas', en: 'Evidence' },
    ayuda: {
      es: 'Documentos, imágenes o audios. Se eliminan sus metadatos antes de guardarlos.',
      en: 'Documents, pictures or recordings. Their metadata is removed before they are stored.',
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
      en: 'Breaches of occupational risk prevention measures.',
    },
  },
  {
    nombre: { es: 'Otros', cat: 'Altres', eu: 'Beste batzuk', ga: 'Outros', en: 'Other' },
    descripcion: {
      es: 'Otras infracciones del Derecho de la Unión Europea o infracciones penales o administrativas graves.',
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
