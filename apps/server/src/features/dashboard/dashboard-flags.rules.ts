import {
  splitByMonths,
  upTo,
  type CountKind,
  type DayRange,
  type MonthsCount,
  type PartialCount,
  type RangeSplit,
} from '../../domain/case-deadlines/case-counts.rules.ts';
import { acknowledgementDays, addDays, answerCutoffs } from '../../domain/case-deadlines/deadlines.rules.ts';

export type FlagName = 'acuse_vencido' | 'respuesta_vencida' | 'prorrogadas';

/** One part of a counter: the complaints filed in `range` that `count` accepts. */
type FlagPart = { name: FlagName; range: DayRange; count: CountKind };

/**
 * The period's time-dependent counters as filing-date ranges: a complaint is past its
 * acknowledgement deadline when filed before today − 7 days and not acknowledged, past its answer
 * deadline when unresolved and filed before the cutoff of its extension (one cutoff per extension).
 */
function flagParts(period: DayRange, todayDay: string): FlagPart[] {
  return [
    {
      name: 'acuse_vencido',
      range: upTo(period, addDays(todayDay, -acknowledgementDays)),
      count: { kind: 'sin_acuse' },
    },
    {
      name: 'prorrogadas',
      range: period,
      count: { kind: 'prorrogadas' },
    },
    ...answerCutoffs(todayDay).map(({ prorroga, cutoff }): FlagPart => ({
      name: 'respuesta_vencida',
      range: upTo(period, cutoff),
      count: { kind: 'abiertas', prorroga },
    })),
  ];
}

/**
 * A range counted on the complaints themselves, with no month from the summary (which is
 * tenant-wide): a gestor's Resumen, over the few cases assigned to them.
 */
export function rowsOnlySplit(range: DayRange): RangeSplit {
  return range.from < range.before ? { months: null, partial: [range] } : { months: null, partial: [] };
}

/**
 * The counters' plan (`rowsOnly`: every count on the complaints, see rowsOnlySplit): which counts to ask of the summary (whole months) and of the complaints
 * (partial months), and how to add them up once they are known.
 */
export function planFlags(period: DayRange, todayDay: string, rowsOnly = false) {
  const tomorrow = addDays(todayDay, 1);
  const parts = flagParts(period, todayDay).map((part) => ({
    part,
    split: rowsOnly ? rowsOnlySplit(part.range) : splitByMonths(part.range, tomorrow),
  }));
  const monthCounts: MonthsCount[] = parts.flatMap(({ part, split }) =>
    split.months ? [{ ...part.count, months: split.months }] : [],
  );
  const partialCounts: PartialCount[] = parts.flatMap(({ part, split }) =>
    split.partial.map((range) => ({ ...part.count, range })),
  );
  return {
    monthCounts,
    partialCounts,
    /** The counters, given the answers to `monthCounts` and `partialCounts` in their order. */
    total(monthCounted: readonly number[], partialCounted: readonly number[]): Record<FlagName, number> {
      const totals: Record<FlagName, number> = { acuse_vencido: 0, respuesta_vencida: 0, prorrogadas: 0 };
      let month = 0;
      let partial = 0;
      for (const { part, split } of parts) {
        if (split.months) {
          totals[part.name] += monthCounted[month] ?? 0;
          month += 1;
        }
        for (let i = 0; i < split.partial.length; i += 1) {
          totals[part.name] += partialCounted[partial] ?? 0;
          partial += 1;
        }
      }
      return totals;
    },
  };
}
