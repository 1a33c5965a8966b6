import { defaultTimeZone, isTimeZone, timeZoneLabel } from '@atalaya/contract/common/time-zone';
import { languageTags } from '@atalaya/contract/limits';
import type { LanguageCode } from '@atalaya/contract/limits';

let tenantZone = defaultTimeZone;

/**
 * The tenant's time zone (issue 20 §4): every time the web shows is in it and labelled, as the
 * server writes them, whatever the browser's clock. Set from the client info's parameters.
 */
export function setDisplayTimeZone(zone: string): void {
  tenantZone = isTimeZone(zone) ? zone : defaultTimeZone;
}

/** The time zone times are shown in (Europe/Madrid until the tenant says otherwise). */
export function displayTimeZone(): string {
  return tenantZone;
}

const numberFormats = new Map<LanguageCode, Intl.NumberFormat>();

/**
 * A count as people read it in the language (CLDR grouping: es and gl group from five digits).
 * @example formatNumber(32725, 'es') // '32.725'
 * @example formatNumber(32725, 'en') // '32,725'
 */
export function formatNumber(value: number, language: LanguageCode): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTags[language], { maximumFractionDigits: 1 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/**
 * A file size as people read it, in the given language.
 * @example formatFileSize(20 * 1024 * 1024, 'es') // '20 MB'
 * @example formatFileSize(1536, 'en') // '1.5 KB'
 */
export function formatFileSize(bytes: number, language: LanguageCode): string {
  const mib = 1024 * 1024;
  if (bytes >= mib) {
    return `${formatNumber(bytes / mib, language)} MB`;
  }
  if (bytes >= 1024) {
    return `${formatNumber(bytes / 1024, language)} KB`;
  }
  return `${formatNumber(bytes, language)} bytes`;
}

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date and time in the tenant's time zone, labelled (e.g. "22 de noviembre de 2026, 10:30 CET");
 * the text given when it cannot be read.
 */
export function formatDateTime(iso: string, language: LanguageCode): string {
  const date = toDate(iso);
  if (!date) {
    return iso;
  }
  const locale = languageTags[language];
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: tenantZone }).format(
    date,
  );
  return `${text} ${timeZoneLabel(iso, tenantZone, locale)}`;
}

/**
 * A calendar date (e.g. "22 de noviembre de 2026"): an instant's day in the tenant's time zone;
 * a plain `YYYY-MM-DD` day as written (no zone can move it).
 */
export function formatDate(iso: string, language: LanguageCode): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = plain ? new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))) : toDate(iso);
  if (!date || Number.isNaN(date.getTime())) {
    return iso;
  }
  return new Intl.DateTimeFormat(languageTags[language], {
    dateStyle: 'long',
    timeZone: plain ? 'UTC' : tenantZone,
  }).format(date);
}

/**
 * A wall-clock date and time as written, `YYYY-MM-DDTHH:mm` as `dd/mm/yyyy HH:mm` (e.g. a proposed
 * meeting, already in the tenant's time zone: no zone moves it); the text given when it cannot be read.
 * @example formatWallClock('2026-12-03T10:30') // '03/12/2026 10:30'
 */
export function formatWallClock(value: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
  return parts ? `${parts[3] ?? ''}/${parts[2] ?? ''}/${parts[1] ?? ''} ${parts[4] ?? ''}` : value;
}
