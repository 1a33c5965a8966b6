import { describe, expect, it } from 'vitest';
import { checkPeriod, matchQuickPeriod, quickPeriod } from './period.ts';

const today = new Date(2026, 4, 20);

describe('quickPeriod', () => {
  it('covers today and the 29 days before for the last 30 days', () => {
    expect(quickPeriod('last30Days', today)).toEqual({ desde: '2026-04-21', hasta: '2026-05-20' });
  });

  it('starts 12 whole months back for the last 12 months, across the year boundary', () => {
    expect(quickPeriod('last12Months', today)).toEqual({ desde: '2025-06-01', hasta: '2026-05-20' });
    expect(quickPeriod('last12Months', new Date(2026, 0, 5))).toEqual({ desde: '2025-02-01', hasta: '2026-01-05' });
  });

  it('starts on 1 January for the current year', () => {
    expect(quickPeriod('currentYear', today)).toEqual({ desde: '2026-01-01', hasta: '2026-05-20' });
  });

  it('recognises a quick choice from its dates, and none for other dates', () => {
    expect(matchQuickPeriod({ desde: '2026-01-01', hasta: '2026-05-20' }, today)).toBe('currentYear');
    expect(matchQuickPeriod({ desde: '2026-01-02', hasta: '2026-05-20' }, today)).toBeNull();
  });
});

describe('checkPeriod', () => {
  it('accepts an ordered period of real days, a single day included', () => {
    expect(checkPeriod({ desde: '2026-02-01', hasta: '2026-02-28' })).toBeNull();
    expect(checkPeriod({ desde: '2026-02-01', hasta: '2026-02-01' })).toBeNull();
  });

  it('refuses empty or impossible days, reversed periods and periods over the maximum', () => {
    expect(checkPeriod({ desde: '', hasta: '2026-02-28' })).toBe('invalidDate');
    expect(checkPeriod({ desde: '2026-02-30', hasta: '2026-03-01' })).toBe('invalidDate');
    expect(checkPeriod({ desde: '2026-03-01', hasta: '2026-02-01' })).toBe('reversed');
    expect(checkPeriod({ desde: '2020-01-01', hasta: '2026-01-01' })).toBe('tooLong');
  });
});
