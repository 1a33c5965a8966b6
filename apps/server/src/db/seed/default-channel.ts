import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { generalFormFields } from './default-form.ts';
import { ensureTenantDefaults } from './tenant-defaults.ts';

/**
 * The reporting channel every tenant starts with (the demo and each tenant the operator creates),
 * written for Atalaya: statuses, one general form about the facts and five complaint types. The
 * form asks no contact data and takes no files: the wizard's identity step asks for contact data
 * (and says nothing personal is asked of an anonymous reporter), and its documents step is the one
 * place where evidence is attached.
 */

const extraStatuses = [
  {
    idestadodenuncia: 3,
    nombre: { es: 'En trámite', cat: 'En tràmit', eu: 'Izapidetzen', ga: 'En trámite', en: 'In progress' },
    color: '#ef6c00',
    orden: 20,
    sin_investigacion: 0,
  },
  {
    idestadodenuncia: 4,
    nombre: { es: 'Inadmitida', cat: 'Inadmesa', eu: 'Onartu gabea', ga: 'Inadmitida', en: 'Not admitted' },
    color: '#757575',
    orden: 90,
    // Not admitted: no investigation, so its data go 3 months after receipt (decision 063).
    sin_investigacion: 1,
  },
] as const;

const defaultTypes = [
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

/** Inserts the default channel of a new tenant (call inside the transaction that creates it). */
export async function insertDefaultChannel(db: Kysely<Database>, idcliente: number, now: string): Promise<void> {
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
      defaultTypes.map((type, i) => ({
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
