import { channelSettingsSchema, type ChannelSettings } from '@atalaya/contract/complaints/channel-settings.schemas';
import { acknowledgementTitles } from '@atalaya/contract/complaints/notification.schemas';
import { defaultTimeZone, formatDateTimeIn } from '@atalaya/contract/common/time-zone';
import { languageCodes, languageTags, type LanguageCode } from '@atalaya/contract/limits';
import { sanitizeContentHtml } from '../../lib/content-html.ts';

/** The channel settings in a tenant's `parametros_cliente`; a missing or invalid key takes its default. */
export function channelSettingsOf(parametrosJson: string): ChannelSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(parametrosJson);
  } catch {
    stored = {};
  }
  const isObject = typeof stored === 'object' && stored !== null && !Array.isArray(stored);
  return channelSettingsSchema.parse(isObject ? stored : {});
}

/** Language code of a language id (1 es … 5 en); Spanish for anything else. */
export function languageOf(ididioma: number): LanguageCode {
  return languageCodes[ididioma - 1] ?? 'es';
}

const defaultAcknowledgement: Record<LanguageCode, string> = {
  es: '<p>Hemos recibido su comunicación el {fecha}.</p><p>La persona responsable del sistema interno de información la examinará. Puede consultar su estado y conversar con ella con el código que se le mostró al enviarla.</p>',
  cat: "<p>Hem rebut la vostra comunicació el {fecha}.</p><p>La persona responsable del sistema intern d'informació l'examinarà. Podeu consultar-ne l'estat i conversar-hi amb el codi que se us va mostrar en enviar-la.</p>",
  eu: '<p>Zure komunikazioa {fecha} jaso dugu.</p><p>Barne-informazioko sistemaren arduradunak aztertuko du. Bidali zenuenean erakutsi zitzaizun kodearekin haren egoera kontsulta dezakezu.</p>',
  ga: '<p>Recibimos a súa comunicación o {fecha}.</p><p>A persoa responsable do sistema interno de información examinaraa. Pode consultar o seu estado e conversar con ela co código que se lle mostrou ao enviala.</p>',
  en: '<p>We received your report on {fecha}.</p><p>The person in charge of the internal reporting system will examine it. You can check its status and talk with them using the code you were shown when you sent it.</p>',
};

/**
 * Date and time in the tenant's time zone, written the way the language does and labelled with
 * the zone (e.g. 21/11/26, 4:23 CET), as the web shows every time (issue 20 §4).
 */
function formatFilingDate(iso: string, lang: LanguageCode, timeZone: string): string {
  return formatDateTimeIn(iso, timeZone, languageTags[lang]);
}

/** Sanitised acknowledgements by their HTML (the same text and minute for filings in a burst). */
const sanitisedAcknowledgements = new Map<string, string>();
const sanitisedAcknowledgementsLimit = 100;

/** `sanitizeContentHtml`, a pure function of its text, kept for the last distinct texts. */
function sanitisedAcknowledgement(html: string): string {
  let sanitised = sanitisedAcknowledgements.get(html);
  if (sanitised === undefined) {
    sanitised = sanitizeContentHtml(html);
    if (sanitisedAcknowledgements.size >= sanitisedAcknowledgementsLimit) {
      sanitisedAcknowledgements.delete(sanitisedAcknowledgements.keys().next().value as string);
    }
    sanitisedAcknowledgements.set(html, sanitised);
  }
  return sanitised;
}

/**
 * The acknowledgement notification of a new complaint: title in its language, and the tenant's
 * `acuse_texto` for that language (else Atalaya's default in that language) with `{fecha}` filled,
 * sanitised like every other notification content.
 */
export function acknowledgementFor(
  settings: ChannelSettings,
  lang: LanguageCode,
  filedAt: string,
  timeZone: string = defaultTimeZone,
): { descripcion: string; contenido: string } {
  const template = settings.acuse_texto[lang] || defaultAcknowledgement[lang];
  const html = template.replaceAll('{fecha}', formatFilingDate(filedAt, lang, timeZone));
  return { descripcion: acknowledgementTitles[lang], contenido: sanitisedAcknowledgement(html) };
}
