import { languageTags } from '@atalaya/contract/limits';
import type { LanguageCode } from '@atalaya/contract/limits';

const units: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * How long ago (or until) `iso`, in words of the language: "hace 5 minutos", "ayer", "ahora".
 * The text given is answered when it is not a date.
 * @example formatRelativeTime('2026-05-20T09:55:00Z', 'es', new Date('2026-05-20T10:00:00Z')) // 'hace 5 minutos'
 */
export function formatRelativeTime(iso: string, language: LanguageCode, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) {
    return iso;
  }
  const format = new Intl.RelativeTimeFormat(languageTags[language], { numeric: 'auto' });
  const seconds = Math.round((time - now.getTime()) / 1000);
  const found = units.find(({ seconds: size }) => Math.abs(seconds) >= size);
  if (!found) {
    return format.format(0, 'second');
  }
  return format.format(Math.trunc(seconds / found.seconds), found.unit);
}

/** Links a notification may follow: paths of this app or http(s) addresses (never `javascript:` and the like). */
export function isSafeLink(link: string): boolean {
  if (link.startsWith('/')) {
    return !link.startsWith('//');
  }
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
