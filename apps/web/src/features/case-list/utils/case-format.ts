import { languageTags } from '@atalaya/contract/limits';
import type { LanguageCode } from '@atalaya/contract/limits';

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

/** Date and time in the reader's time zone and language (e.g. "22/11/2026, 10:30"). */
export function formatDateTimeShort(iso: string, language: LanguageCode): string {
  const date = readDate(iso);
  if (!date) {
    return iso;
  }
  return new Intl.DateTimeFormat(languageTags[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
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
