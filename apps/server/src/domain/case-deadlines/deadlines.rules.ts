import { extensionMaxMonths } from '@atalaya/contract/complaints/case-detail.schemas';

/**
 * Deadlines of Ley 2/2023 on calendar days (UTC): acknowledge within 7 days of filing, answer
 * within 3 months, extended once by up to 3 more (art. 9.2.d). Dates are `YYYY-MM-DD` text; timestamps are ISO-8601 UTC text.
 */

const dayMs = 86_400_000;

export const acknowledgementDays = 7;
export const answerMonths = 3;

/** The UTC day (YYYY-MM-DD) of an ISO timestamp or date. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** Today's UTC day. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function toUtcMs(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  return fromUtcMs(toUtcMs(day) + days * dayMs);
}

/** `day` plus `months` calendar months (negative goes back), clamped to the target month's last day. */
export function addMonthsClamped(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(targetYear, targetMonth, Math.min(date, lastDay)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / dayMs);
}

/** Acknowledgement deadline of a complaint filed at `fecAlta`. */
export function acknowledgementDeadline(fecAlta: string): string {
  return addDays(dayOf(fecAlta), acknowledgementDays);
}

/**
 * Answer deadline of a complaint filed at `fecAlta`: 3 months, plus the months of its extension
 * when it has one (counted from the filing day, so month-end clamping happens once).
 */
export function answerDeadline(fecAlta: string, extensionMonths: number | null = null): string {
  return addMonthsClamped(dayOf(fecAlta), answerMonths + (extensionMonths ?? 0));
}

/**
 * The filing-day cutoff of overdue complaints with `months` to answer: an unresolved complaint
 * filed before this day (compared as text with the stored ISO timestamps) is past its answer
 * deadline today. It is the first filing day whose deadline is not before `todayDay`; month-end
 * clamping makes `todayDay - months` alone wrong (filed 02-28 → due 05-28, overdue on 05-31).
 */
export function overdueCutoff(todayDay: string, months: number = answerMonths): string {
  let cutoff = addMonthsClamped(todayDay, -months);
  while (addMonthsClamped(cutoff, months) < todayDay) {
    cutoff = addDays(cutoff, 1);
  }
  return cutoff;
}

/** The deadlines of a complaint as the case list and detail show them. */
export type CaseDeadlines = {
  vence_acuse: string;
  vence_respuesta: string;
  /** Whole days from today to `vence_respuesta`; null once resolved. */
  dias_respuesta: number | null;
  /** Whole days from today to `vence_acuse`; null once acknowledged. */
  dias_acuse: number | null;
};

/** The deadlines shown for a complaint, its extension included. */
export function deadlinesOf(
  complaint: { fec_alta: string; resolved: boolean; fec_acuse: string | null; prorroga_meses: number | null },
  todayDay: string,
): CaseDeadlines {
  const venceAcuse = acknowledgementDeadline(complaint.fec_alta);
  const venceRespuesta = answerDeadline(complaint.fec_alta, complaint.prorroga_meses);
  return {
    vence_acuse: venceAcuse,
    vence_respuesta: venceRespuesta,
    dias_respuesta: complaint.resolved ? null : daysBetween(todayDay, venceRespuesta),
    dias_acuse: complaint.fec_acuse === null ? daysBetween(todayDay, venceAcuse) : null,
  };
}

/**
 * The answer deadline's filing-date cutoff today for every extension (0 = none … the maximum): a
 * complaint with that extension is past its answer deadline when filed before the cutoff.
 */
export function answerCutoffs(todayDay: string): { prorroga: number; cutoff: string }[] {
  return Array.from({ length: extensionMaxMonths + 1 }, (_, prorroga) => ({
    prorroga,
    cutoff: overdueCutoff(todayDay, answerMonths + prorroga),
  }));
}
