import { describe, expect, it } from 'vitest';
import { splitByMonths } from '../../domain/case-deadlines/case-counts.rules.ts';
import { medianOf, monthsOf } from './dashboard.service.ts';
import {
  addDays,
  addMonthsClamped,
  answerDeadline,
  overdueCutoff,
} from '../../domain/case-deadlines/deadlines.rules.ts';

describe('dashboard: splitByMonths', () => {
  const tomorrow = '2026-11-23';
  it('whole months in the middle, partial stretches at the ends', () => {
    expect(splitByMonths({ from: '2026-01-15', before: '2026-04-10' }, tomorrow)).toEqual({
      months: { first: '2026-02', last: '2026-03' },
      partial: [
        { from: '2026-01-15', before: '2026-02-01' },
        { from: '2026-04-01', before: '2026-04-10' },
      ],
    });
    expect(splitByMonths({ from: '2025-12-01', before: '2026-01-01' }, tomorrow)).toEqual({
      months: { first: '2025-12', last: '2025-12' },
      partial: [],
    });
  });
  it('the current month counts as whole from its first day when the range reaches tomorrow or later', () => {
    expect(splitByMonths({ from: '2026-10-01', before: tomorrow }, tomorrow)).toEqual({
      months: { first: '2026-10', last: '2026-11' },
      partial: [],
    });
    expect(splitByMonths({ from: '2026-11-01', before: '2026-11-22' }, tomorrow)).toEqual({
      months: null,
      partial: [{ from: '2026-11-01', before: '2026-11-22' }],
    });
  });
  it('a range inside one month, or across two without a whole one, is all partial; an empty one is nothing', () => {
    expect(splitByMonths({ from: '2026-03-05', before: '2026-04-20' }, tomorrow)).toEqual({
      months: null,
      partial: [{ from: '2026-03-05', before: '2026-04-20' }],
    });
    expect(splitByMonths({ from: '2026-03-05', before: '2026-03-05' }, tomorrow)).toEqual({
      months: null,
      partial: [],
    });
  });
});

describe('dashboard: pure helpers', () => {
  it('overdueCutoff, as the counters use it: filed before it ⇔ past the (clamped) deadline today, for every day of two years', () => {
    const wrong: string[] = [];
    for (let todayDay = '2027-01-01'; todayDay < '2029-01-01'; todayDay = addDays(todayDay, 1)) {
      for (const months of [3, 4, 5, 6]) {
        const cutoff = overdueCutoff(todayDay, months);
        for (let offset = -6; offset <= 6; offset += 1) {
          const filed = addDays(cutoff, offset);
          if (filed < cutoff !== addMonthsClamped(filed, months) < todayDay) {
            wrong.push(`${todayDay} +${months}m filed ${filed}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // 28 Feb + 3 months is 28 May: overdue on 31 May, although 31 May − 3 months is 28 Feb.
    expect(overdueCutoff('2026-05-31', 3)).toBe('2026-03-01');
    expect(answerDeadline('2026-02-28')).toBe('2026-05-28');
  });

  it('medianOf: odd and even counts over a histogram, null when empty', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([{ dias: 4, total: 0 }])).toBeNull();
    expect(
      medianOf([
        { dias: 9, total: 1 },
        { dias: 2, total: 2 },
      ]),
    ).toBe(2);
    expect(
      medianOf([
        { dias: 1, total: 1 },
        { dias: 3, total: 1 },
        { dias: 10, total: 2 },
      ]),
    ).toBe(6.5);
  });

  it('monthsOf: every month across a year boundary', () => {
    expect(monthsOf('2019-11-15', '2020-02-10')).toEqual(['2019-11', '2019-12', '2020-01', '2020-02']);
    expect(monthsOf('2020-01-31', '2020-01-31')).toEqual(['2020-01']);
  });
});
