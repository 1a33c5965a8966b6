/** A due date (ISO, midnight UTC) as the calendar day it names, in the interface language. */
export function formatDue(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** True when the due day is before today. */
export function isOverdue(iso: string, now: Date = new Date()): boolean {
  return iso.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** `2026-07-01T00:00:00.000Z` → `2026-07-01` for a date field, `''` for none. */
export function dateFieldValue(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}
