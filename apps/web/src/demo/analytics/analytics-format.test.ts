import { describe, expect, it } from 'vitest';
import { formatRange, indexOfMax, shareLabel } from './analytics-format.ts';

describe('the analytics texts', () => {
  it('writes a week label as a date range in the interface language', () => {
    expect(formatRange('2026-06-09/2026-06-15', 'es')).toMatch(/^9\s?.\s?15 jun/);
    expect(formatRange('2026-06-09/2026-06-15', 'en')).toMatch(/^Jun 9\s?.\s?15$/);
    expect(formatRange('not a range', 'es')).toBe('not a range');
  });

  it('names languages by Intl.DisplayNames and the engine’s labels through the demo texts', () => {
    expect(shareLabel('es', 'es', 'language')).toBe('español');
    expect(shareLabel('de', 'en', 'language')).toBe('German');
    expect(shareLabel('Returning', 'es', 'other')).toBe('Recurrentes');
    expect(shareLabel('30-40', 'es', 'other')).toBe('30-40');
  });

  it('finds the highest value (the first on a tie)', () => {
    expect(indexOfMax([3, 9, 9, 1])).toBe(1);
    expect(indexOfMax([])).toBe(-1);
  });
});
