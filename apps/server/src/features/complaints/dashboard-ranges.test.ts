import { describe, expect, it } from 'vitest';
import { splitByMonths } from './dashboard-ranges.ts';

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
