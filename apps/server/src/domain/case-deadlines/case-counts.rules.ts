import { addDays, addMonthsClamped } from './deadlines.rules.ts';

/** Complaints filed on the ISO days [from, before). */
export type DayRange = { from: string; before: string };

/** Filing months `first` … `last` (YYYY-MM), both included. */
export type MonthSpan = { first: string; last: string };

/**
 * A day range as the Resumen reads it: the calendar months it covers whole (answered by the
 * summary kept on write, migration 007) and at most two partial stretches at its ends (answered
 * by the complaints themselves, through the indexes of migration 006).
 */
export type RangeSplit = { months: MonthSpan | null; partial: DayRange[] };

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function nextMonthStart(day: string): string {
  return addMonthsClamped(monthStart(day), 1);
}

/**
 * Splits `range` into whole months and partial stretches. A month counts as whole when the range
 * starts on or before its first day and ends on or after its last day, or on or after `tomorrow`:
 * nothing is filed after today (fec_alta is the server's clock), so the current month up to today
 * is the whole month as far as the stored complaints go.
 */
export function splitByMonths(range: DayRange, tomorrow: string): RangeSplit {
  if (range.from >= range.before) {
    return { months: null, partial: [] };
  }
  const first = range.from === monthStart(range.from) ? range.from : nextMonthStart(range.from);
  const endsAfterToday = tomorrow <= range.before;
  // The first day after the whole months.
  const end = endsAfterToday ? nextMonthStart(addDays(range.before, -1)) : monthStart(range.before);
  if (first >= end) {
    return { months: null, partial: [range] };
  }
  const partial: DayRange[] = [];
  if (range.from < first) {
    partial.push({ from: range.from, before: first });
  }
  if (end < range.before) {
    partial.push({ from: end, before: range.before });
  }
  return { months: { first: first.slice(0, 7), last: addMonthsClamped(end, -1).slice(0, 7) }, partial };
}

/** The part of `range` filed before `cutoff`. */
export function upTo(range: DayRange, cutoff: string): DayRange {
  return { from: range.from, before: cutoff < range.before ? cutoff : range.before };
}

/** The first and last filing months of a day range (its scope for the month-keyed queries). */
export function monthsOfRange(range: DayRange): MonthSpan {
  return { first: range.from.slice(0, 7), last: addDays(range.before, -1).slice(0, 7) };
}

/**
 * A counter's condition: not acknowledged, extended, or unresolved with the given extension in
 * months (0 = none).
 */
export type CountKind = { kind: 'sin_acuse' } | { kind: 'prorrogadas' } | { kind: 'abiertas'; prorroga: number };

/** A count over a partial month, from the complaints. */
export type PartialCount = CountKind & { range: DayRange };

/** A count over whole months, from the summary. */
export type MonthsCount = CountKind & { months: MonthSpan };
