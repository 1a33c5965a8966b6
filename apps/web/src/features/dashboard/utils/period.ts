import { isCalendarDay } from '@atalaya/contract/common/day.schemas';
import { dashboardMaxDays } from '@atalaya/contract/complaints/dashboard.schemas';

/** A period of the Resumen: calendar days `YYYY-MM-DD`, both inclusive. */
export type Period = { desde: string; hasta: string };

/** The quick choices of the period picker. */
export const quickPeriods = ['last30Days', 'last12Months', 'currentYear'] as const;
export type QuickPeriod = (typeof quickPeriods)[number];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DD` of a local date. */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The days a quick choice covers, ending today:
 * - `last30Days`: today and the 29 days before;
 * - `last12Months`: from the first day of the month 11 months ago (12 whole months of bars);
 * - `currentYear`: from 1 January.
 * @example quickPeriod('currentYear', new Date(2026, 4, 10)) // { desde: '2026-01-01', hasta: '2026-05-10' }
 */
export function quickPeriod(choice: QuickPeriod, today: Date = new Date()): Period {
  const hasta = toIsoDay(today);
  switch (choice) {
    case 'last30Days':
      return { desde: toIsoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), hasta };
    case 'last12Months':
      return { desde: toIsoDay(new Date(today.getFullYear(), today.getMonth() - 11, 1)), hasta };
    case 'currentYear':
      return { desde: toIsoDay(new Date(today.getFullYear(), 0, 1)), hasta };
  }
}

/** The quick choice a period equals today, if any. */
export function matchQuickPeriod(period: Period, today: Date = new Date()): QuickPeriod | null {
  return (
    quickPeriods.find((choice) => {
      const candidate = quickPeriod(choice, today);
      return candidate.desde === period.desde && candidate.hasta === period.hasta;
    }) ?? null
  );
}

function dayNumber(isoDay: string): number {
  return Date.parse(`${isoDay}T00:00:00.000Z`) / 86_400_000;
}

export type PeriodProblem = 'invalidDate' | 'reversed' | 'tooLong';

/** Why a period typed by hand cannot be asked for, or null when it can. */
export function checkPeriod(period: Period): PeriodProblem | null {
  if (!isCalendarDay(period.desde) || !isCalendarDay(period.hasta)) {
    return 'invalidDate';
  }
  if (period.desde > period.hasta) {
    return 'reversed';
  }
  if (dayNumber(period.hasta) - dayNumber(period.desde) + 1 > dashboardMaxDays) {
    return 'tooLong';
  }
  return null;
}
