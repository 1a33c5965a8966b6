/**
 * Deadlines of Ley 2/2023 on calendar days (UTC): acknowledge within 7 days of filing, answer
 * within 3 months. Dates are `YYYY-MM-DD` text; timestamps are ISO-8601 UTC text.
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

/** Answer deadline of a complaint filed at `fecAlta`. */
export function answerDeadline(fecAlta: string): string {
  return addMonthsClamped(dayOf(fecAlta), answerMonths);
}

/**
 * The filing-time cutoff of overdue complaints: an unresolved complaint filed before this
 * (ISO day, compared as text with the stored timestamps) is past its answer deadline.
 */
export function overdueCutoff(todayDay: string): string {
  return addMonthsClamped(todayDay, -answerMonths);
}

/** The deadlines shown for a complaint; `dias_respuesta` is null once resolved. */
export function deadlinesOf(
  complaint: { fec_alta: string; resolved: boolean },
  todayDay: string,
): { vence_acuse: string; vence_respuesta: string; dias_respuesta: number | null } {
  const venceRespuesta = answerDeadline(complaint.fec_alta);
  return {
    vence_acuse: acknowledgementDeadline(complaint.fec_alta),
    vence_respuesta: venceRespuesta,
    dias_respuesta: complaint.resolved ? null : daysBetween(todayDay, venceRespuesta),
  };
}
