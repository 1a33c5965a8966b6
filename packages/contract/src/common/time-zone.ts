/**
 * The tenant's time zone (issue 20 §4): every date and time a person reads — on the web, in mails,
 * notifications and PDFs — is shown in it and labelled, the same on both sides. Europe/Madrid
 * unless the tenant's `parametros_cliente` hold `zona_horaria` (an IANA name such as
 * "Atlantic/Canary").
 */
export const defaultTimeZone = 'Europe/Madrid';

/** The key of `parametros_cliente` that names the tenant's time zone. */
export const timeZoneParameter = 'zona_horaria';

/**
 * One `Intl.DateTimeFormat` per locale and options, kept: building one costs about a millisecond
 * (a filing, a case list or a mail formats many dates), using one microseconds. At most a few
 * hundred are kept (tenants' zones × five languages × four styles); past that the cache restarts.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The shapes of formatter this module uses, each named once (a cache key without serialising options). */
const shapes = {
  zoneOnly: {},
  isoDate: { year: 'numeric', month: '2-digit', day: '2-digit' },
  year: { year: 'numeric' },
  zoneName: { timeZoneName: 'short' },
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  mediumDate: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatterFor(locale: string, shape: keyof typeof shapes, timeZone: string): Intl.DateTimeFormat {
  const key = `${shape}|${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { ...shapes[shape], timeZone });
    if (formatters.size >= 500) {
      formatters.clear();
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  if (name === '' || name.length > 64) {
    return false;
  }
  try {
    formatterFor('en', 'zoneOnly', name);
    return true;
  } catch {
    return false;
  }
}

/** The tenant's time zone from its parameters (an object, or their JSON text); the default otherwise. */
export function timeZoneOf(parametros: unknown): string {
  let value: unknown = parametros;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return defaultTimeZone;
    }
  }
  if (typeof value !== 'object' || value === null) {
    return defaultTimeZone;
  }
  const zone = (value as Record<string, unknown>)[timeZoneParameter];
  return typeof zone === 'string' && isTimeZone(zone) ? zone : defaultTimeZone;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: "today" is `dayIn(now, zone)`. */
export function dayIn(iso: string | Date, timeZone: string): string {
  return formatterFor('en-CA', 'isoDate', timeZone).format(new Date(iso));
}

/** The calendar year of an instant in a time zone (the year of a case reference). */
export function yearIn(iso: string, timeZone: string): number {
  const year = formatterFor('en-US', 'year', timeZone).format(new Date(iso));
  return Number(year);
}

/**
 * The label of the zone at that instant, as the language writes it short ("CET", "CEST", "WET"…):
 * said after every time so a reader never has to guess whose clock it is.
 */
export function timeZoneLabel(iso: string, timeZone: string, locale: string): string {
  const parts = formatterFor(locale, 'zoneName', timeZone).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A date and time in the zone, the language's short style, followed by the zone's label. */
export function formatDateTimeIn(iso: string, timeZone: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  const text = formatterFor(locale, 'shortDateTime', timeZone).format(date);
  return `${text} ${timeZoneLabel(iso, timeZone, locale)}`;
}

/** A date (no time) in the zone, the language's medium style. */
export function formatDateIn(iso: string, timeZone: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return formatterFor(locale, 'mediumDate', timeZone).format(date);
}
