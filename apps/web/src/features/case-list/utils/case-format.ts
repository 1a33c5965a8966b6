import { timeZoneLabel } from '@atalaya/contract/common/time-zone';
import { languageTags } from '@atalaya/contract/limits';
import type { LanguageCode } from '@atalaya/contract/limits';
import { displayTimeZone } from '@/lib/format.ts';

/** How close the answer deadline is: red when overdue, orange within 15 days, green otherwise. */
export type DeadlineTone = 'overdue' | 'soon' | 'onTime' | 'resolved';

/** Days left at or under which the deadline shows as close (orange). */
export const deadlineSoonDays = 15;

export function deadlineTone(diasRespuesta: number | null): DeadlineTone {
  if (diasRespuesta === null) {
    return 'resolved';
  }
  if (diasRespuesta < 0) {
    return 'overdue';
  }
  return diasRespuesta <= deadlineSoonDays ? 'soon' : 'onTime';
}

/** A local `Date` of a `YYYY-MM-DD` day, or of an ISO timestamp; null when unreadable. */
export function readDate(text: string): Date | null {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in the tenant's time zone and the reader's language, labelled (e.g. "22/11/2026, 10:30 CET"). */
export function formatDateTimeShort(iso: string, language: LanguageCode): string {
  const date = readDate(iso);
  if (!date) {
    return iso;
  }
  const locale = languageTags[language];
  const zone = displayTimeZone();
  const text = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(date);
  return `${text} ${timeZoneLabel(date.toISOString(), zone, locale)}`;
}

/** The wall-clock parts of an instant in the tenant's time zone. */
export function zonedParts(date: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: displayTimeZone(),
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  function get(type: Intl.DateTimeFormatPartTypes): number {
    return Number(parts.find((p) => p.type === type)?.value ?? 0);
  }
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** A calendar day in the reader's language (e.g. "22/11/2026"). */
export function formatDayShort(text: string, language: LanguageCode): string {
  const date = readDate(text);
  if (!date) {
    return text;
  }
  return new Intl.DateTimeFormat(languageTags[language], { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
}
